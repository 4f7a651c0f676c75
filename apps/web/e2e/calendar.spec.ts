import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { SLUG, bearer, groupId, signedInContext } from './support/session';
import { unique } from './support/unique';

/** The demo event runs on Europe/Lisbon (apps/server/src/db/seed/demo.ts); Ana is in Long lunches. */
const GROUP = 'Long lunches';

/** The VEVENTs of a calendar file, with the time zones it defines registered, as a calendar app reads them. */
function events(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return cal.getAllSubcomponents('vevent').map((v) => ({ v, e: new ICAL.Event(v) }));
}

test("Add to calendar saves the gathering on the event's clock, and the private feed follows my plans", async ({ browser, request }) => {
  const ana = await signedInContext(browser, request, 'ana@mingle.demo');
  const group = await groupId(request, ana.session, GROUP);
  // A gathering falls on one of the event's days; on Lisbon's summer time (UTC+1) the wall clock and UTC differ.
  const day = ((await (await request.get(`/api/v1/public/events/${SLUG}`)).json()) as { startDate: string }).startDate;
  const lisbonHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', hour: '2-digit', hourCycle: 'h23' }).format(new Date(`${day}T18:00:00Z`)));
  const utcHour = String(18 - (lisbonHour - 18)).padStart(2, '0');
  const title = `Harbour picnic ${unique()}`;
  const created = await request.post(`/api/v1/events/${SLUG}/attendee/groups/${group}/gatherings`, {
    headers: bearer(ana.session),
    data: { title, startDate: day, startHour: '18:00', endHour: '20:00', location: 'Jardim do Tabaco' },
  });
  expect(created.status()).toBe(201);
  const gathering = (await created.json()) as { id: string };
  const url = `/api/v1/events/${SLUG}/attendee/groups/${group}/gatherings/${gathering.id}`;
  expect((await request.put(`${url}/attendance`, { headers: bearer(ana.session), data: { status: 'going' } })).ok()).toBe(true);

  const page = await ana.context.newPage();
  await page.goto(`/events/${SLUG}/${group}/gatherings/${gathering.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^harbour-picnic-.*\.ics$/);
  const [only, ...more] = events(fs.readFileSync((await download.path())!, 'utf8'));
  expect(more).toHaveLength(0);
  expect(only!.v.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Lisbon');
  expect(only!.e.startDate.toString()).toBe(`${day}T18:00:00`);
  expect(only!.e.startDate.toJSDate().toISOString()).toBe(`${day}T${utcHour}:00:00.000Z`);
  expect([only!.e.summary, only!.e.location]).toEqual([title, 'Jardim do Tabaco']);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('gathering-phone.png'), fullPage: true });

  // The private feed: made on the gatherings screen, readable without a session, gone after a reset.
  await page.goto(`/events/${SLUG}/gatherings`);
  const card = page.getByRole('heading', { name: 'Subscribe in your calendar' }).locator('xpath=ancestor::div[contains(@class,"p-5")][1]');
  await card.getByRole('button', { name: 'Get my calendar link' }).click();
  const link = card.getByLabel('Your calendar link');
  await expect(link).toHaveValue(/\/api\/v1\/calendar\/[\w-]{43}\.ics$/);
  await expect(card.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', /^webcal:\/\//);
  await page.screenshot({ path: test.info().outputPath('feed-phone.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  const feedPath = new URL(await link.inputValue()).pathname;
  const feed = await request.get(feedPath); // no session: calendar apps have none
  expect(feed.status()).toBe(200);
  expect(events(await feed.text()).map(({ e }) => e.summary)).toContain(title);

  await card.getByRole('button', { name: 'Reset link' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Calendars subscribed to the old link stop updating');
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await expect(link).not.toHaveValue(new RegExp(feedPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect((await request.get(feedPath)).status()).toBe(404);
  expect((await request.get(new URL(await link.inputValue()).pathname)).status()).toBe(200);
  await ana.context.close();
});

test('the event goes into the calendar as whole days, and my connections into the address book', async ({ browser, request }) => {
  const ana = await signedInContext(browser, request, 'ana@mingle.demo');
  const page = await ana.context.newPage();
  const event = (await (await request.get(`/api/v1/public/events/${SLUG}`)).json()) as { name: string; startDate: string };

  await page.goto(`/events/${SLUG}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add event to calendar' }).click();
  const [only] = events(fs.readFileSync((await (await downloading).path())!, 'utf8'));
  expect([only!.e.summary, only!.e.startDate.isDate, only!.e.startDate.toString()]).toEqual([event.name, true, event.startDate]);
  await expectNoSeriousA11yViolations(page);

  // Ana met people at the demo event: each is a card with a note of where.
  const connections = await request.get(`/api/v1/events/${SLUG}/connections`, { headers: bearer(ana.session) });
  const names = ((await connections.json()) as { items: { other: { username: string } }[] }).items.map((c) => c.other.username);
  expect(names.length).toBeGreaterThan(0);
  await page.goto(`/events/${SLUG}/connections`);
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download contacts (.vcf)' }).click();
  const vcf = await saving;
  expect(vcf.suggestedFilename()).toMatch(/\.vcf$/);
  const text = fs.readFileSync((await vcf.path())!, 'utf8').replace(/\r\n /g, '');
  for (const username of names) expect(text).toContain(`NICKNAME:${username}`);
  expect(text).toContain(`NOTE:Met at ${event.name}`);
  await expectNoSeriousA11yViolations(page);
  await ana.context.close();
});
