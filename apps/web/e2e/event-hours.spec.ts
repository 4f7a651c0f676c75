import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { contextWith, login } from './support/session';
import { shots } from './support/shots';
import { unique } from './support/unique';

/** An event's hours on its own clock, and a zone suggested by its place (decision 036). */

test('an organiser in Lisbon creates an event in Auckland: the zone is suggested, and the hours show with the zone named', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const id = unique();
  const session = await login(request, 'organiser@mingle.demo');
  // The organiser's own clock is Lisbon's; the event keeps Auckland's.
  const { context } = await contextWith(browser, session, { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, timezoneId: 'Europe/Lisbon' });
  const page = await context.newPage();
  const company = session.membership!.slug;

  await page.goto(`/${company}/events/create`);
  await expect(page.getByRole('heading', { name: 'Create an event' })).toBeVisible();
  const name = `Harbour Lights ${id}`;
  await page.getByLabel('Event name').fill(name);
  await page.getByLabel('Start date').fill('2099-03-14');
  await page.getByLabel('Start time').fill('09:30');
  await page.getByLabel('End time').fill('09:00');
  await page.getByLabel('Location', { exact: true }).fill('Auckland');
  await page
    .getByRole('option', { name: /^Auckland/ })
    .first()
    .click();
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue(/^Auckland, .*New Zealand$/);
  // The place suggests its zone; the field names it with its offset now.
  await expect(page.getByTestId('zone-suggested')).toContainText('Time zone set to Pacific/Auckland from Auckland');
  await expect(page.getByRole('combobox', { name: 'Event time zone' })).toHaveText('Pacific / Auckland');
  await expect(page.getByText(/Pacific\/Auckland \(UTC\+1[23]:00 now\)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'form-zone-suggested');

  // An end before the start on one day is refused at its field.
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('On a one-day event, the end time must be after the start time')).toBeVisible();
  await page.getByLabel('End time').fill('17:00');
  await page.getByRole('button', { name: 'Create event' }).click();

  // The console's overview: the hours on the event's clock, the zone named, the zone with its offset.
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('details-hours')).toHaveText('09:30–17:00 (Auckland time)');
  await expect(page.getByText('Pacific/Auckland')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'console-overview');
  const eventId = /\/events\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const event = (await (
    await request.get(`/api/v1/company/events/${eventId}`, { headers: { authorization: `Bearer ${session.accessToken}`, 'x-company-id': session.membership!.companyId } })
  ).json()) as {
    slug: string;
    timeZone: string;
    startTime: string;
    endTime: string;
  };
  expect(event).toMatchObject({ timeZone: 'Pacific/Auckland', startTime: '09:30', endTime: '17:00' });

  // The event list says it too.
  await page.goto(`/${company}/events?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('event-row-hours')).toHaveText(' · 09:30–17:00 (Auckland time)');
  await shots(page, 'event-list');

  // The join page, for a visitor in Los Angeles: the server's first paint and the app say the same.
  const firstPaint = await request.get(`/events/${event.slug}/join`);
  expect(await firstPaint.text()).toContain('09:30–17:00 (Auckland time)');
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'America/Los_Angeles' });
  const join = await visitor.newPage();
  await join.goto(`/events/${event.slug}/join`);
  await expect(join.getByRole('heading', { name })).toBeVisible();
  await expect(join.getByText('09:30–17:00 (Auckland time)')).toBeVisible();
  await expectNoSeriousA11yViolations(join);
  await shots(join, 'join-page');
  await visitor.close();
  await context.close();
});
