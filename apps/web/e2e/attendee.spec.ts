import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { codeFromMail } from './support/mail';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { unique } from './support/unique';

/** Seeded demo event (apps/server/src/db/seed/demo.ts); its attendees have joined but have no profiles. */
const SLUG = 'summer-makers-meetup';
const EVENT_NAME = 'Summer Makers Meetup';
const DEMO_PASSWORD = 'Mingle2026!';
const PASSWORD = 'Sunshine1!';

/** Gives a demo attendee a profile through the API, so the directory has someone to find. */
async function giveProfile(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const place = async (q: string) => {
    const res = await request.get(`/api/v1/places?q=${encodeURIComponent(q)}`, { headers });
    const [first] = (await res.json()) as { id: string }[];
    return first!.id;
  };
  const res = await request.put(`/api/v1/events/${SLUG}/profile`, {
    headers,
    data: {
      firstName: 'Samira',
      lastName: 'Okafor',
      gender: 'female',
      hometownId: await place('Lagos'),
      interests: ['hiking', 'jazz', 'pottery'],
      adventures: [await place('Cape Town'), await place('Zanzibar'), await place('Marrakesh')],
      destinations: [await place('Japan'), await place('Chile'), await place('Norway')],
      keepForFuture: false,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Types into a place type-ahead and picks the first suggestion that matches. */
async function pickPlace(page: Page, field: RegExp | string, text: string, match: RegExp, how: 'keyboard' | 'pointer') {
  const box = page.getByRole('combobox', { name: field });
  await box.fill(text);
  const option = page.getByRole('option', { name: match }).first();
  await expect(option).toBeVisible();
  if (how === 'keyboard') {
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
  } else {
    await option.click();
  }
}

test('a visitor joins by link, sets up a profile, edits it and finds another attendee', async ({ page, request }) => {
  test.setTimeout(150_000); // the whole way in, every step of the setup, an edit and the directory
  await giveProfile(request, 'sam@mingle.demo');
  const id = unique();
  const email = `joiner-${id}@example.com`;

  // The join link, as a visitor: the event as an invitation.
  await page.goto(`/events/${SLUG}/join`);
  await expect(page.getByRole('heading', { level: 1, name: EVENT_NAME })).toBeVisible();
  await expect(page.getByText('Harbour Hall, Lisbon')).toBeVisible();
  await expect(page.getByText('Welcome! Set up your profile and find your people.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Sign up and verify with the mailed code: signed in and joined in one step, on to the profile setup.
  await page.getByRole('link', { name: 'Sign up to join' }).click();
  await expect(page).toHaveURL(/\/sign-up\?redirect=%2Fevents%2Fsummer-makers-meetup%2Fjoin/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(`joiner_${id}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const since = Date.now();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/validate-account\?/);
  await page.getByLabel('6-digit code').fill(await codeFromMail(email, since - 1000));
  await page.getByRole('button', { name: 'Verify account' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}/profile/setup`));

  // Three intro slides.
  await expect(page.getByRole('heading', { name: `Welcome to ${EVENT_NAME}!` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Find your people' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Then go say hello' })).toBeVisible();
  await page.getByRole('button', { name: "Let's start" }).click();

  // Interests: at least one.
  await expect(page.getByRole('heading', { name: 'What are you into?' })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose at least one interest')).toBeVisible();
  await page.getByRole('button', { name: 'Hiking', exact: true }).click();
  await expect(page.getByText('Choose at least one interest')).toBeHidden();
  await page.getByLabel('Search interests').fill('jazz');
  await page.getByRole('button', { name: 'Jazz', exact: true }).click();
  await expect(page.getByText('2 chosen').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Profile details: every field is required, gender is one of the seven.
  await expect(page.getByRole('heading', { name: 'A little about you' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Required field')).toHaveCount(4);
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill(`Tester${id}`);
  await expect(page.getByRole('radio')).toHaveCount(7);
  await page.getByRole('radio', { name: 'Non-binary' }).click();
  await pickPlace(page, 'Hometown', 'Lisb', /Lisbon.*Portugal/, 'keyboard');
  await expect(page.getByRole('combobox', { name: 'Hometown' })).toHaveValue('Lisbon, Portugal');
  await expect(page.getByText('Required field')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  // Questions: exactly a top 3 of places each.
  await expect(page.getByRole('heading', { name: 'A few questions' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose exactly your top 3 places')).toHaveCount(2);
  await pickPlace(page, /^Favourite adventures: add place 1/, 'Kyoto', /Kyoto/, 'keyboard');
  await pickPlace(page, /^Favourite adventures: add place 2/, 'Reykjav', /Reykjav/, 'pointer');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose exactly your top 3 places')).toHaveCount(2);
  await pickPlace(page, /^Favourite adventures: add place 3/, 'Cusco', /Cusco/, 'pointer');
  await page.getByRole('button', { name: /^Move Kyoto, Japan down/ }).click();
  await pickPlace(page, /^Dream destinations: add place 1/, 'Japan', /Japan/, 'pointer');
  await pickPlace(page, /^Dream destinations: add place 2/, 'New Zealand', /New Zealand/, 'pointer');
  await pickPlace(page, /^Dream destinations: add place 3/, 'Peru', /Peru/, 'keyboard');
  await expect(page.getByText('Choose exactly your top 3 places')).toHaveCount(0);
  // What brings me here and what I do: optional, but a link must be a web address.
  await page.getByRole('button', { name: 'Find collaborators', exact: true }).click();
  await page.getByRole('button', { name: 'Get hired', exact: true }).click();
  await expect(page.getByText('2 of 3')).toBeVisible();
  await page.getByLabel('Headline (optional)').fill('Illustrator at Studio Nine');
  await page.getByRole('button', { name: 'Add a link' }).click();
  await page.getByRole('textbox', { name: 'Link 1' }).fill('ftp://files.example.org');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter a web address that starts with https:// or http://')).toBeVisible();
  await page.getByRole('textbox', { name: 'Link 1' }).fill('https://studionine.example.org');
  await expect(page.getByText('Enter a web address that starts with https:// or http://')).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // Going back keeps every answer.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Jo');
  await expect(page.getByRole('radio', { name: 'Non-binary' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: /^Remove Peru/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Conclusion: a look back, the option to keep the profile, and in.
  await expect(page.getByRole('heading', { name: "You're ready to mingle!" })).toBeVisible();
  await expect(page.getByText(`Jo Tester${id}`)).toBeVisible();
  await expect(page.getByText('Reykjavík, Capital Region, Iceland')).toBeVisible();
  await expect(page.getByText('Illustrator at Studio Nine')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Here to' })).toContainText('Find collaborators');
  await expect(page.getByRole('link', { name: /studionine\.example\.org/ })).toBeVisible();
  await page.getByLabel('Keep this profile for future events').click();
  await page.getByRole('button', { name: "Let's mingle" }).click();

  // The event home: header with the event, bottom navigation, and the event is selected.
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}$`));
  await expect(page.getByRole('heading', { name: "Hi Jo, you're in!" })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => localStorage.getItem('EVENT_KEY'))).toContain(SLUG);
  await expectNoSeriousA11yViolations(page);
  // With a profile, the setup is behind me: it sends me to the event.
  await page.goto(`/events/${SLUG}/profile/setup`);
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}$`));

  // Edit the profile.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Your profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Jo Tester${id}` })).toBeVisible();
  await expect(page.getByText('Kept for future events')).toBeVisible();
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit your profile' })).toBeVisible();
  await page.getByLabel('First name').fill('Joanna');
  await page.getByRole('button', { name: /^Remove Peru/ }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Choose exactly your top 3 places')).toBeVisible();
  await pickPlace(page, /^Dream destinations: add place 3/, 'Iceland', /Iceland/, 'pointer');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}/profile$`));
  await expect(page.getByRole('heading', { level: 1, name: `Joanna Tester${id}` })).toBeVisible();
  await expect(page.getByText('Iceland', { exact: true })).toBeVisible();

  // Find another attendee in the directory: by name, with what we share, and open the profile.
  await page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { name: 'Find your people' })).toBeVisible();
  await page.getByLabel('Search by name').fill('Samira');
  const card = page.getByRole('button', { name: /Samira Okafor/ });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Lagos');
  await expect(card).toContainText('2 interests in common');
  await expect(page.getByText("That's everyone for now.")).toBeVisible();
  await card.click();
  const sheet = page.getByRole('dialog', { name: 'Samira Okafor' });
  await expect(sheet.getByRole('heading', { name: 'Favourite adventures' })).toBeVisible();
  await expect(sheet.getByText('Pottery')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  // By interest: only people who share it.
  await page.getByLabel('Search by name').fill('');
  await page.getByRole('combobox', { name: 'Filter by interest' }).click();
  await page.keyboard.type('Pottery');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/interest=pottery/);
  await expect(page.getByRole('button', { name: /Samira Okafor/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Joanna/ })).toHaveCount(0);

  // Leaving for my events unsets the selection; choosing the event sets it again.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'All my events' }).click();
  await expect(page).toHaveURL(/\/events\/me$/);
  expect(await page.evaluate(() => localStorage.getItem('EVENT_KEY'))).toBeNull();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: new RegExp(EVENT_NAME) }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}$`));
  expect(await page.evaluate(() => localStorage.getItem('EVENT_KEY'))).toContain(SLUG);
});

test('an unknown event slug on a join link says so', async ({ page }) => {
  await page.goto('/events/no-such-event-anywhere/join');
  await expect(page.getByRole('heading', { name: "We couldn't find this event" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an attendee who joined but has no profile yet is sent to the setup from anywhere in the event', async ({ page, request }) => {
  // A fresh account, made and joined through the API.
  const id = unique();
  const email = `noprofile-${id}@example.com`;
  const since = Date.now();
  expect((await request.post('/api/v1/auth/register', { data: { email, username: `noprofile_${id}`, password: PASSWORD } })).ok()).toBe(true);
  const code = await codeFromMail(email, since - 1000);
  expect((await request.post('/api/v1/auth/verify', { data: { email, code } })).ok()).toBe(true);
  const login = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  const body = (await login.json()) as { accessToken: string; user: unknown };
  const joined = await request.post(`/api/v1/events/${SLUG}/join`, { headers: { authorization: `Bearer ${body.accessToken}` } });
  expect(await joined.json()).toMatchObject({ hasProfile: false });

  await page.addInitScript(
    (value) => {
      if (!localStorage.getItem('USER_TOKEN_KEY')) localStorage.setItem('USER_TOKEN_KEY', value);
    },
    JSON.stringify({ accessToken: body.accessToken, user: body.user, authenticated: true }),
  );
  await page.goto(`/events/${SLUG}/attendees`);
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}/profile/setup`));
  await expect(page.getByRole('heading', { name: `Welcome to ${EVENT_NAME}!` })).toBeVisible();
  // My events says the profile is still to do.
  await page.goto('/events/me');
  await expect(page.getByRole('link', { name: new RegExp(EVENT_NAME) })).toContainText('Finish your profile');
});
