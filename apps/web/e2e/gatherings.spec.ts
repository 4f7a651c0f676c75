import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newAttendee } from './support/attendees';
import { SLUG, bearer, groupId, login, signedInContext, type Session } from './support/session';
import { unique } from './support/unique';

const GROUP = 'Long lunches';
const GATHERING = 'Lunch by the river';

/** The seeded gathering of Long lunches (apps/server/src/db/seed/demo.ts). */
async function lunch(request: APIRequestContext, session: Session) {
  const res = await request.get(`/api/v1/events/${SLUG}/gatherings?when=upcoming&pageSize=100`, { headers: bearer(session) });
  const found = ((await res.json()) as { items: { id: string; groupId: string; title: string }[] }).items.find((g) => g.title === GATHERING)!;
  return { ...found, url: `/api/v1/events/${SLUG}/attendee/groups/${found.groupId}/gatherings/${found.id}` };
}

async function answer(request: APIRequestContext, email: string, status: 'going' | 'interested' | 'none') {
  const session = await login(request, email);
  const { url } = await lunch(request, session);
  expect((await request.put(`${url}/attendance`, { headers: bearer(session), data: { status } })).ok()).toBe(true);
}

/** A new account that joined the demo event and has a profile, but is in no group. */
async function newcomer(request: APIRequestContext) {
  const id = unique();
  const { session } = await newAttendee(request, { slug: SLUG, email: `newcomer-${id}@example.com`, username: `newcomer_${id}`, firstName: 'Nia', lastName: `New${id}`, interests: ['jazz'] });
  return session;
}

/** A page signed in as `session` (phone-sized, like signedInContext). */
async function pageAs(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await context.addInitScript((value) => localStorage.setItem('USER_TOKEN_KEY', value), JSON.stringify({ ...session, authenticated: true }));
  return context.newPage();
}

test('members see who is in a group and who is coming, with what they share', async ({ browser, request }) => {
  await answer(request, 'ana@mingle.demo', 'going');
  await answer(request, 'kofi@mingle.demo', 'going');
  await answer(request, 'priya@mingle.demo', 'interested');
  const ana = await signedInContext(browser, request, 'ana@mingle.demo');
  const page = await ana.context.newPage();
  const id = await groupId(request, ana.session, GROUP);

  // From the group page to its members: full names, @usernames, and the interests Ana shares.
  await page.goto(`/events/${SLUG}/${id}`);
  await page.getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Members of ${GROUP}` })).toBeVisible();
  const members = page.getByRole('region', { name: 'Members' }).getByRole('listitem');
  const kofi = members.filter({ hasText: 'Kofi Mensah' });
  await expect(kofi).toContainText('@kofi');
  await expect(kofi).toContainText('Jazz');
  await expect(members.filter({ hasText: 'Ana Silva' })).toContainText('You');
  await expect(members.filter({ hasText: 'Priya Nair' })).toContainText('@priya');
  await expect(page.getByText("That's everyone in this group.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // On the gathering: who is going, and who is interested.
  const { url, groupId: lunchGroup, id: lunchId } = await lunch(request, ana.session);
  await page.goto(`/events/${SLUG}/${lunchGroup}/gatherings/${lunchId}`);
  const coming = page.getByRole('region', { name: "Who's coming" });
  await expect(coming.getByRole('tab', { name: 'Going (2)' })).toHaveAttribute('aria-selected', 'true');
  await expect(coming.getByRole('listitem')).toHaveCount(2);
  await expect(coming.getByRole('listitem').filter({ hasText: 'Kofi Mensah' })).toContainText('@kofi');
  await coming.getByRole('tab', { name: 'Interested (1)' }).click();
  await expect(coming.getByRole('listitem')).toHaveCount(1);
  await expect(coming.getByRole('listitem')).toContainText('Priya Nair');
  await expectNoSeriousA11yViolations(page);

  // Priya changes her mind elsewhere: Ana's lists follow, without a reload.
  const priya = await login(request, 'priya@mingle.demo');
  expect((await request.put(`${url}/attendance`, { headers: bearer(priya), data: { status: 'going' } })).ok()).toBe(true);
  await expect(coming.getByRole('tab', { name: 'Interested (0)' })).toBeVisible();
  await expect(coming.getByText('Nobody is interested yet')).toBeVisible();
  await coming.getByRole('tab', { name: 'Going (3)' }).click();
  await expect(coming.getByRole('listitem').filter({ hasText: 'Priya Nair' })).toBeVisible();

  await answer(request, 'priya@mingle.demo', 'interested');
  await ana.context.close();
});

test('going while offline waits, says so, and is sent once back online', async ({ browser, request }) => {
  await answer(request, 'leo@mingle.demo', 'none');
  const leo = await signedInContext(browser, request, 'leo@mingle.demo');
  const { url, groupId: lunchGroup, id: lunchId } = await lunch(request, leo.session);
  const statusOnServer = async () => ((await (await request.get(url, { headers: bearer(leo.session) })).json()) as { myStatus: string }).myStatus;
  const page = await leo.context.newPage();
  await page.goto(`/events/${SLUG}/${lunchGroup}/gatherings/${lunchId}`);
  const going = page.getByRole('group', { name: `Your answer for ${GATHERING}` }).getByRole('button', { name: 'Going' });
  await expect(going).toHaveAttribute('aria-pressed', 'false');

  await leo.context.setOffline(true);
  await going.click();
  const note = page.getByRole('status').filter({ hasText: "You're offline; we'll send it when you're back" });
  await expect(note).toBeVisible();
  // Shown as chosen, waiting: no spinner, and nothing has reached the server.
  await expect(going).toHaveAttribute('aria-pressed', 'true');
  await expect(going).not.toHaveAttribute('aria-busy', 'true');
  await expect(going).toHaveAccessibleDescription("You're offline; we'll send it when you're back");
  expect(await statusOnServer()).toBe('none');
  await expectNoSeriousA11yViolations(page);

  await leo.context.setOffline(false);
  await expect(note).toHaveCount(0);
  await expect.poll(statusOnServer).toBe('going');
  await expect(going).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: "Who's coming" }).getByRole('listitem').filter({ hasText: 'Leo Martin' })).toBeVisible();

  await answer(request, 'leo@mingle.demo', 'none');
  await leo.context.close();
});

test('a gathering is started from the Gatherings tab in a group of mine, never in the past', async ({ browser, request }) => {
  // Someone in no group is told to join one first.
  const nia = await pageAs(browser, await newcomer(request));
  await nia.goto(`/events/${SLUG}/gatherings`);
  await nia.getByRole('link', { name: 'Start a gathering' }).first().click();
  await expect(nia.getByRole('heading', { name: 'Join a group first' })).toBeVisible();
  await nia.getByRole('link', { name: 'Find a group' }).click();
  await expect(nia.getByRole('heading', { name: 'Find your people' })).toBeVisible();
  await nia.context().close();

  const ana = await signedInContext(browser, request, 'ana@mingle.demo');
  const page = await ana.context.newPage();
  await page.goto(`/events/${SLUG}/gatherings`);
  await page.getByRole('link', { name: 'Start a gathering' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Start a gathering' })).toBeVisible();
  const title = `Sunset walk ${unique()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Location').fill('Miradouro');
  await page.getByLabel('Starts at').fill('18:30');

  // A day gone by: a warning before anything is sent, and the server refuses the date.
  await page.getByLabel('Date').fill('2020-05-01');
  const past = "This start time has already passed in the event's time zone. Choose a later date or time.";
  await expect(page.getByRole('status').filter({ hasText: past })).toBeVisible();
  await page.getByRole('button', { name: 'Create gathering' }).click();
  await expect(page.getByText('Required field')).toBeVisible(); // no group chosen yet
  await page.getByRole('radiogroup', { name: 'Group' }).getByRole('radio', { name: GROUP }).click();
  await page.getByRole('button', { name: 'Create gathering' }).click();
  // The server names the date: 2020 is not one of the event's days.
  await expect(page.getByLabel('Date')).toHaveAccessibleDescription(/Choose a day within the event's dates/);
  await expectNoSeriousA11yViolations(page);

  // A day of the event (the server refuses any other).
  await page.getByLabel('Date').fill(((await (await request.get(`/api/v1/public/events/${SLUG}`)).json()) as { endDate: string }).endDate);
  await expect(page.getByRole('status').filter({ hasText: past })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create gathering' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(GROUP).first()).toBeVisible();
  await page.getByRole('link', { name: `Back to ${GROUP}` }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await ana.context.close();
});
