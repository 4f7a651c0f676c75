import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { codeFromMail } from './support/mail';
import { SLUG, bearer, contextWith, signedInContext, type Session } from './support/session';
import { unique } from './support/unique';

/** My data (decision 020): export, the kept profile's consent, deleting my profile for an event, deleting my account. */
const PASSWORD = 'Sunshine1!';
const EVENT_NAME = 'Summer Makers Meetup';
const SHOTS = process.env.E2E_SHOTS_DIR;

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

/** A new account that joined the demo event and has a profile, signed in on a phone. */
async function attendee(browser: Browser, request: APIRequestContext, first: string) {
  const id = unique();
  const email = `mydata-${id}@example.com`;
  const since = Date.now() - 1000;
  expect((await request.post('/api/v1/auth/register', { data: { email, username: `mydata_${id}`, password: PASSWORD } })).ok()).toBe(true);
  expect((await request.post('/api/v1/auth/verify', { data: { email, code: await codeFromMail(email, since) } })).ok()).toBe(true);
  const session = (await (await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } })).json()) as Session;
  const headers = bearer(session);
  expect((await request.post(`/api/v1/events/${SLUG}/join`, { headers })).ok()).toBe(true);
  const place = async (q: string) => ((await (await request.get(`/api/v1/places?q=${q}`, { headers })).json()) as { id: string }[])[0]!.id;
  const three = [await place('Kyoto'), await place('Cusco'), await place('Japan')];
  const profile = { firstName: first, lastName: `Data${id}`, gender: 'other', hometownId: await place('Porto'), interests: ['hiking'], adventures: three, destinations: three };
  expect((await request.put(`/api/v1/events/${SLUG}/profile`, { headers, data: profile })).ok()).toBe(true);
  const { context } = await contextWith(browser, session);
  return { email, headers, lastName: profile.lastName, page: await context.newPage(), context };
}

test('an attendee downloads their data, keeps their profile and takes it back, then deletes it for the event', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const me = await attendee(browser, request, 'Dana');
  const { page } = me;
  await page.goto(`/events/${SLUG}/profile`);
  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card).toBeVisible();
  await expect(card).toContainText("We don't keep your profile for future events.");

  // Export: a JSON file with my account and my profile here.
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^mingle-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as {
    account: { email: string; passwordHash?: string };
    events: { event: { slug: string }; profile: { firstName: string; lastName: string; hometown: string } | null }[];
  };
  expect(data.account.email).toBe(me.email);
  expect(data.account.passwordHash).toBeUndefined();
  expect(data.events.find((e) => e.event.slug === SLUG)?.profile).toMatchObject({ firstName: 'Dana', lastName: me.lastName, hometown: expect.stringContaining('Porto') });
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'my-data-card');
  await expectNoSeriousA11yViolations(page);

  // Keeping my profile is asked on the edit screen, unticked until I say yes.
  await page.getByRole('link', { name: 'Edit profile' }).click();
  const keep = page.getByRole('checkbox', { name: 'Keep this profile for future events' });
  await expect(keep).not.toBeChecked();
  await keep.check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Kept for future events')).toBeVisible();
  await expect(card).toContainText('We keep a copy of your profile for future events');
  expect(((await (await request.get('/api/v1/profile/saved', { headers: me.headers })).json()) as { profile: unknown }).profile).toMatchObject({ firstName: 'Dana' });

  // ... and withdrawn, after a dialog that says what goes.
  await card.getByRole('button', { name: 'Stop keeping my profile' }).click();
  const stop = page.getByRole('dialog', { name: 'Stop keeping your profile?' });
  await expect(stop).toContainText('We delete the copy of your profile we keep for future events.');
  await expectNoSeriousA11yViolations(page);
  await stop.getByRole('button', { name: 'Delete the copy' }).click();
  await expect(card).toContainText("We don't keep your profile for future events.");
  expect(await (await request.get('/api/v1/profile/saved', { headers: me.headers })).json()).toEqual({ profile: null });

  // Deleting my profile for this event names the event and what happens.
  await card.getByRole('button', { name: 'Delete my profile for this event' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete your profile for ${EVENT_NAME}?` });
  await expect(dialog).toContainText(`You leave ${EVENT_NAME}.`);
  await expect(dialog).toContainText('shown as from a deleted user');
  await shot(page, 'my-data-delete-profile-dialog');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete my profile' }).click();
  await expect(page).toHaveURL(/\/events\/me$/);
  await expect(page.getByText(`Your profile for ${EVENT_NAME} is deleted.`)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(EVENT_NAME) })).toHaveCount(0);
  // My events offers the same: my data, and deleting the account.
  await page.getByRole('button', { name: 'Download my data' }).scrollIntoViewIfNeeded();
  await shot(page, 'my-data-my-events');
  await expectNoSeriousA11yViolations(page);
  expect((await request.get(`/api/v1/events/${SLUG}/profile`, { headers: me.headers })).status()).toBe(404);
  await me.context.close();
});

test('deleting an account asks for the password, signs out, and the account cannot sign in again', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const me = await attendee(browser, request, 'Del');
  const { page } = me;
  await page.goto(`/events/${SLUG}/profile`);
  await page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText("You'll be signed out everywhere. This can't be undone.");
  const password = dialog.getByLabel('Your password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Required field')).toBeVisible();
  await password.fill('Not-my-password1!');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('This is not your current password')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'my-data-delete-account-dialog');
  await expectNoSeriousA11yViolations(page);

  await password.fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account is deleted. Thanks for mingling with us.')).toBeVisible();
  await shot(page, 'my-data-account-deleted');
  expect(await page.evaluate(() => localStorage.getItem('USER_TOKEN_KEY'))).toBeNull();

  await page.goto('/login');
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await me.context.close();
});

test('an organiser sets how long attendee data is kept after an event', async ({ browser, request }) => {
  const { context, session } = await signedInContext(browser, request, 'organiser@mingle.demo');
  const headers = { ...bearer(session), 'x-company-id': session.membership!.companyId };
  const created = await request.post('/api/v1/company/events', {
    headers,
    data: { name: `Retention ${unique()}`, startDate: '2099-05-01', endDate: '2099-05-02', location: 'Hall', organizerUsername: 'organiser', timeZone: 'Europe/Lisbon' },
  });
  const event = (await created.json()) as { id: string };
  const page = await context.newPage();
  await page.goto(`/${session.membership!.slug}/events/${event.id}/edit`);
  const field = page.getByLabel('Delete attendee data this many days after the event ends');
  await field.fill('0');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('This value is not allowed')).toBeVisible();
  await field.fill('30');
  await field.scrollIntoViewIfNeeded();
  await shot(page, 'my-data-retention-field');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  const saved = (await (await request.get(`/api/v1/company/events/${event.id}`, { headers })).json()) as { attendeeDataRetentionDays: number | null };
  expect(saved.attendeeDataRetentionDays).toBe(30);
  await context.close();
});
