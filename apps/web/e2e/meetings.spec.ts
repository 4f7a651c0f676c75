import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { checkA11yAtBothSizes } from './support/a11y';
import { newAttendee } from './support/attendees';
import { liveFrames } from './support/realtime';
import { bearer, contextWith, login, SLUG, type Session } from './support/session';
import { shots } from './support/shots';
import { unique } from './support/unique';

/** Seeded demo data: the northwind company runs the demo event (a week from now, Lisbon time); its organiser is "organiser". */
const COMPANY = 'northwind';
const ORGANISER = 'organiser@mingle.demo';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

async function attendee(request: APIRequestContext, first: string) {
  const id = unique();
  const lastName = `Meet${id}`;
  const { session } = await newAttendee(request, {
    slug: SLUG,
    email: `${first.toLowerCase()}-${id}@example.com`,
    username: `${first.toLowerCase()}_${id}`,
    firstName: first,
    lastName,
    interests: ['jazz'],
  });
  return { session, name: `${first} ${lastName}` };
}

async function phoneFor(browser: Browser, session: Session) {
  const { context } = await contextWith(browser, session, { viewport: PHONE });
  const page = await context.newPage();
  return { context, page, live: liveFrames(page) };
}

/** Marks slots free on the meeting hours screen, by their clock times, and saves. */
async function markFree(page: Page, times: string[]) {
  await page.goto(`/events/${SLUG}/availability`);
  await expect(page.getByRole('heading', { level: 1, name: 'My meeting hours' })).toBeVisible();
  for (const time of times) {
    const slot = page.getByRole('button', { name: new RegExp(`^${time} to `) });
    await expect(slot).toHaveAttribute('aria-pressed', 'false');
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByText(`${times.length} times free`)).toBeVisible();
  await page.getByTestId('hours-save').click();
  await expect(page.getByText('Your meeting hours are saved.')).toBeVisible();
}

test('organisers open meeting hours and spots; two attendees agree on a meeting, and a second one at that time is refused', async ({ browser, request }) => {
  test.setTimeout(360_000);
  const [ana, ben, cleo] = [await attendee(request, 'Ana'), await attendee(request, 'Ben'), await attendee(request, 'Cleo')];

  // Before the organisers open meetings, Ana's screens say so kindly, and profiles offer no "Ask to meet".
  const a = await phoneFor(browser, ana.session);
  await a.page.goto(`/events/${SLUG}/availability`);
  await expect(a.page.getByRole('heading', { name: 'Meetings are not open yet' })).toBeVisible();
  await checkA11yAtBothSizes(a.page);
  await shots(a.page, 'meetings-hours-off');
  await a.page.goto(`/events/${SLUG}`);
  await a.page.getByTestId('agenda-link').click();
  await expect(a.page.getByRole('heading', { level: 1, name: 'My agenda' })).toBeVisible();
  await expect(a.page.getByRole('heading', { name: 'Nothing planned yet' })).toBeVisible();
  await expect(a.page.getByText('One-to-one meetings are not open at this event.')).toBeVisible();
  await checkA11yAtBothSizes(a.page);
  await shots(a.page, 'meetings-agenda-empty');
  await a.page.goto(`/events/${SLUG}/connections/${ben.session.user.id}/profile`);
  await expect(a.page.getByRole('heading', { level: 1, name: ben.name })).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'Ask to meet' })).toHaveCount(0);

  // The organiser opens meetings: 30 minutes, 10:00 to 12:00 on the first day, two tables.
  const organiser = await login(request, ORGANISER);
  const event = (await (await request.get(`/api/v1/public/events/${SLUG}`)).json()) as { id: string; startDate: string };
  const laptop = (await contextWith(browser, organiser, { viewport: LAPTOP, isMobile: false, hasTouch: false })).context;
  const admin = await laptop.newPage();
  await admin.goto(`/${COMPANY}/events/${event.id}?tab=meetings`);
  await expect(admin.getByRole('heading', { name: 'Meetings', level: 2 })).toBeVisible();
  await admin.getByRole('checkbox', { name: 'Attendees can book one-to-one meetings' }).click();
  await admin.getByLabel('Length of a meeting').selectOption('30');
  await admin.getByRole('button', { name: 'Add a window' }).click();
  const window1 = admin.getByTestId('meetings-window').first();
  await expect(window1.getByLabel('Day')).toHaveValue(event.startDate.slice(0, 10));
  await window1.getByLabel('From').fill('10:00');
  await window1.getByLabel('To').fill('09:30');
  await admin.getByRole('button', { name: 'Add a spot' }).click();
  await admin.getByRole('button', { name: 'Add a spot' }).click();
  await admin.getByLabel('Spot 2').fill('Window table');
  await admin.getByRole('button', { name: 'Save meetings' }).click();
  // The end before the start is named at its field, and the field takes the focus.
  await expect(window1.getByText('The end must be after the start.')).toBeVisible();
  await expect(window1.getByLabel('To')).toBeFocused();
  await window1.getByLabel('To').fill('12:00');
  await admin.getByRole('button', { name: 'Save meetings' }).click();
  await expect(admin.getByText('Meeting settings saved.')).toBeVisible();
  await expect(admin.getByLabel('Spot 1')).toHaveValue('Table 1');
  await expect(admin.getByLabel('Spot 2')).toHaveValue('Window table');
  await checkA11yAtBothSizes(admin);
  await shots(admin, 'meetings-settings');

  // Ana is free at 10:00 and 10:30; Ben at 10:00 and 11:00. Cleo (through the API) at 10:00.
  await markFree(a.page, ['10:00', '10:30']);
  await checkA11yAtBothSizes(a.page);
  await shots(a.page, 'meetings-hours');
  const b = await phoneFor(browser, ben.session);
  await markFree(b.page, ['10:00', '11:00']);
  const slots = ((await (await request.get(`/api/v1/events/${SLUG}/availability`, { headers: bearer(cleo.session) })).json()) as { slots: { startsAt: string }[] }).slots;
  const ten = slots[0]!.startsAt;
  expect(slots).toHaveLength(4);
  expect((await request.put(`/api/v1/events/${SLUG}/availability`, { headers: bearer(cleo.session), data: { free: [ten] } })).status()).toBe(200);

  // Ana asks Ben from his profile: only 10:00 is free for both; she picks the window table and writes a note.
  await a.page.goto(`/events/${SLUG}/connections/${ben.session.user.id}/profile`);
  await a.page.getByRole('button', { name: 'Ask to meet' }).click();
  const sheet = a.page.getByRole('dialog', { name: `Ask ${ben.name} to meet` });
  await expect(sheet.getByTestId('ask-slot')).toHaveCount(1);
  await sheet.getByText('10:00 to 10:30').click();
  await expect(sheet.getByRole('radio', { name: '10:00 to 10:30' })).toBeChecked();
  await sheet.getByLabel('Where').selectOption({ label: 'Window table' });
  await sheet.getByLabel('Note (optional)').fill('Coffee and synths?');
  await checkA11yAtBothSizes(a.page);
  await shots(a.page, 'meetings-ask');
  await sheet.getByRole('button', { name: 'Send request' }).click();
  await expect(a.page.getByText(`Request sent to ${ben.name}.`)).toBeVisible();
  await expect(sheet).toBeHidden();

  // Cleo asks Ben at the same time, before he answers anyone.
  const cleoAsks = await request.post(`/api/v1/events/${SLUG}/meetings`, { headers: bearer(cleo.session), data: { withUserId: ben.session.user.id, startsAt: ten } });
  expect(cleoAsks.status(), await cleoAsks.text()).toBe(201);

  // Ana waits on her agenda; Ben opens his: both requests wait for his answer.
  await a.page.goto(`/events/${SLUG}/agenda`);
  await expect(a.page.getByTestId('agenda-for-them')).toContainText(`Meeting with ${ben.name}`);
  await a.live.subscribed('person');
  await b.page.goto(`/events/${SLUG}/agenda`);
  const forBen = b.page.getByTestId('agenda-for-me');
  await expect(forBen.getByTestId('meeting-card')).toHaveCount(2);
  await expect(forBen).toContainText('Their note: Coffee and synths?');
  await checkA11yAtBothSizes(b.page);
  await shots(b.page, 'meetings-agenda-requests');

  // Ben accepts Ana's: it moves to what is coming up, at the window table.
  await forBen.getByTestId('meeting-card').filter({ hasText: ana.name }).getByRole('button', { name: 'Accept' }).click();
  await expect(b.page.getByText(`Meeting with ${ana.name} agreed.`)).toBeVisible();
  const benComing = b.page.getByRole('region', { name: 'Coming up' });
  await expect(benComing.getByTestId('meeting-card')).toContainText(ana.name);
  await expect(benComing.getByTestId('meeting-card')).toContainText('Window table');
  await expect(benComing.getByTestId('meeting-card')).toContainText('10:00–10:30');

  // Ana sees it live, with a notice.
  await expect(a.page.getByText(`${ben.name} accepted your meeting.`)).toBeVisible();
  const anaComing = a.page.getByRole('region', { name: 'Coming up' });
  await expect(anaComing.getByTestId('meeting-card')).toContainText(ben.name);
  await expect(anaComing.getByTestId('meeting-card')).toContainText('Window table');
  await expect(a.page.getByTestId('agenda-for-them')).toHaveCount(0);
  await checkA11yAtBothSizes(a.page);
  await shots(a.page, 'meetings-agenda');

  // Cleo's request is at the same time: accepting it is refused, and the screen says why.
  await forBen.getByTestId('meeting-card').filter({ hasText: cleo.name }).getByRole('button', { name: 'Accept' }).click();
  await expect(b.page.getByText('You already have a meeting at that time.')).toBeVisible();
  await expect(benComing.getByTestId('meeting-card')).toHaveCount(1);

  // His hours show 10:00 booked now.
  await b.page.goto(`/events/${SLUG}/availability`);
  const booked = b.page.getByRole('button', { name: /^10:00 to 10:30/ });
  await expect(booked).toContainText('Booked');
  await expect(booked).toHaveAttribute('aria-disabled', 'true');
  await checkA11yAtBothSizes(b.page);

  // Ana cancels, after confirming; Ben is told.
  await b.page.goto(`/events/${SLUG}/agenda`);
  await b.live.subscribed('person');
  await anaComing.getByRole('button', { name: 'Cancel meeting' }).click();
  const confirm = a.page.getByRole('dialog', { name: `Cancel the meeting with ${ben.name}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel meeting' }).click();
  await expect(a.page.getByText('Meeting cancelled.')).toBeVisible();
  await expect(b.page.getByText(`${ana.name} cancelled your meeting.`)).toBeVisible();
  await expect(b.page.getByRole('region', { name: 'Coming up' })).toHaveCount(0);

  await laptop.close();
  await a.context.close();
  await b.context.close();
});
