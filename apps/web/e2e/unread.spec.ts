import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newAttendee } from './support/attendees';
import { liveFrames, painted } from './support/realtime';
import { bearer, contextWith, groupId, SLUG } from './support/session';
import { unique } from './support/unique';

test.setTimeout(120_000);

const SHOTS = process.env.E2E_SHOTS_DIR;
/** Screenshots at a phone's and a laptop's size, when asked for (E2E_SHOTS_DIR). */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  const before = page.viewportSize();
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png` });
  }
  if (before) await page.setViewportSize(before);
}

/** A new attendee with a profile, and a phone signed in as them. */
async function person(browser: Browser, request: APIRequestContext, firstName: string) {
  const id = unique();
  const { session } = await newAttendee(request, {
    slug: SLUG,
    email: `unread-${firstName.toLowerCase()}-${id}@example.com`,
    username: `u_${firstName.toLowerCase()}_${id}`,
    firstName,
    lastName: 'Unread',
    interests: ['hiking', 'coffee'],
  });
  const { context } = await contextWith(browser, session);
  return { session, page: await context.newPage(), name: `${firstName} Unread` };
}

/** The toast is there and its entrance animation is over (its colours are final for axe). */
async function settled(toast: Locator) {
  await expect(toast).toBeVisible();
  await toast.evaluate((el) => Promise.all((el.closest('.Toastify__toast') ?? el).getAnimations().map((a) => a.finished.catch(() => undefined))));
}

test('a chat message to someone on another screen raises their unread badge live, with a notice; opening the chat clears it', async ({ browser, request }) => {
  const ida = await person(browser, request, 'Ida');
  const jon = await person(browser, request, 'Jon');
  // Connected by a scan of Ida's code.
  const codes = (await (await request.post(`/api/v1/events/${SLUG}/connections/codes`, { headers: bearer(ida.session) })).json()) as { codes: { code: string }[] };
  const made = await request.post(`/api/v1/events/${SLUG}/connections`, { headers: bearer(jon.session), data: { initiatorId: ida.session.user.id, code: codes.codes[0]!.code } });
  expect(made.status()).toBe(201);
  const connectionId = ((await made.json()) as { connection: { connectionId: string } }).connection.connectionId;

  // Jon is on the Groups tab, nothing unread.
  const jonLive = liveFrames(jon.page);
  await jon.page.goto(`/events/${SLUG}?tab=groups`);
  await expect(jon.page.getByRole('heading', { name: 'Find your people' })).toBeVisible();
  const nav = jon.page.getByRole('navigation', { name: 'Event' });
  const connectionsTab = nav.getByRole('link', { name: 'Connections', exact: true });
  await expect(connectionsTab).not.toHaveAttribute('aria-describedby');
  await jonLive.subscribed('person'); // his own channel (decision 024)

  // Ida writes from her chat.
  await ida.page.goto(`/events/${SLUG}/connections/${connectionId}`);
  await expect(ida.page.getByRole('heading', { level: 1, name: jon.name })).toBeVisible();
  await ida.page.getByRole('textbox', { name: 'Message' }).fill('Coffee at the lake?');
  await ida.page.getByRole('button', { name: 'Send' }).click();

  // Jon's Connections tab says so at once, and a notice says who wrote, without the words.
  await expect(connectionsTab).toHaveAccessibleDescription('1 unread');
  await expect(connectionsTab.locator('[data-count="1"]')).toBeVisible();
  const notice = jon.page.getByRole('alert').filter({ hasText: `New message from ${ida.name}` });
  await settled(notice);
  await expect(notice).not.toContainText('Coffee');
  await expect(jon.page.getByRole('heading', { name: 'Find your people' })).toBeVisible(); // still where he was
  // He reads it: a pointer on the notice holds it open (it closes by itself after a few seconds,
  // sooner than a slow machine takes for the checks below).
  await notice.hover();
  await shots(jon.page, 'unread-notice');
  await notice.hover();
  await expectNoSeriousA11yViolations(jon.page);

  // "Open" takes him to the chat; read there, the badge goes.
  await notice.getByRole('button', { name: 'Open' }).click();
  await expect(jon.page.getByRole('heading', { level: 1, name: ida.name })).toBeVisible();
  await expect(jon.page.getByText('Coffee at the lake?')).toBeVisible();
  await expect(connectionsTab).not.toHaveAttribute('aria-describedby');
  await expect(connectionsTab.locator('[data-count]')).toHaveCount(0);

  // While he reads the chat, a new message there raises no notice and no badge.
  await ida.page.getByRole('textbox', { name: 'Message' }).fill('Ten minutes?');
  await ida.page.getByRole('button', { name: 'Send' }).click();
  await expect(jon.page.getByText('Ten minutes?')).toBeVisible();
  // The nudge for it has reached his page, and the page has had its chance to show a notice.
  await expect.poll(() => jonLive.frames.filter((f) => f.event === 'unread.changed' && f.connectionId === connectionId).length).toBe(2);
  await painted(jon.page);
  await expect(jon.page.getByRole('alert').filter({ hasText: 'New message from' })).toHaveCount(0);
  await expect(connectionsTab).not.toHaveAttribute('aria-describedby');

  // On his connections list, a message raises the row's count too; opening it clears both.
  await jon.page.goto(`/events/${SLUG}/connections`);
  const row = jon.page.getByRole('link', { name: `Chat with ${ida.name}` });
  await expect(row).toBeVisible();
  await expect(row).not.toHaveAttribute('aria-describedby');
  await ida.page.getByRole('textbox', { name: 'Message' }).fill('Bring a jacket');
  await ida.page.getByRole('button', { name: 'Send' }).click();
  await expect(row).toHaveAccessibleDescription('1 unread');
  await expect(connectionsTab).toHaveAccessibleDescription('1 unread');
  // The chat is not on screen, so the notice comes too; axe reads it once it has slid in.
  await settled(jon.page.getByRole('alert').filter({ hasText: `New message from ${ida.name}` }));
  await shots(jon.page, 'unread-list');
  await expectNoSeriousA11yViolations(jon.page);
  await row.click();
  await expect(jon.page.getByText('Bring a jacket')).toBeVisible();
  await expect(connectionsTab).not.toHaveAttribute('aria-describedby');
});

test("a group board's new messages show on the Groups tab and the group's row, and reading the board clears them", async ({ browser, request }) => {
  const lea = await person(browser, request, 'Lea');
  const max = await person(browser, request, 'Max');
  const group = await groupId(request, lea.session, 'Long lunches');
  for (const who of [lea, max]) expect((await request.post(`/api/v1/events/${SLUG}/attendee/groups/${group}/join`, { headers: bearer(who.session) })).ok()).toBe(true);
  for (const body of ['Lunch at one?', 'I know a place']) {
    expect((await request.post(`/api/v1/events/${SLUG}/attendee/groups/${group}/messages`, { headers: bearer(max.session), data: { body } })).status()).toBe(201);
  }

  await lea.page.goto(`/events/${SLUG}?tab=groups`);
  await expect(lea.page.getByRole('heading', { name: 'Find your people' })).toBeVisible();
  const groupsTab = lea.page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'Groups', exact: true });
  await expect(groupsTab).toHaveAccessibleDescription('2 unread');
  const row = lea.page.getByRole('link', { name: /^Long lunches/ });
  await expect(row).toHaveAccessibleDescription('2 unread');
  await shots(lea.page, 'unread-groups');
  await expectNoSeriousA11yViolations(lea.page);

  await row.click();
  await expect(lea.page.getByText('I know a place')).toBeVisible();
  await expect(groupsTab).not.toHaveAttribute('aria-describedby');
});

test('browser notifications: never asked on load; a tap asks, subscribes this device, and the choices are kept per event', async ({ browser, request }) => {
  const kai = await person(browser, request, 'Kai');
  let asked = 0;
  await kai.page.exposeFunction('__askedPermission', () => (asked += 1));
  await kai.page.context().grantPermissions(['notifications']);
  await kai.page.addInitScript(() => {
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      void (window as unknown as { __askedPermission(): void }).__askedPermission();
      return original(...args);
    };
    // The browser's push service sits outside the product (and headless Chromium has none): this
    // device's subscription is played here, with an endpoint the server would accept.
    let current: object | null = null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey as Uint8Array;
      const endpoint = `https://push.example.com/e2e-${Math.random().toString(36).slice(2)}`;
      current = {
        endpoint,
        options: { userVisibleOnly: true, applicationServerKey: key.buffer },
        toJSON: () => ({ endpoint, keys: { p256dh: 'BE2EKey', auth: 'e2e-auth' } }),
        unsubscribe: async () => ((current = null), true),
      };
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  });
  await kai.page.goto(`/events/${SLUG}/profile`);
  const card = kai.page.getByRole('region', { name: 'Notifications' });
  await expect(card.getByRole('checkbox', { name: 'Also send me announcements by mail' })).toBeChecked();
  const device = card.getByRole('checkbox', { name: 'Browser notifications on this device' });
  await expect(device).not.toBeChecked();
  await expect(device).toBeEnabled();
  await kai.page.waitForLoadState('networkidle'); // everything the page does on load is done
  await painted(kai.page);
  expect(asked).toBe(0);
  await card.scrollIntoViewIfNeeded();
  await shots(kai.page, 'notification-settings');
  await expectNoSeriousA11yViolations(kai.page);

  // A tap asks, subscribes and tells the server; then what to be told of shows, all on.
  const saved = kai.page.waitForResponse((r) => r.url().endsWith('/api/v1/me/push-subscriptions') && r.request().method() === 'POST');
  await device.click();
  expect((await saved).status()).toBe(201);
  expect(asked).toBe(1);
  await expect(device).toBeChecked();
  const which = card.getByRole('group', { name: 'Notify me about' });
  for (const name of ['New chat messages', 'Connection requests', "Gatherings I'm going to, 30 minutes before"]) await expect(which.getByRole('checkbox', { name })).toBeChecked();
  const put = kai.page.waitForResponse((r) => r.url().endsWith('/notification-settings') && r.request().method() === 'PUT');
  await which.getByRole('checkbox', { name: 'Connection requests' }).click();
  expect((await put).status()).toBe(200);
  await expect(which.getByRole('checkbox', { name: 'Connection requests' })).not.toBeChecked();
  const settings = await (await request.get(`/api/v1/events/${SLUG}/notification-settings`, { headers: bearer(kai.session) })).json();
  expect(settings).toMatchObject({ announcementMail: true, chatPush: true, requestPush: false, reminderPush: true });
  await shots(kai.page, 'notification-settings-on');
  await expectNoSeriousA11yViolations(kai.page);

  // Off again: the device's subscription ends here and on the server.
  const removed = kai.page.waitForResponse((r) => r.url().endsWith('/api/v1/me/push-subscriptions') && r.request().method() === 'DELETE');
  await device.click();
  expect((await removed).status()).toBe(200);
  await expect(device).not.toBeChecked();
  await expect(which).toHaveCount(0);
});
