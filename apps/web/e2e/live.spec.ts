import { expect, test, type Page } from '@playwright/test';
import { SLUG, bearer, groupId, signedInContext } from './support/session';
import { unique } from './support/unique';

const GROUP = 'Long lunches';
const message = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** Venue wifi: this page's sends hang until `through()` lets them (and every later one) get through. */
async function slowSends(page: Page) {
  let through!: () => void;
  const open = new Promise<void>((resolve) => (through = resolve));
  await page.route(/\/messages$/, async (route) => {
    if (route.request().method() === 'POST') await open;
    await route.continue();
  });
  return { through };
}

test('on a slow network the board keeps what is typed while a message is still sending', async ({ browser, request }) => {
  const ana = await signedInContext(browser, request, 'ana@mingle.demo');
  const kofi = await signedInContext(browser, request, 'kofi@mingle.demo');
  const id = await groupId(request, ana.session, GROUP);
  const anaPage = await ana.context.newPage();
  const kofiPage = await kofi.context.newPage();
  const network = await slowSends(anaPage);
  for (const page of [anaPage, kofiPage]) {
    await page.goto(`/events/${SLUG}/${id}`);
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  }

  const first = `Table for four at noon ${unique()}`;
  const second = `Bring your own bread ${unique()}`;
  const box = anaPage.getByRole('textbox', { name: 'Write a message' });
  await box.fill(first);
  await anaPage.getByRole('button', { name: 'Post', exact: true }).click();
  // The first message waits as "Sending…"; the box is free at once and Ana types the next one.
  await expect(anaPage.getByText('Sending…')).toBeVisible();
  await box.fill(second);
  await expect(anaPage.getByText('Sending…')).toBeVisible(); // still on its way while she typed
  network.through();
  await expect(message(kofiPage, first)).toBeVisible({ timeout: 5_000 });
  await expect(anaPage.getByText('Sending…')).toHaveCount(0);
  await expect(box).toHaveValue(second);
  await anaPage.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(message(kofiPage, second)).toBeVisible({ timeout: 5_000 });
  await expect(message(anaPage, first)).toHaveCount(1);
  await expect(message(anaPage, second)).toHaveCount(1);

  await ana.context.close();
  await kofi.context.close();
});

test('on a slow network the chat keeps what is typed while a message is still sending', async ({ browser, request }) => {
  const mei = await signedInContext(browser, request, 'mei@mingle.demo');
  const ines = await signedInContext(browser, request, 'ines@mingle.demo');
  const list = (await (await request.get(`/api/v1/events/${SLUG}/connections`, { headers: bearer(mei.session) })).json()) as {
    items: { connectionId: string; other: { username: string } }[];
  };
  const connectionId = list.items.find((c) => c.other.username === 'ines')!.connectionId;
  const meiPage = await mei.context.newPage();
  const inesPage = await ines.context.newPage();
  const network = await slowSends(meiPage);
  for (const page of [meiPage, inesPage]) {
    await page.goto(`/events/${SLUG}/connections/${connectionId}`);
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  }

  const first = `Are you going to the keynote? ${unique()}`;
  const second = `Save me a seat ${unique()}`;
  const box = meiPage.getByRole('textbox', { name: 'Message' });
  await box.fill(first);
  await box.press('Enter');
  await expect(meiPage.getByText('Sending…')).toBeVisible();
  await box.fill(second);
  await expect(meiPage.getByText('Sending…')).toBeVisible(); // still on its way while she typed
  network.through();
  await expect(inesPage.getByText(first)).toBeVisible({ timeout: 5_000 });
  await expect(meiPage.getByText('Sending…')).toHaveCount(0);
  await expect(box).toHaveValue(second);
  await box.press('Enter');
  await expect(inesPage.getByText(second)).toBeVisible({ timeout: 5_000 });
  await expect(meiPage.getByText(first)).toHaveCount(1);

  await mei.context.close();
  await ines.context.close();
});

test("member counts change live as people join and leave, on the group and in the event's group list", async ({ browser, request }) => {
  const ana = await signedInContext(browser, request, 'ana@mingle.demo');
  const kofi = await signedInContext(browser, request, 'kofi@mingle.demo');
  const id = await groupId(request, ana.session, GROUP);
  const page = await ana.context.newPage();
  await page.goto(`/events/${SLUG}/${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const count = (text: string | null) => Number(/(\d+) members?/.exec(text ?? '')?.[1]);
  const members = async () =>
    count(
      await page
        .getByText(/^\d+ members?$/)
        .first()
        .textContent(),
    );
  const list = await ana.context.newPage();
  await list.goto(`/events/${SLUG}?tab=groups`);
  await list.getByRole('searchbox', { name: 'Search groups' }).fill('lunch');
  const card = list.getByRole('link', { name: new RegExp(GROUP) });
  await expect(card).toBeVisible();
  const listed = async () => count(await card.textContent());
  const before = await members();
  // The two pages loaded apart: the list agrees once it has settled, not necessarily at first read.
  await expect.poll(listed, { timeout: 2_000 }).toBe(before);

  const url = `/api/v1/events/${SLUG}/attendee/groups/${id}`;
  expect((await request.post(`${url}/leave`, { headers: bearer(kofi.session) })).ok()).toBe(true);
  await expect.poll(members, { timeout: 1_000 }).toBe(before - 1);
  await expect.poll(listed, { timeout: 1_000 }).toBe(before - 1);
  expect((await request.post(`${url}/join`, { headers: bearer(kofi.session) })).ok()).toBe(true);
  await expect.poll(members, { timeout: 1_000 }).toBe(before);
  await expect.poll(listed, { timeout: 1_000 }).toBe(before);

  await ana.context.close();
  await kofi.context.close();
});
