import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { codeFromMail } from './support/mail';
import { SLUG, signedInContext } from './support/session';
import { unique } from './support/unique';
import { pickPlace, pickTravels } from './support/setup';

const PASSWORD = 'Sunshine1!';

/** A new account that has joined the demo event and has no profile yet, signed in in its own phone-sized context. */
async function newAttendee(browser: Browser, request: APIRequestContext, id: string) {
  const email = `photo-${id}@example.com`;
  const since = Date.now() - 1000;
  expect((await request.post('/api/v1/auth/register', { data: { email, username: `photo_${id}`, password: PASSWORD } })).ok()).toBe(true);
  expect((await request.post('/api/v1/auth/verify', { data: { email, code: await codeFromMail(email, since) } })).ok()).toBe(true);
  const login = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  const session = (await login.json()) as { accessToken: string; user: { id: string } };
  expect((await request.post(`/api/v1/events/${SLUG}/join`, { headers: { authorization: `Bearer ${session.accessToken}` } })).ok()).toBe(true);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(
    (value) => {
      if (!localStorage.getItem('USER_TOKEN_KEY')) localStorage.setItem('USER_TOKEN_KEY', value);
    },
    JSON.stringify({ accessToken: session.accessToken, user: session.user, authenticated: true }),
  );
  return { context, page: await context.newPage() };
}

/** Waits until an <img> has really loaded (a broken image would fall back to initials). */
async function expectLoaded(image: ReturnType<Page['locator']>) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
}

test('an attendee adds a cropped photo in setup, another attendee sees it on the directory, and it can be removed', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const id = unique();
  const name = `Pia Photo${id}`;
  const joiner = await newAttendee(browser, request, id);
  const { page } = joiner;

  await page.goto(`/events/${SLUG}/profile/setup`);
  await page.getByRole('button', { name: 'Skip intro' }).click();
  await page.getByRole('button', { name: 'Hiking', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Details: the photo is optional, first; a PNG made here is cropped with the keyboard and uploaded.
  await expect(page.getByRole('heading', { name: 'A little about you' })).toBeVisible();
  const photoField = page.getByRole('group', { name: 'Your photo (optional)' });
  await expect(photoField.getByRole('button', { name: 'Add a photo' })).toBeVisible();
  const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 230, g: 110, b: 60 } } })
    .png()
    .toBuffer();
  await page.getByTestId('photo-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  const crop = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(crop).toBeVisible();
  const area = crop.getByRole('application', { name: /Crop area/ });
  await area.focus();
  await page.keyboard.press('ArrowLeft');
  await crop.getByLabel('Zoom').focus();
  await page.keyboard.press('ArrowRight');
  await expectNoSeriousA11yViolations(page);
  const uploaded = page.waitForResponse((res) => res.url().endsWith('/api/v1/uploads') && res.request().method() === 'POST');
  await crop.getByRole('button', { name: 'Use this image' }).click();
  const upload = await uploaded;
  expect(upload.status()).toBe(201);
  expect(await upload.json()).toMatchObject({ kind: 'photo', width: 512, height: 512 });
  await expect(crop).toBeHidden();
  await expectLoaded(page.getByTestId('photo-preview'));
  await expect(photoField.getByRole('button', { name: 'Change photo' })).toBeFocused();

  await page.getByLabel('First name').fill('Pia');
  await page.getByLabel('Last name').fill(`Photo${id}`);
  await page.getByRole('radio', { name: 'Other' }).click();
  await pickPlace(page, 'Hometown', 'Lisb', /Lisbon.*Portugal/);
  await page.getByRole('button', { name: 'Next' }).click();
  await pickTravels(page);

  // The look back shows the photo; then in.
  await expect(page.getByRole('heading', { name: "You're ready to mingle!" })).toBeVisible();
  await expectLoaded(page.getByRole('img', { name }));
  const saved = page.waitForResponse((res) => res.url().endsWith(`/api/v1/events/${SLUG}/profile`) && res.request().method() === 'PUT');
  await page.getByRole('button', { name: "Let's mingle" }).click();
  const profile = (await (await saved).json()) as { photoUrl: string | null };
  expect(profile.photoUrl).toMatch(/\/media\/[0-9a-f-]{36}\.webp$/);
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}$`));

  // Another attendee finds the photo on the directory card and on the profile sheet.
  const kofi = await signedInContext(browser, request, 'kofi@mingle.demo');
  const other = await kofi.context.newPage();
  await other.goto(`/events/${SLUG}/attendees`);
  await other.getByLabel('Search by name').fill(`Photo${id}`);
  const card = other.getByRole('button', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await expectLoaded(card.locator('img'));
  expect(await card.locator('img').getAttribute('src')).toBe(profile.photoUrl);
  await card.click();
  await expectLoaded(other.getByRole('dialog', { name }).getByRole('img', { name }));
  await expectNoSeriousA11yViolations(other);
  await kofi.context.close();

  // My profile: the photo, with change and remove; removing asks first, then initials stand in.
  await page.goto(`/events/${SLUG}/profile`);
  await expectLoaded(page.getByRole('main').getByRole('img', { name }));
  await page.getByRole('button', { name: 'Remove photo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove your photo?' });
  await expect(confirm).toContainText('People at this event will see your initials instead.');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Your photo is removed.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a photo' })).toBeVisible();
  await joiner.context.close();
});
