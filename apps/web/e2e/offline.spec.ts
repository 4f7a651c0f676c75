import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newAttendee } from './support/attendees';
import { contextWith, SLUG } from './support/session';
import { unique } from './support/unique';

/** Decision 023: the service worker's cache of API answers (service-worker/cache-names.ts). */
const API_CACHE = 'mingle-api-v1';
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => (SHOTS ? void (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })) : undefined);

/** The addresses the service worker has kept API answers for. */
const keptAnswers = (page: Page) => page.evaluate(async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : []), API_CACHE);

test('after one visit online, every tab and My QR open with the network cut', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const id = unique();
  const { session } = await newAttendee(request, { slug: SLUG, email: `nadia-${id}@example.com`, username: `nadia_${id}`, firstName: 'Nadia', lastName: `Offline${id}`, interests: ['jazz'] });
  const { context } = await contextWith(browser, session);
  const page = await context.newPage();

  // The one visit online: the event home, then My QR code (which keeps its batch of codes on the phone).
  await page.goto(`/events/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Makers Meetup' })).toBeVisible();
  // The service worker installs after load, takes the page over, and the tabs are loaded ahead through it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect
    .poll(
      async () => {
        const kept = await keptAnswers(page);
        return ['/attendees', '/gatherings', '/connections', '/profile', '/attendee/groups'].filter((end) => !kept.some((path) => path.startsWith(`/api/v1/events/${SLUG}`) && path.includes(end)));
      },
      { timeout: 30_000, message: 'the tabs’ answers kept by the service worker' },
    )
    .toEqual([]);
  await page.goto(`/events/${SLUG}/connections/share`);
  await expect(page.getByRole('heading', { level: 1, name: 'My QR code' })).toBeVisible();
  await expect(page.getByTestId('connection-qr')).toBeVisible();

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: "You're offline. Showing what was saved." });
  await expect(banner).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Event' });
  const tab = async (name: string, heading: RegExp | string, content?: string) => {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await shot(page, `offline-${name.toLowerCase()}`);
    if (content) await expect(page.getByText(content).first()).toBeVisible();
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(banner).toBeVisible();
  };
  await tab('Home', 'Summer Makers Meetup');
  await tab('Groups', 'Find your people', 'Long lunches');
  await tab('Gatherings', 'Gatherings');
  await tab('People', 'Find your people');
  await tab('Connections', 'Your connections');
  await shot(page, 'offline-connections');
  await expectNoSeriousA11yViolations(page);

  // My QR code still shows, and says for how long.
  await page.getByRole('link', { name: 'Show my QR' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My QR code' })).toBeVisible();
  await expect(page.getByTestId('connection-qr')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /You're offline\. Your code still works for about \d+ more minutes?\./ })).toBeVisible();
  await shot(page, 'offline-qr');
  await expectNoSeriousA11yViolations(page);

  // The service worker's own requests are cut too: what it has not kept fails.
  expect(
    await page.evaluate(() =>
      fetch(`/api/v1/health?probe=${Date.now()}`).then(
        (r) => r.status,
        () => 'no answer',
      ),
    ),
  ).toBe('no answer');

  // A choice made offline waits, and the notice counts it.
  await tab('Groups', 'Find your people', 'Long lunches');
  await page.getByRole('button', { name: 'Join Long lunches' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: "You're offline; we'll send it when you're back" }).first()).toBeVisible();
  await expect(banner).toContainText("1 change will be sent when you're back online.");
  await expectNoSeriousA11yViolations(page);

  // A reload offline opens the app from what the service worker kept, not the browser's offline page
  // (the waiting join is kept and sent once back online: decision 026, offline-sends.spec.ts).
  await page.goto(`/events/${SLUG}/attendees`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find your people' })).toBeVisible();
  await expect(banner).toBeVisible();
  await tab('Groups', 'Find your people', 'Long lunches');

  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'offline-desktop');
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await context.close();
});

test('signing out deletes the answers kept for offline', async ({ browser, request }) => {
  const id = unique();
  const { session } = await newAttendee(request, { slug: SLUG, email: `omar-${id}@example.com`, username: `omar_${id}`, firstName: 'Omar', lastName: `Shared${id}`, interests: ['jazz'] });
  const { context } = await contextWith(browser, session);
  const page = await context.newPage();
  await page.goto(`/events/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Makers Meetup' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect.poll(async () => (await keptAnswers(page)).length, { timeout: 30_000 }).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  // Only the public event may come back (asked again on the way out): it is the same for everyone.
  await expect.poll(async () => (await keptAnswers(page)).filter((path) => !path.startsWith('/api/v1/public/'))).toEqual([]);
  await context.close();
});

test('the app is installable: a manifest with icons, and a service worker always asked for afresh', async ({ page, request }) => {
  await page.goto('/login');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifest = await request.get(manifestHref!);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const body = (await manifest.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(body).toMatchObject({ name: 'Mingle', start_url: '/', display: 'standalone' });
  expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of body.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/apple-touch-icon.png');

  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');
  // The page's policy lets it register (worker-src 'self') and read the manifest (manifest-src 'self').
  const policy = (await request.get('/login')).headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/worker-src 'self'/);
  expect(policy).toMatch(/manifest-src 'self'/);
});

test('a new version waits for "Reload", then the page runs it', async ({ browser, request }) => {
  const id = unique();
  const { session } = await newAttendee(request, { slug: SLUG, email: `pia-${id}@example.com`, username: `pia_${id}`, firstName: 'Pia', lastName: `Update${id}`, interests: ['jazz'] });
  const { context } = await contextWith(browser, session);
  const page = await context.newPage();
  await page.goto(`/events/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Makers Meetup' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

  // A deploy, as the browser sees one: a service worker script it has not run yet for this scope.
  await page.evaluate((deploy) => void navigator.serviceWorker.register(`/sw.js?deploy=${deploy}`), id);
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await shot(page, 'update-ready');
  await expectNoSeriousA11yViolations(page);

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Makers Meetup' })).toBeVisible();
  // The new version runs the page (the app then registers /sw.js again, itself one more "deploy" here).
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain(`deploy=${id}`);
  await context.close();
});
