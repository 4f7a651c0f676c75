import fs from 'node:fs';
import { expect, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { codeFromMail } from '../support/mail';
import { SLUG, bearer, groupId, login } from '../support/session';
import { fillSignUp, pickPlace, pickTravels } from '../support/setup';
import { unique } from '../support/unique';
import { API, phoneOnWebHost, test } from './hosts';

// Decision 017: the web app on one origin, the API on another (playwright.api-host.config.ts). A few
// journeys that touch every way the page reaches the API: fetch with a session, multipart upload,
// images, the WebSocket and a file download.

/** Waits until an <img> has really loaded (a refused image would fall back to initials). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
}

test('a newcomer signs up from the join link, sets up a profile with a photo, and the photo comes from the API host', async ({ browser }) => {
  test.setTimeout(120_000);
  const id = unique();
  const email = `apihost-${id}@example.com`;
  const name = `Ada Apart${id}`;
  const phone = await phoneOnWebHost(browser);
  const page = await phone.context.newPage();

  await page.goto(`/events/${SLUG}/join`);
  await page.getByRole('link', { name: 'Sign up to join' }).click();
  const since = await fillSignUp(page, email, `apihost_${id}`);
  await expect(page).toHaveURL(/\/validate-account\?/);
  await page.getByLabel('6-digit code').fill(await codeFromMail(email, since));
  await page.getByRole('button', { name: 'Verify account' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}/profile/setup`));

  await page.getByRole('button', { name: 'Skip intro' }).click();
  await page.getByRole('button', { name: 'Hiking', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  // The photo goes up as multipart to the API host and comes back as an image there.
  const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 60, g: 110, b: 230 } } })
    .png()
    .toBuffer();
  await page.getByTestId('photo-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  const uploaded = page.waitForResponse((res) => res.url() === `${API}/api/v1/uploads` && res.request().method() === 'POST');
  await page.getByRole('dialog', { name: 'Crop your photo' }).getByRole('button', { name: 'Use this image' }).click();
  expect((await uploaded).status()).toBe(201);
  await expectLoaded(page.getByTestId('photo-preview'));
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill(`Apart${id}`);
  await page.getByRole('radio', { name: 'Other' }).click();
  await pickPlace(page, 'Hometown', 'Lisb', /Lisbon.*Portugal/);
  await page.getByRole('button', { name: 'Next' }).click();
  await pickTravels(page);

  await expect(page.getByRole('heading', { name: "You're ready to mingle!" })).toBeVisible();
  await page.getByRole('button', { name: "Let's mingle" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}$`));
  await page.goto(`/events/${SLUG}/profile`);
  const photo = page.getByRole('main').getByRole('img', { name });
  await expectLoaded(photo);
  expect(await photo.getAttribute('src')).toMatch(new RegExp(`^${API}/media/[0-9a-f-]{36}\\.webp$`));
  phone.expectApiOnItsHost();
  await phone.context.close();
});

test("a board message reaches another attendee live over the API host's WebSocket", async ({ browser, api }) => {
  const anaSession = await login(api, 'ana@mingle.demo');
  const board = await groupId(api, anaSession, 'Long lunches');
  const ana = await phoneOnWebHost(browser, anaSession);
  const kofi = await phoneOnWebHost(browser, await login(api, 'kofi@mingle.demo'));
  const anaPage = await ana.context.newPage();
  const kofiPage = await kofi.context.newPage();
  for (const page of [anaPage, kofiPage]) {
    await page.goto(`/events/${SLUG}/${board}`);
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  }

  const text = `Across two hosts ${unique()}`;
  await anaPage.getByRole('textbox', { name: 'Write a message' }).fill(text);
  await anaPage.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(kofiPage.getByRole('article').filter({ hasText: text })).toBeVisible({ timeout: 5_000 });
  for (const who of [ana, kofi]) {
    expect(who.sockets.length).toBeGreaterThan(0);
    who.expectApiOnItsHost();
    await who.context.close();
  }
});

test('the organiser downloads the attendee CSV from the API host', async ({ browser, api }) => {
  const session = await login(api, 'organiser@mingle.demo');
  const company = { ...bearer(session), 'x-company-id': session.membership!.companyId };
  const event = (await (await api.get(`/api/v1/company/events/${SLUG}`, { headers: company })).json()) as { id: string };
  const organiser = await phoneOnWebHost(browser, session);
  const page = await organiser.context.newPage();

  // The list's old address leads to the event's Attendees tab.
  await page.goto(`/${session.membership!.slug}/events/${event.id}/attendees`);
  await expect(page.getByRole('heading', { level: 2, name: 'Attendees', exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${SLUG}-attendees.csv`);
  const lines = fs
    .readFileSync((await download.path())!)
    .subarray(3)
    .toString('utf8')
    .split('\r\n');
  expect(lines[0]).toBe('First name,Last name,Username,Email (if shared),Joined (UTC),Profile done,Groups joined,Connections,Checked in (UTC)');
  expect(lines.length).toBeGreaterThan(14);
  organiser.expectApiOnItsHost();
  await organiser.context.close();
});
