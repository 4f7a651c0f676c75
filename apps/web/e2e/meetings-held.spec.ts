import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, seriousA11yViolations, toastsSettled } from './support/a11y';
import { newAttendee } from './support/attendees';
import { liveFrames } from './support/realtime';
import { bearer, contextWith, signedInContext, type Session } from './support/session';
import { shots } from './support/shots';
import { unique } from './support/unique';

const COMPANY = 'northwind';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const MINUTE = 60_000;

async function checkA11y(page: Page) {
  await toastsSettled(page);
  if ((await seriousA11yViolations(page)).length > 0) await expectNoSeriousA11yViolations(page);
}

async function phoneFor(browser: Browser, session: Session) {
  const { context } = await contextWith(browser, session, { viewport: PHONE });
  const page = await context.newPage();
  return { context, page, live: liveFrames(page) };
}

/** An event today (UTC) whose meeting hours start a few minutes from now: 15-minute slots, one table. */
async function eventStartingSoon(request: APIRequestContext, company: Record<string, string>, id: string) {
  const today = new Date().toISOString().slice(0, 10);
  const made = await request.post('/api/v1/company/events', {
    headers: company,
    data: { name: `Meet Today ${id}`, startDate: today, endDate: today, location: 'Hall', organizerUsername: 'organiser', timeZone: 'UTC' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const event = (await made.json()) as { id: string; slug: string };
  await request.post(`/api/v1/company/events/${event.id}/publish`, { headers: company });
  // The first slot starts at a whole minute about three minutes away: still to come when asked, and
  // its reminder (5 minutes before) due as soon as it is accepted.
  const start = Math.ceil((Date.now() + 3 * MINUTE) / MINUTE) * MINUTE;
  const hours = await request.put(`/api/v1/company/events/${event.id}/meeting-settings`, {
    headers: company,
    data: { enabled: true, slotMinutes: 15, windows: [{ startsAt: new Date(start).toISOString(), endsAt: new Date(start + 30 * MINUTE).toISOString() }], spots: [{ name: 'Table 1' }] },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  return { ...event, slot: new Date(start).toISOString() };
}

test('two phones agree on a meeting about to start: both get the reminder, a scan marks it held, and the organiser counts it', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const id = unique();
  const organiser = await signedInContext(browser, request, 'organiser@mingle.demo');
  const company = { ...bearer(organiser.session), 'x-company-id': organiser.session.membership!.companyId };
  const event = await eventStartingSoon(request, company, id);
  const person = async (first: string) => {
    const { session } = await newAttendee(request, {
      slug: event.slug,
      email: `${first.toLowerCase()}-${id}@example.com`,
      username: `${first.toLowerCase()}_${id}`,
      firstName: first,
      lastName: `Held${id}`,
      interests: ['jazz'],
    });
    const free = await request.put(`/api/v1/events/${event.slug}/availability`, { headers: bearer(session), data: { free: [event.slot] } });
    expect(free.status(), await free.text()).toBe(200);
    return { session, name: `${first} Held${id}` };
  };
  const [ana, ben] = [await person('Ana'), await person('Ben')];
  const a = await phoneFor(browser, ana.session);
  const b = await phoneFor(browser, ben.session);

  // Ana asks Ben from his profile, at the one common slot, at Table 1.
  await a.page.goto(`/events/${event.slug}/connections/${ben.session.user.id}/profile`);
  await a.page.getByRole('button', { name: 'Ask to meet' }).click();
  const sheet = a.page.getByRole('dialog', { name: `Ask ${ben.name} to meet` });
  await expect(sheet.getByTestId('ask-slot')).toHaveCount(1);
  await sheet.getByTestId('ask-slot').first().click();
  await sheet.getByLabel('Where').selectOption({ label: 'Table 1' });
  await sheet.getByRole('button', { name: 'Send request' }).click();
  await expect(a.page.getByText(`Request sent to ${ben.name}.`)).toBeVisible();

  // Both on their agendas, listening; Ben accepts.
  await a.page.goto(`/events/${event.slug}/agenda`);
  await a.live.subscribed('person');
  await b.page.goto(`/events/${event.slug}/agenda`);
  await b.live.subscribed('person');
  await b.page.getByTestId('agenda-for-me').getByTestId('meeting-card').filter({ hasText: ana.name }).getByRole('button', { name: 'Accept' }).click();
  await expect(b.page.getByText(`Meeting with ${ana.name} agreed.`)).toBeVisible();
  for (const [page, other] of [
    [a.page, ben.name],
    [b.page, ana.name],
  ] as const) {
    const card = page.getByRole('region', { name: 'Coming up' }).getByTestId('meeting-card');
    await expect(card).toContainText(other);
    await expect(card).toContainText('Table 1');
  }

  // The reminder arrives on both phones (the job runs every 30 s), naming the other person and the table.
  await expect(a.page.getByText(new RegExp(`^Your meeting with ${ben.name} starts in [1-5] minutes? at Table 1\\.$`))).toBeVisible({ timeout: 75_000 });
  await expect(b.page.getByText(new RegExp(`^Your meeting with ${ana.name} starts in [1-5] minutes? at Table 1\\.$`))).toBeVisible({ timeout: 75_000 });

  // At the table they scan each other's code: Ben opens what Ana's QR says, which connects them and marks the meeting held.
  const share = await a.context.newPage();
  await share.goto(`/events/${event.slug}/connections/share`);
  const link = (await share.getByTestId('connection-qr').getAttribute('data-link')) ?? '';
  expect(link).toContain('?code=');
  await share.close();
  const scan = await b.context.newPage();
  await scan.goto(link);
  await expect(scan.getByText("You're connected!")).toBeVisible();
  await scan.close();

  // Both agendas show it met: Ana's live, Ben's on his next look.
  const anaCard = a.page.getByTestId('meeting-card').filter({ hasText: ben.name });
  await expect(anaCard.getByText('Met', { exact: true })).toBeVisible();
  await b.page.reload();
  await expect(b.page.getByTestId('meeting-card').filter({ hasText: ana.name }).getByText('Met', { exact: true })).toBeVisible();
  await checkA11y(a.page);
  await shots(a.page, 'meetings-held');
  await b.page.setViewportSize(LAPTOP);
  await checkA11y(b.page);
  await shots(b.page, 'meetings-held-wide');

  // The organiser's insights count it, with no names.
  const admin = await organiser.context.newPage();
  await admin.setViewportSize(LAPTOP);
  await admin.goto(`/${COMPANY}/events/${event.id}?tab=insights`);
  const card = admin.getByTestId('metric-meetings');
  await expect(card.getByTestId('meetings-requested')).toHaveText('1');
  await expect(card.getByTestId('meetings-accepted')).toHaveText('1');
  await expect(card.getByTestId('meetings-held')).toHaveText('1');
  await expect(admin.getByTestId('meetings-insights')).not.toContainText(ana.name);
  await expect(admin.getByTestId('meetings-busiest-spots')).toContainText('Table 1');
  // Hours read as a day and a time on the event's clock, not as the raw key.
  await expect(admin.getByTestId('meetings-busiest-hours')).toContainText(`${event.slot.slice(11, 13)}:00`);
  await expect(admin.getByTestId('meetings-busiest-hours')).not.toContainText(event.slot.slice(0, 10));

  await organiser.context.close();
  await a.context.close();
  await b.context.close();
});
