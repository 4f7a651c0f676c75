import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newAttendee } from './support/attendees';
import { inlineImageFromMail } from './support/mail';
import { readQrPng } from './support/qr';
import { bearer, contextWith, login, SLUG, type Session } from './support/session';
import { shots } from './support/shots';
import { unique } from './support/unique';

/** Seeded demo data: the northwind company runs the demo event; its organiser is "organiser". */
const COMPANY = 'northwind';
const ORGANISER = 'organiser@mingle.demo';
const PHONE = { width: 390, height: 844 };

async function attendee(request: APIRequestContext, name: string) {
  const id = unique();
  const lastName = `Door${id}`;
  const email = `${name.toLowerCase()}-${id}@example.com`;
  const { session } = await newAttendee(request, {
    slug: SLUG,
    email,
    username: `${name.toLowerCase()}_${id}`,
    firstName: name,
    lastName,
    interests: ['jazz'],
  });
  return { session, email, name: `${name} ${lastName}` };
}
const passOf = async (request: APIRequestContext, session: Session) => {
  const res = await request.get(`/api/v1/events/${SLUG}/pass`, { headers: bearer(session) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
};
const doorKeys = async (request: APIRequestContext, organiser: Session, eventId: string) =>
  (await (await request.get(`/api/v1/company/events/${eventId}/check-in/keys`, { headers: { ...bearer(organiser), 'x-company-id': organiser.membership!.companyId } })).json()) as {
    checkedInCount: number;
  };

async function paste(page: Page, pass: string) {
  await page.getByLabel('Pass text').fill(pass);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
}

test('an attendee shows their pass offline, and the door checks them in once, then three more offline', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const since = Date.now() - 1000;
  const ana = await attendee(request, 'Ana');

  // The attendee opens the pass once online, from the event home.
  const phone = (await contextWith(browser, ana.session, { viewport: PHONE })).context;
  const page = await phone.newPage();
  await page.goto(`/events/${SLUG}`);
  await page.getByTestId('pass-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your pass' })).toBeVisible();
  await expect(page.getByTestId('pass-holder')).toHaveText(ana.name);
  await expect(page.getByTestId('pass-qr')).toBeVisible();
  const token = (await page.getByTestId('pass-qr').getAttribute('data-pass'))!;
  expect(token).toMatch(/^MGP1\./);
  // Her mail brought the same pass: its QR code reads as the pass the phone shows.
  expect(readQrPng(await inlineImageFromMail(ana.email, since, 'pass-qr'))).toBe(token);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.reload();
  await expect(page.getByTestId('pass-qr')).toBeVisible();

  // Without a network, a reload still shows the same pass, kept on the phone.
  await phone.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('pass-holder')).toHaveText(ana.name);
  await expect(page.getByTestId('pass-qr')).toHaveAttribute('data-pass', token);
  await expect(page.getByText('Your pass still works')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'door-pass-offline');
  await phone.close();

  // The organiser's door, on a laptop.
  const organiser = await login(request, ORGANISER);
  const eventId = ((await (await request.get(`/api/v1/public/events/${SLUG}`)).json()) as { id: string }).id;
  const laptop = (await contextWith(browser, organiser, { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false })).context;
  const door = await laptop.newPage();
  // From the event's overview: the live count, and the way to the door.
  await door.goto(`/${COMPANY}/events/${eventId}`);
  await expect(door.getByRole('heading', { name: 'At the door' })).toBeVisible();
  await expect(door.getByTestId('door-count')).toContainText(/\d+ of \d+ checked in/);
  await shots(door, 'door-event-overview');
  await door.getByRole('link', { name: 'Open check-in' }).click();
  await expect(door.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  await expect(door.getByTestId('door-count')).toContainText('checked in');
  const before = (await doorKeys(request, organiser, eventId)).checkedInCount;

  await paste(door, token);
  const outcome = door.getByTestId('door-outcome');
  await expect(outcome.getByRole('heading', { name: ana.name })).toBeVisible();
  await expect(outcome).toContainText(/Checked in at \d\d:\d\d/);
  await paste(door, token);
  await expect(outcome).toContainText(/Already checked in at \d\d:\d\d by organiser/);
  await expectNoSeriousA11yViolations(door);
  await shots(door, 'door-already');

  // Found by name too, already checked in: no button to do it twice.
  await door.getByRole('searchbox', { name: 'Name' }).fill(ana.name);
  await expect(door.getByRole('list', { name: 'People found' })).toContainText(/Checked in at \d\d:\d\d by organiser/);

  // The network drops at the door: three passes are checked here and wait.
  const three = await Promise.all(['Ben', 'Cleo', 'Dev'].map((name) => attendee(request, name)));
  const passes = await Promise.all(three.map((p) => passOf(request, p.session)));
  await door.reload();
  await expect(door.getByTestId('door-count')).toContainText('checked in');
  await laptop.setOffline(true);
  for (const pass of passes) {
    await paste(door, pass);
    await expect(door.getByText('Valid pass. Checked in on this device')).toBeVisible();
  }
  await expect(door.getByRole('status').filter({ hasText: "3 check-ins will be sent when you're back online" })).toBeVisible();
  // A second scan of one of them, still offline, is caught on the device.
  await paste(door, passes[0]!);
  await expect(door.getByText(/This pass was already checked in at \d\d:\d\d/)).toBeVisible();
  await expectNoSeriousA11yViolations(door);
  await shots(door, 'door-offline-queue');

  // Meanwhile another door, online, checked Cleo in first.
  const other = await request.post(`/api/v1/company/events/${eventId}/check-ins`, {
    headers: { ...bearer(organiser), 'x-company-id': organiser.membership!.companyId },
    data: { pass: passes[1], deviceId: 'the-other-door' },
  });
  expect(other.status()).toBe(200);

  await laptop.setOffline(false);
  await expect(door.getByRole('status').filter({ hasText: 'will be sent' })).toHaveCount(0, { timeout: 20_000 });
  // The queue sent Cleo's too; the server said the other door was first, and the screen says so.
  await expect(door.getByText(new RegExp(`${three[1]!.name} had already been checked in at \\d\\d:\\d\\d by organiser on another device`))).toBeVisible();
  await expect.poll(async () => (await doorKeys(request, organiser, eventId)).checkedInCount, { timeout: 10_000 }).toBe(before + 4);
  await door.getByRole('searchbox', { name: 'Name' }).fill(three[2]!.name);
  await expect(door.getByRole('list', { name: 'People found' })).toContainText(/Checked in at \d\d:\d\d by organiser/);
  await door.setViewportSize(PHONE);
  await shots(door, 'door-back-online');
  await laptop.close();
});
