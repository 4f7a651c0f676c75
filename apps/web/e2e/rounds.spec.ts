import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { checkA11yAtBothSizes } from './support/a11y';
import { newAttendee } from './support/attendees';
import { bearer, contextWith, login, SLUG, type Session } from './support/session';
import { shots } from './support/shots';
import { unique } from './support/unique';

/** Seeded demo data: the northwind company runs the demo event; its organiser is "organiser". */
const COMPANY = 'northwind';
const ORGANISER = 'organiser@mingle.demo';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const FIRST = ['Ana', 'Kofi', 'Mei', 'Ravi', 'Lena', 'Tomas', 'Ines', 'Yuki', 'Omar', 'Sofia', 'Jonas', 'Priya'];
const INTERESTS = ['jazz', 'hiking', 'yoga', 'chess'];

interface Person {
  session: Session;
  name: string;
}

async function attendee(request: APIRequestContext, first: string, i: number): Promise<Person> {
  const id = unique();
  const lastName = `Round${id}`;
  const { session } = await newAttendee(request, {
    slug: SLUG,
    email: `${first.toLowerCase()}-${id}@example.com`,
    username: `${first.toLowerCase()}_${id}`,
    firstName: first,
    lastName,
    interests: [INTERESTS[i % INTERESTS.length]!],
  });
  return { session, name: `${first} ${lastName}` };
}

async function phoneFor(browser: Browser, session: Session) {
  const { context } = await contextWith(browser, session, { viewport: PHONE });
  return { context, page: await context.newPage() };
}

/** What a phone's rounds screen shows now: the round, the table and the mates' names. */
async function tableOn(page: Page, round: number) {
  await expect(page.getByTestId('round-of')).toHaveText(`Round ${round} of 3`);
  const table = (await page.getByTestId('table-number').innerText()).trim();
  const mates = (await page.getByTestId('mate-name').allInnerTexts()).map((s) => s.trim());
  return { table, mates };
}

test('an organiser runs three rounds for twelve people; three phones show their tables live, and nobody meets anyone twice', async ({ browser, request }) => {
  test.setTimeout(420_000);
  const people: Person[] = [];
  for (const [i, first] of FIRST.entries()) people.push(await attendee(request, first, i));

  // A group of the twelve, so the run seats exactly them (the demo event has other attendees).
  const organiser = await login(request, ORGANISER);
  const company = { ...bearer(organiser), 'x-company-id': organiser.membership!.companyId };
  const event = (await (await request.get(`/api/v1/public/events/${SLUG}`)).json()) as { id: string };
  const groupName = `Speed round ${unique()}`;
  const group = await request.post(`/api/v1/events/${SLUG}/groups`, { headers: company, data: { name: groupName, icon: '🪑' } });
  expect(group.status(), await group.text()).toBe(201);
  const groupId = ((await group.json()) as { id: string }).id;
  for (const p of people) expect((await request.post(`/api/v1/events/${SLUG}/attendee/groups/${groupId}/join`, { headers: bearer(p.session) })).ok()).toBe(true);
  // A run left open by an earlier try of this test would refuse the start.
  await request.post(`/api/v1/company/events/${event.id}/rounds/stop`, { headers: company });

  // Three phones wait on the rounds screen before anything starts.
  const phones = await Promise.all(people.slice(0, 3).map((p) => phoneFor(browser, p.session)));
  for (const { page } of phones) {
    await page.goto(`/events/${SLUG}/rounds`);
    await expect(page.getByRole('heading', { name: 'No rounds right now' })).toBeVisible();
  }
  await checkA11yAtBothSizes(phones[0]!.page);
  await shots(phones[0]!.page, 'rounds-none');

  // The organiser, on a laptop, sets up 3 rounds of 10 minutes at tables of 3 for the group. (At
  // tables of 4, twelve people make 3 tables, and round 2 would put two of a table together again.)
  const laptop = (await contextWith(browser, organiser, { viewport: LAPTOP, isMobile: false, hasTouch: false })).context;
  const admin = await laptop.newPage();
  await admin.goto(`/${COMPANY}/events/${event.id}?tab=rounds`);
  await expect(admin.getByRole('heading', { name: 'Speed-networking rounds' })).toBeVisible();
  await admin.getByLabel('Number of rounds').fill('13');
  await admin.getByLabel('Who takes part').selectOption({ label: groupName });
  await admin.getByLabel('Minutes per round').fill('10');
  await admin.getByLabel('People per table').fill('3');
  await admin.getByRole('button', { name: 'Start rounds' }).click();
  // A value out of range is named at its field.
  await expect(admin.getByText('Choose between 1 and 12 rounds.')).toBeVisible();
  await checkA11yAtBothSizes(admin);
  await shots(admin, 'rounds-form');
  await admin.getByLabel('Number of rounds').fill('3');
  await admin.getByRole('button', { name: 'Start rounds' }).click();
  await expect(admin.getByTestId('organiser-round-of')).toHaveText('Round 1 of 3');
  await expect(admin.getByTestId('rounds-seated')).toContainText('12 people seated at 4 tables');

  // Round after round, each phone shows its table live; the organiser moves on with "Next round now".
  const seen: { table: string; mates: string[] }[][] = [];
  for (const round of [1, 2, 3]) {
    if (round > 1) {
      await admin.getByRole('button', { name: 'Next round now' }).click();
      await expect(admin.getByTestId('organiser-round-of')).toHaveText(`Round ${round} of 3`);
    }
    const tables = [];
    for (const { page } of phones) tables.push(await tableOn(page, round));
    seen.push(tables);
    for (const t of tables) expect(t.mates).toHaveLength(2);
    await expect(phones[0]!.page.getByTestId('round-countdown')).toHaveText(/(10:00|9:\d\d)$/);
  }
  await checkA11yAtBothSizes(phones[0]!.page);
  await shots(phones[0]!.page, 'rounds-table');
  await checkA11yAtBothSizes(admin);
  await shots(admin, 'rounds-running');

  // Nobody on the three phones saw the same person twice.
  for (const i of phones.keys()) {
    const met = seen.flatMap((tables) => tables[i]!.mates);
    expect(new Set(met).size, `${people[i]!.name} met ${met.join(', ')}`).toBe(met.length);
    expect(met).not.toContain(people[i]!.name);
  }
  // Nor anyone at all: every person's "sat with" list, from the API, has six different people.
  for (const p of people) {
    const mine = (await (await request.get(`/api/v1/events/${SLUG}/rounds/current`, { headers: bearer(p.session) })).json()) as { satWith: { userId: string }[] };
    expect(new Set(mine.satWith.map((w) => w.userId)).size).toBe(6);
  }

  // The organiser stops the rounds (with a confirmation); the phones turn to whom they sat with.
  await admin.getByRole('button', { name: 'Stop rounds' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Stop rounds' }).click();
  await expect(admin.getByRole('heading', { name: 'Speed-networking rounds' })).toBeVisible();
  const first = phones[0]!.page;
  await expect(first.getByText('The rounds are over. Thanks for taking part!')).toBeVisible();
  const list = first.getByTestId('sat-with');
  await expect(list.getByRole('link')).toHaveCount(6);
  await checkA11yAtBothSizes(first);
  await shots(first, 'rounds-sat-with');
  // Each name opens the person's profile, where Connect and Ask to meet live.
  const someone = seen[0]![0]!.mates[0]!;
  await list.getByRole('link', { name: new RegExp(someone) }).click();
  await expect(first.getByRole('heading', { level: 1, name: someone })).toBeVisible();

  // The event home shows the card to the list.
  await first.goto(`/events/${SLUG}`);
  await expect(first.getByTestId('rounds-card')).toContainText('See the 6 people you sat with');
  for (const { context } of phones) await context.close();
  await laptop.close();
});
