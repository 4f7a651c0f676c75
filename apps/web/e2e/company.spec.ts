import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { codeFromMail } from './support/mail';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { unique } from './support/unique';

const PASSWORD = 'Sunshine1!';

/** A real PNG of the given size, made at run time (no binary fixtures). */
async function png(width: number, height: number, colour: { r: number; g: number; b: number }) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function signUpAndLogIn(page: Page, email: string, username: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const since = Date.now();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/validate-account\?/);
  const code = await codeFromMail(email, since - 1000);
  await page.getByLabel('6-digit code').fill(code);
  // The code signs in: no second log-in.
  await page.getByRole('button', { name: 'Verify account' }).click();
  await expect(page).toHaveURL(/\/events\/me$/);
}

/** Whether the tab shows whole inside the tab list (not scrolled off or under the edge). */
async function wholeInList(page: Page, name: string) {
  const [tab, list] = await Promise.all([page.getByRole('tab', { name }).boundingBox(), page.getByRole('tablist', { name: 'Event sections' }).boundingBox()]);
  return Boolean(tab && list && tab.x >= list.x - 1 && tab.x + tab.width <= list.x + list.width + 1);
}

/** Six tabs do not fit a phone: the list says more follow, and the arrow keys reach and show the last one. */
async function everyEventTabReachable(page: Page) {
  await expect(page.getByTestId('tabs-more-after')).toBeVisible();
  expect(await wholeInList(page, 'Announcements')).toBe(false);
  await page.getByRole('tab', { name: 'Groups' }).focus();
  for (const name of ['Gatherings', 'Insights', 'Reports', 'Announcements']) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name })).toBeFocused();
    await expect.poll(() => wholeInList(page, name)).toBe(true);
  }
  await expect(page).toHaveURL(/\?tab=announcements$/);
  await expect(page.getByRole('tabpanel', { name: 'Announcements' })).toBeVisible();
  await expect(page.getByTestId('tabs-more-after')).toBeHidden();
  await expect(page.getByTestId('tabs-more-before')).toBeVisible();
  expect((await page.getByRole('tab', { name: 'Announcements' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // A tap on a tab by the faded edge brings it whole into view.
  await page.getByRole('tab', { name: 'Gatherings' }).click();
  await expect(page).toHaveURL(/\?tab=gatherings$/);
  await expect.poll(() => wholeInList(page, 'Gatherings')).toBe(true);
  await expectNoSeriousA11yViolations(page);
}

/** Picks a file for an image field and, when it is accepted, crops and uploads it. */
async function pickImage(page: Page, kind: 'logo' | 'banner', file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId(`${kind}-file`).setInputFiles(file);
}

test('a new organiser sets up a company, creates an event with images, edits it and shares it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const id = unique();
  const email = `org-${id}@example.com`;
  await signUpAndLogIn(page, email, `org_${id}`);

  // Company setup: the address follows the name until edited; a taken address is refused at its field.
  await page.goto('/setup');
  await expect(page.getByRole('heading', { name: 'Set up your company' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create my company' }).click();
  await expect(page.getByText('Required field').first()).toBeVisible();
  await page.getByLabel('Company name').fill(`Acme Socials ${id}`);
  const companySlug = `acme-socials-${id}`;
  await expect(page.getByLabel('Web address')).toHaveValue(companySlug);
  await expect(page.getByLabel('Contact information')).toHaveValue(email);
  await page.getByLabel('Web address').fill('northwind');
  await page.getByRole('button', { name: 'Create my company' }).click();
  await expect(page.getByText('This address is taken. Try another one.')).toBeVisible();
  await page.getByLabel('Web address').fill(companySlug);
  await page.getByLabel('About your company').fill('Friendly evenings for curious people.');
  await page.getByRole('button', { name: 'Create my company' }).click();

  await expect(page).toHaveURL(new RegExp(`/${companySlug}/events$`));
  await expect(page.getByRole('heading', { name: 'No events yet. Create your first one.' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('USER_TOKEN_KEY') ?? '{}') as { membership?: { slug: string } });
  expect(stored.membership?.slug).toBe(companySlug);
  // Setup is done: going back there lands on the company's events.
  await page.goto('/setup');
  await expect(page).toHaveURL(new RegExp(`/${companySlug}/events$`));

  // Create an event; bad input is caught at each field and nothing is saved.
  await page.getByRole('link', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { name: 'Create an event' })).toBeVisible();
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Required field').first()).toBeVisible();

  const eventName = `Makers Night ${id}`;
  const eventSlug = `makers-night-${id}`;
  await page.getByLabel('Event name').fill(eventName);
  await expect(page.getByLabel('Web address')).toHaveValue(eventSlug);
  await page.getByLabel('Start date').fill('2030-05-10');
  // The end follows the start; typed before it, it is refused at its field.
  await expect(page.getByLabel('End date')).toHaveValue('2030-05-10');
  await page.getByLabel('End date').fill('2030-05-09');
  await page.getByLabel('Short description').fill('x'.repeat(161));
  await expect(page.getByText('161/160')).toBeVisible();
  await page.getByLabel('Location', { exact: true }).fill('Harbour Hall');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('End date cannot be before start date')).toBeVisible();
  await expect(page.getByText('Keep it to 160 characters or fewer')).toBeVisible();

  await page.getByLabel('End date').fill('2030-05-11');
  await page.getByLabel('Short description').fill('An evening of building, tinkering and new friends.');
  await page.getByRole('checkbox', { name: 'Location to be determined' }).click();
  await expect(page.getByLabel('Location', { exact: true })).toBeDisabled();
  await page.getByLabel('Expected number of attendees').fill('120');
  await page.getByLabel('Welcome message').fill('Welcome! Grab a badge and say hello.');
  await page.getByRole('combobox', { name: 'Event time zone' }).click();
  await page.getByLabel('Search time zones').fill('Lisbon');
  await page.getByRole('option', { name: 'Europe / Lisbon' }).click();
  await expect(page.getByRole('combobox', { name: 'Event time zone' })).toHaveText('Europe / Lisbon');

  // Images: wrong type and too big are refused before any upload; real ones are cropped and uploaded.
  await pickImage(page, 'logo', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Choose a JPEG, PNG or WebP image')).toBeVisible();
  await pickImage(page, 'logo', { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText('File too big. Max size is: 5 MB')).toBeVisible();

  await pickImage(page, 'logo', { name: 'logo.png', mimeType: 'image/png', buffer: await png(700, 500, { r: 20, g: 130, b: 120 }) });
  await expect(page.getByRole('dialog', { name: 'Crop your logo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const logoUpload = page.waitForResponse((res) => res.url().endsWith('/api/v1/uploads') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Use this image' }).click();
  const logo = (await (await logoUpload).json()) as { width: number; height: number };
  expect(logo).toMatchObject({ width: 512, height: 512 });
  await expect(page.getByTestId('logo-preview')).toBeVisible();
  await expect(page.getByText('File too big. Max size is: 5 MB')).toHaveCount(0);

  await pickImage(page, 'banner', { name: 'banner.png', mimeType: 'image/png', buffer: await png(2000, 1300, { r: 199, g: 62, b: 22 }) });
  await expect(page.getByRole('dialog', { name: 'Crop your banner' })).toBeVisible();
  const bannerUpload = page.waitForResponse((res) => res.url().endsWith('/api/v1/uploads') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Use this image' }).click();
  const banner = (await (await bannerUpload).json()) as { width: number; height: number };
  expect(banner).toMatchObject({ width: 1600, height: 900 });
  await expect(page.getByTestId('banner-preview')).toBeVisible();

  // The address of the demo event is taken: the server says so at the field.
  await page.getByLabel('Web address').fill('summer-makers-meetup');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('This address is taken. Try another one.')).toBeVisible();
  await expect(page).toHaveURL(/\/events\/create$/);
  await page.getByLabel('Web address').fill(eventSlug);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create event' }).click();

  await expect(page).toHaveURL(new RegExp(`/${companySlug}/events/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  await expect(page.getByTestId('event-banner')).toBeVisible();
  await expect(page.getByText('To be determined')).toBeVisible();
  await expect(page.getByText('0 of 120 expected')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Groups' }).click();
  await expect(page).toHaveURL(/\?tab=groups$/);
  await expect(page.getByText('No groups yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create group' }).first()).toBeVisible();
  await everyEventTabReachable(page);
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page).not.toHaveURL(/\?tab=/);

  // Edit it.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Event name')).toHaveValue(eventName);
  await expect(page.getByLabel('Web address')).toHaveValue(eventSlug);
  await expect(page.getByTestId('logo-preview')).toBeVisible();
  // The location typed before "to be determined" was ticked is kept for later.
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Harbour Hall');
  await expect(page.getByLabel('Location', { exact: true })).toBeDisabled();
  const renamed = `${eventName} (spring edition)`;
  await page.getByLabel('Event name').fill(renamed);
  await expect(page.getByLabel('Web address')).toHaveValue(eventSlug);
  // Leaving with unsaved changes asks first; staying keeps what was typed.
  await page.getByRole('link', { name: `← ${eventName}` }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Event name')).toHaveValue(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // The list shows it, and says there is no more.
  await page.getByRole('link', { name: 'All events' }).click();
  await expect(page.getByTestId('company-events').getByText(renamed)).toBeVisible();
  await expect(page.getByText("That's all your events.")).toBeVisible();
  await page.getByTestId('company-events').getByText(renamed).click();

  // Share: link, QR, copy, download.
  await page.getByRole('link', { name: 'Share', exact: true }).click();
  const link = `${baseURL}/events/${eventSlug}/join`;
  await expect(page.getByTestId('join-link')).toHaveValue(link);
  await expect(page.getByTestId('qr-code')).toBeVisible();
  await expect(page.getByTestId('qr-poster').getByText('Scan to join')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied. Paste it anywhere!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download QR (PNG)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${eventSlug}-qr.png`);
  const qrMeta = await sharp(await download.path()).metadata();
  expect(qrMeta).toMatchObject({ format: 'png', width: 1024, height: 1024 });

  // The organiser previews the join page as attendees see it, without joining.
  const preview = page.getByRole('link', { name: 'Preview as attendee' });
  await expect(preview).toHaveAttribute('href', `${link}?preview=true`);
  const previewPage = await page.context().newPage();
  await previewPage.goto(`${link}?preview=true`);
  await expect(previewPage.getByText('Preview: this is the page attendees see.')).toBeVisible();
  await expect(previewPage.getByRole('button', { name: 'Join the event' })).toBeDisabled();
  await previewPage.close();

  // Someone who is not signed in follows the link.
  const visitor = await browser.newContext();
  try {
    const guest = await visitor.newPage();
    await guest.goto(link);
    await expect(guest).toHaveURL(new RegExp(`/events/${eventSlug}/join$`));
    // The join page (attendee area) loads the public event and shows its name.
    await expect(guest.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    const publicEvent = await guest.request.get(`${baseURL}/api/v1/public/events/${eventSlug}`);
    expect(publicEvent.status()).toBe(200);
    expect(await publicEvent.json()).toMatchObject({ name: renamed, slug: eventSlug, locationTbd: true, location: null, timeZone: 'Europe/Lisbon' });
  } finally {
    await visitor.close();
  }

  // A new web address: the form warns, and the link already printed and shared still leads there.
  await page.goBack();
  await page.getByRole('link', { name: 'Edit' }).click();
  const moved = `${eventSlug}-moved`;
  await page.getByLabel('Web address').fill(moved);
  await expect(page.getByText(`Links and QR codes already shared with the old address (${eventSlug}) keep working`)).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  const later = await browser.newContext();
  try {
    const guest = await later.newPage();
    await guest.goto(link);
    await expect(guest).toHaveURL(new RegExp(`/events/${moved}/join$`));
    await expect(guest.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  } finally {
    await later.close();
  }

  // Next year's edition: duplicate it, and find both with the list's search.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const copyDialog = page.getByRole('dialog', { name: `Duplicate ${renamed}` });
  await expect(copyDialog.getByLabel('Name of the copy')).toHaveValue(`${renamed} (copy)`);
  await copyDialog.getByRole('button', { name: 'Create draft copy' }).click();
  await expect(page.getByText('A draft copy is ready.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${renamed} (copy)`, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'All events' }).click();
  await page.getByRole('searchbox', { name: 'Search your events' }).fill('(copy)');
  await expect(page.getByTestId('company-events').getByRole('link')).toHaveCount(1);
  await expect(page.getByTestId('company-events')).toContainText(`${renamed} (copy)`);
  await page.getByRole('searchbox', { name: 'Search your events' }).fill('no such event');
  await expect(page.getByRole('heading', { name: 'No events match' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('someone without a company who opens a company page is sent to setup', async ({ page }) => {
  const id = unique();
  await signUpAndLogIn(page, `plain-${id}@example.com`, `plain_${id}`);
  await page.goto('/northwind/events');
  await expect(page).toHaveURL(/\/setup$/);
});
