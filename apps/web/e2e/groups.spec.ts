import { expect, test, type Page } from '@playwright/test';
import { SLUG, groupId, signedInContext } from './support/session';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { unique } from './support/unique';

const COMPANY = 'northwind';
const GROUP = 'Long lunches';
const GATHERING = 'Lunch by the river';

const message = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** "2 going · 1 interested" on the gathering page, as numbers. */
async function counts(page: Page): Promise<{ going: number; interested: number }> {
  const text =
    (await page
      .getByText(/\d+ going · \d+ interested/)
      .first()
      .textContent()) ?? '';
  const [, going, interested] = /(\d+) going · (\d+) interested/.exec(text) ?? [];
  return { going: Number(going), interested: Number(interested) };
}

test('two members talk live on a board and answer a gathering', async ({ browser, request }) => {
  const ana = await signedInContext(browser, request, 'ana@mingle.demo');
  const kofi = await signedInContext(browser, request, 'kofi@mingle.demo');
  const id = await groupId(request, ana.session, GROUP);
  const anaPage = await ana.context.newPage();
  const kofiPage = await kofi.context.newPage();

  // Ana finds the group from the bottom navigation's groups place.
  await anaPage.goto(`/events/${SLUG}`);
  await anaPage.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'Groups' }).click();
  await expect(anaPage.getByRole('heading', { name: 'Find your people' })).toBeVisible();
  await anaPage.getByRole('searchbox', { name: 'Search groups' }).fill('lunch');
  await anaPage.getByRole('link', { name: new RegExp(GROUP) }).click();
  await expect(anaPage.getByRole('heading', { name: GROUP, level: 1 })).toBeVisible();
  await expect(message(anaPage, 'Who is coming early tomorrow?')).toBeVisible();

  await kofiPage.goto(`/events/${SLUG}/${id}`);
  await expect(kofiPage.getByRole('heading', { name: GROUP, level: 1 })).toBeVisible();
  await expect(message(kofiPage, 'Who is coming early tomorrow?')).toBeVisible();

  // Ana posts; Kofi sees it without reloading. A link is clickable, markup stays text.
  const hello = `Lunch at the river? https://example.com/menu <b>${unique()}</b>`;
  await anaPage.getByRole('textbox', { name: 'Write a message' }).fill(hello);
  await anaPage.getByRole('button', { name: 'Post', exact: true }).click();
  // Once it is sent (no longer "Sending…"), Kofi has it within a second.
  await expect(anaPage.getByRole('article', { name: 'Message by Ana Silva' }).filter({ hasText: hello })).toBeVisible();
  const live = message(kofiPage, hello);
  await expect(live).toBeVisible({ timeout: 1_000 });
  // People by their full name with the @username beside it; times on the event's 24-hour clock.
  await expect(live).toContainText('Ana Silva');
  await expect(live).toContainText('@ana');
  await expect(live.locator('time')).toHaveText(/^Today \d{2}:\d{2}$/);
  const link = live.getByRole('link', { name: 'https://example.com/menu' });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(live.locator('b')).toHaveCount(0);

  // Kofi replies, quoting Ana; Ana sees the reply live.
  const reply = `Count me in ${unique()}`;
  await live.getByRole('button', { name: 'Reply to Ana Silva' }).click();
  await kofiPage.getByRole('textbox', { name: 'Write a reply to Ana Silva' }).fill(reply);
  await kofiPage.getByRole('button', { name: 'Post reply' }).click();
  await expect(kofiPage.getByRole('article', { name: 'Message by Kofi Mensah' }).filter({ hasText: reply })).toBeVisible();
  const replied = message(anaPage, reply);
  await expect(replied).toBeVisible({ timeout: 1_000 });
  await expect(replied.getByRole('blockquote')).toContainText('Lunch at the river?');

  // Ana edits and then deletes her message; Kofi sees both live.
  const edited = `Lunch at noon by the river ${unique()}`;
  await message(anaPage, hello).getByRole('button', { name: 'Edit' }).click();
  await anaPage.getByRole('textbox', { name: 'Edit your message' }).fill(edited);
  await anaPage.getByRole('button', { name: 'Save' }).click();
  // Once Ana's edit is saved, Kofi sees it within a second.
  const anas = (page: Page) => page.getByRole('article', { name: 'Message by Ana Silva' }).filter({ hasText: edited });
  await expect(anas(anaPage)).toContainText('(edited)');
  await expect(anas(kofiPage)).toContainText('(edited)', { timeout: 1_000 });
  // Kofi's reply quotes the message as it is now, not as it was.
  await expect(message(kofiPage, reply).getByRole('blockquote')).toContainText(edited, { timeout: 1_000 });
  await anas(anaPage).getByRole('button', { name: 'Delete' }).click();
  await anaPage.getByRole('dialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete message' }).click();
  await expect(anaPage.getByText(edited)).toHaveCount(0);
  await expect(kofiPage.getByText(edited)).toHaveCount(0, { timeout: 1_000 });
  await expect(kofiPage.getByText('Message deleted').first()).toBeVisible();
  await expect(message(kofiPage, reply).getByRole('blockquote')).toContainText('Message deleted');
  await expectNoSeriousA11yViolations(kofiPage);

  // Both open the gathering from the group's gatherings tab and answer it.
  for (const page of [anaPage, kofiPage]) {
    await page.getByRole('tab', { name: 'Gatherings' }).click();
    await page.getByRole('link', { name: GATHERING }).click();
    await expect(page.getByRole('heading', { name: GATHERING, level: 1 })).toBeVisible();
  }
  const before = await counts(anaPage);
  const anaGoing = anaPage.getByRole('button', { name: 'Going' });
  const anaWasGoing = (await anaGoing.getAttribute('aria-pressed')) === 'true';
  await anaGoing.click();
  await expect(anaGoing).toHaveAttribute('aria-pressed', anaWasGoing ? 'false' : 'true');
  const afterAna = { going: before.going + (anaWasGoing ? -1 : 1), interested: before.interested };
  await expect.poll(() => counts(anaPage)).toEqual(afterAna);

  // Kofi sees Ana's answer live, within a second, without a reload.
  await expect.poll(() => counts(kofiPage), { timeout: 1_000 }).toEqual(afterAna);
  const kofiInterested = kofiPage.getByRole('button', { name: 'Interested' });
  const kofiWas = (await kofiInterested.getAttribute('aria-pressed')) === 'true';
  const kofiWasGoing = (await kofiPage.getByRole('button', { name: 'Going' }).getAttribute('aria-pressed')) === 'true';
  await kofiInterested.click();
  await expect(kofiInterested).toHaveAttribute('aria-pressed', kofiWas ? 'false' : 'true');
  const afterKofi = {
    going: afterAna.going - (kofiWasGoing && !kofiWas ? 1 : 0),
    interested: afterAna.interested + (kofiWas ? -1 : 1),
  };
  await expect.poll(() => counts(kofiPage)).toEqual(afterKofi);
  await expect.poll(() => counts(anaPage), { timeout: 1_000 }).toEqual(afterKofi);
  await expectNoSeriousA11yViolations(anaPage);

  // The event's gatherings list shows it under "Upcoming".
  await anaPage.goto(`/events/${SLUG}/gatherings`);
  await expect(anaPage.getByRole('link', { name: GATHERING })).toBeVisible();

  await ana.context.close();
  await kofi.context.close();
});

test('an organiser creates a group with an emoji, attendees find it, and deleting it makes it read-only', async ({ browser, request }) => {
  const organiser = await signedInContext(browser, request, 'organiser@mingle.demo');
  const events = await request.get('/api/v1/company/events', {
    headers: { authorization: `Bearer ${organiser.session.accessToken}`, 'x-company-id': organiser.session.membership!.companyId },
  });
  const event = ((await events.json()) as { items: { id: string; slug: string }[] }).items.find((e) => e.slug === SLUG)!;
  const page = await organiser.context.newPage();
  const name = `Board games ${unique()}`;

  await page.goto(`/${COMPANY}/events/${event.id}?tab=groups`);
  await page.getByRole('link', { name: 'Create group' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create a group' })).toBeVisible();
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('Required field').first()).toBeVisible();

  await page.getByRole('button', { name: 'Icon' }).click();
  await page.getByRole('searchbox', { name: 'Search emoji' }).fill('dice');
  await page.getByRole('gridcell', { name: 'game die' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Catan, chess and cards after the talks.');
  await page.getByLabel('Labels').fill('games');
  await page.getByLabel('Labels').press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen labels' })).toContainText('#games');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // An attendee finds it by label and joins it.
  const ana = await signedInContext(browser, request, 'ana@mingle.demo');
  const anaPage = await ana.context.newPage();
  await anaPage.goto(`/events/${SLUG}?tab=groups`);
  await anaPage.getByRole('searchbox', { name: 'Search groups' }).fill('games');
  await expect(anaPage.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await anaPage.getByRole('button', { name: `Join ${name}` }).click();
  await expect(anaPage.getByRole('link', { name: new RegExp(name) })).toContainText('Member');
  await anaPage.getByRole('link', { name: new RegExp(name) }).click();
  await expect(anaPage.getByRole('textbox', { name: 'Write a message' })).toBeVisible();

  // The organiser says hello on the board from the console; Ana sees it live, marked as the organiser's.
  await expect(anaPage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await page.getByRole('tab', { name: /board/i }).click();
  const welcome = `Welcome, players ${unique()}`;
  await page.getByRole('textbox', { name: 'Write a message' }).fill(welcome);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Message by organiser' }).filter({ hasText: welcome })).toBeVisible();
  await expect(anaPage.getByRole('article', { name: 'Message by organiser' }).filter({ hasText: welcome })).toContainText('Organiser', { timeout: 1_000 });
  // Pinned, it stands above the board for everyone.
  await page.getByRole('article', { name: 'Message by organiser' }).filter({ hasText: welcome }).getByRole('button', { name: 'Pin' }).click();
  await expect(page.getByRole('complementary', { name: 'Pinned message' })).toContainText(welcome);
  await expect(anaPage.getByRole('complementary', { name: 'Pinned message' })).toContainText(welcome, { timeout: 1_000 });

  // The organiser deletes it (after confirming): attendees see it deactivated and read-only.
  await page.getByRole('link', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete group' }).click();
  await expect(page.getByText('attendees see it as deactivated')).toBeVisible();

  await anaPage.reload();
  await expect(anaPage.getByText('This group was deactivated. It is read-only now.').first()).toBeVisible();
  await expect(anaPage.getByRole('textbox', { name: 'Write a message' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(anaPage);

  await ana.context.close();
  await organiser.context.close();
});

test('leaving a group asks first', async ({ browser, request }) => {
  const priya = await signedInContext(browser, request, 'priya@mingle.demo');
  const id = await groupId(request, priya.session, GROUP);
  const page = await priya.context.newPage();
  await page.goto(`/events/${SLUG}/${id}/details`);
  await page.getByRole('button', { name: 'Leave group' }).click();
  const dialog = page.getByRole('dialog', { name: `Leave ${GROUP}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave group' }).click();
  await expect(page.getByRole('button', { name: `Join ${GROUP}` })).toBeVisible();
  await page.getByRole('button', { name: `Join ${GROUP}` }).click();
  await expect(page.getByRole('button', { name: 'Leave group' })).toBeVisible();
  await priya.context.close();
});

test('after a dropped connection the board resyncs: nothing lost, nothing doubled', async ({ browser, request }) => {
  const ana = await signedInContext(browser, request, 'ana@mingle.demo');
  const kofi = await signedInContext(browser, request, 'kofi@mingle.demo');
  const id = await groupId(request, ana.session, GROUP);
  const kofiPage = await kofi.context.newPage();

  // Kofi's realtime connection goes through a switch the test can flip.
  let online = true;
  const open: { close: () => Promise<void> }[] = [];
  await kofiPage.routeWebSocket(/\/ws$/, (ws) => {
    if (!online) return void ws.close({ code: 4000, reason: 'offline' });
    ws.connectToServer();
    open.push(ws);
  });
  await kofiPage.goto(`/events/${SLUG}/${id}`);
  await expect(message(kofiPage, 'Who is coming early tomorrow?')).toBeVisible();
  await expect(kofiPage.getByText(/Connecting…|Reconnecting…/)).toHaveCount(0);

  online = false;
  await Promise.all(open.map((ws) => ws.close()));
  await expect(kofiPage.getByText('Reconnecting…')).toBeVisible();

  // While Kofi is away, Ana posts twice and edits one message.
  const headers = { authorization: `Bearer ${ana.session.accessToken}` };
  const url = `/api/v1/events/${SLUG}/attendee/groups/${id}/messages`;
  const first = `Missed while away ${unique()}`;
  const second = `Also missed ${unique()}`;
  const posted = (await (await request.post(url, { headers, data: { body: first } })).json()) as { id: string };
  await request.post(url, { headers, data: { body: second } });
  await request.patch(`${url}/${posted.id}`, { headers, data: { body: `${first} (updated)` } });
  await expect(kofiPage.getByText(second)).toHaveCount(0);

  online = true;
  await expect(kofiPage.getByText('Reconnecting…')).toHaveCount(0, { timeout: 20_000 });
  await expect(message(kofiPage, `${first} (updated)`)).toHaveCount(1);
  await expect(message(kofiPage, second)).toHaveCount(1);
  await expect(message(kofiPage, 'Who is coming early tomorrow?')).toHaveCount(1);

  await ana.context.close();
  await kofi.context.close();
});

test('a double tap on Join sends one join: no error, one more member', async ({ browser, request }) => {
  const organiser = await signedInContext(browser, request, 'organiser@mingle.demo');
  const headers = { authorization: `Bearer ${organiser.session.accessToken}`, 'x-company-id': organiser.session.membership!.companyId };
  const name = `Double tap ${unique()}`;
  const created = await request.post(`/api/v1/events/${SLUG}/groups`, { headers, data: { name, icon: '👆' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await organiser.context.close();

  const kofi = await signedInContext(browser, request, 'kofi@mingle.demo');
  const page = await kofi.context.newPage();
  const joins: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/groups/${id}/join`)) joins.push(r.url());
  });
  await page.goto(`/events/${SLUG}/${id}/details`);
  await expect(page.getByText('0 members').first()).toBeVisible();
  await page.getByRole('button', { name: `Join ${name}` }).dblclick();
  await expect(page.getByText(`You're in ${name}! Say hello.`)).toBeVisible();
  await expect(page.getByText('1 member', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Failed to join group/)).toHaveCount(0);
  expect(joins).toHaveLength(1);
  await page.screenshot({ path: 'test-results/double-tap-join.png' });
  await kofi.context.close();
});
