import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newAttendee } from './support/attendees';
import { bearer, contextWith, groupId, SLUG, type Session } from './support/session';
import { unique } from './support/unique';

const GROUP = 'Long lunches';
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => (SHOTS ? void (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })) : undefined);

/** Two new people in one group, connected by a scan of the second one's QR code. */
async function twoConnectedMembers(request: APIRequestContext) {
  const id = unique();
  const person = (name: string) =>
    newAttendee(request, { slug: SLUG, email: `${name}-${id}@example.com`, username: `${name}_${id}`, firstName: name[0]!.toUpperCase() + name.slice(1), lastName: `Queue${id}`, interests: ['jazz'] });
  const { session: wren } = await person('wren');
  const { session: yuki } = await person('yuki');
  const group = await groupId(request, wren, GROUP);
  for (const s of [wren, yuki]) expect((await request.post(`/api/v1/events/${SLUG}/attendee/groups/${group}/join`, { headers: bearer(s), data: {} })).ok()).toBe(true);
  const codes = (await (await request.post(`/api/v1/events/${SLUG}/connections/codes`, { headers: bearer(yuki) })).json()) as { codes: { code: string }[] };
  const scan = await request.post(`/api/v1/events/${SLUG}/connections`, { headers: bearer(wren), data: { initiatorId: yuki.user.id, code: codes.codes[0]!.code } });
  expect(scan.status(), await scan.text()).toBe(201);
  const { connection } = (await scan.json()) as { connection: { connectionId: string } };
  return { wren, yuki, group, connectionId: connection.connectionId };
}

/** How many messages with this text the server holds. */
async function copiesOnServer(request: APIRequestContext, session: Session, path: string, text: string) {
  const { items } = (await (await request.get(`/api/v1/events/${SLUG}${path}`, { headers: bearer(session) })).json()) as { items: { body: string }[] };
  return items.filter((m) => m.body === text).length;
}

test('a board post and a chat message written offline survive a reload and reach the other phone once', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { wren, yuki, group, connectionId } = await twoConnectedMembers(request);
  const boardPath = `/events/${SLUG}/${group}`;
  const chatPath = `/events/${SLUG}/connections/${connectionId}`;

  // Yuki watches the board and the chat on her phone.
  const yukiContext = (await contextWith(browser, yuki)).context;
  const yukiBoard = await yukiContext.newPage();
  const yukiChat = await yukiContext.newPage();
  await yukiBoard.goto(boardPath);
  await yukiChat.goto(chatPath);
  for (const page of [yukiBoard, yukiChat]) await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 30_000 });

  // Wren opens both once online, so the service worker keeps them.
  const { context } = await contextWith(browser, wren);
  const page = await context.newPage();
  await page.goto(chatPath);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.goto(boardPath);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await page.goto(chatPath);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await page.goto(boardPath);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeVisible();
  const post = `Offline hello to the lunch table ${unique()}`;
  await page.getByRole('textbox', { name: 'Write a message' }).fill(post);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const waitingPost = page.getByRole('article').filter({ hasText: post });
  await expect(waitingPost).toContainText("You're offline; we'll send it when you're back");
  await expect(banner).toContainText("1 change will be sent when you're back online.");

  // On to the chat, still offline.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /^Yuki Queue/ })).toBeVisible();
  const chat = `Meet you by the coffee cart ${unique()}`;
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(chat);
  await box.press('Enter');
  await expect(banner).toContainText("2 changes will be sent when you're back online.");

  // A reload offline keeps both, and still shows them as waiting.
  await page.reload();
  await expect(page.getByText(chat)).toBeVisible();
  await expect(banner).toContainText("2 changes will be sent when you're back online.");
  await shot(page, 'offline-queued-chat');
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await expect(yukiBoard.getByRole('article').filter({ hasText: post })).toHaveCount(1, { timeout: 15_000 });
  await expect(yukiChat.getByText(chat)).toHaveCount(1, { timeout: 15_000 });
  // Settled on Wren's phone: nothing left waiting.
  await expect(page.getByText(chat)).toHaveCount(1);
  await expect(page.getByText("You're offline; we'll send it when you're back")).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  expect(await copiesOnServer(request, wren, `/attendee/groups/${group}/messages`, post)).toBe(1);
  expect(await copiesOnServer(request, wren, `/connections/${connectionId}/messages`, chat)).toBe(1);

  // Back on the board: the post shows once, as sent.
  await page.goto(boardPath);
  await expect(page.getByRole('article').filter({ hasText: post })).toHaveCount(1);
  await expect(page.getByText('Not sent')).toHaveCount(0);
  await context.close();
  await yukiContext.close();
});
