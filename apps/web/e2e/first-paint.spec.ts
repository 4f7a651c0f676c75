import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { contextWith, login, SLUG } from './support/session';

/**
 * The join page and the event home arrive drawn by the server (decision 014): the event is on
 * screen before any of the app's scripts run, and when the app takes over nothing moves. The app's
 * entry is held back while the server's drawing is measured, then let go.
 */

interface Box {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where each element is, and what it says, once the fonts are in. */
async function layout(page: Page, selectors: string[]): Promise<Box[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return Promise.all(
    selectors.map(async (selector) => {
      const element = page.locator(selector).first();
      await expect(element, selector).toBeVisible();
      const box = (await element.boundingBox())!;
      return { text: (await element.innerText()).trim(), x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
    }),
  );
}

/** Whether React has drawn the element (its own node, not the server's). */
const drawnByApp = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/** Opens `url` with the app's entry held back; `release` lets it load. */
async function openHeld(page: Page, url: string) {
  const held: Route[] = [];
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => void held.push(route));
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return {
    async release() {
      await expect.poll(() => held.length, { message: 'the app asked for its entry after the first paint' }).toBeGreaterThan(0);
      for (const route of held) await route.continue();
      await page.unroute(/\/assets\/index-[\w-]+\.js$/);
    },
  };
}

test('the join page shows its event before the scripts run, and the app draws it in the same place', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/public/events/')) asked.push(r.url());
  });
  const app = await openHeld(page, `/events/${SLUG}/join`);
  const selectors = [
    'h1',
    'main ul li:nth-child(1)',
    'main ul li:nth-child(2)',
    'main ul li:nth-child(3)',
    'main section p.text-base',
    'blockquote',
    'h2',
    'a[href^="/sign-up"]',
    'header a[href^="/login"]',
  ];
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Makers Meetup' })).toBeVisible();
  await expect(page).toHaveTitle('Join Summer Makers Meetup · Mingle');
  expect(await drawnByApp(page, 'h1')).toBe(false);
  const server = await layout(page, selectors);
  await expectNoSeriousA11yViolations(page);

  await app.release();
  await expect.poll(() => drawnByApp(page, 'h1')).toBe(true);
  expect(await layout(page, selectors)).toEqual(server);
  // The app took the event from the page (it did not ask the API again), and the strict CSP held.
  expect(asked).toEqual([]);
  expect(violations).toEqual([]);
});

test('the event home shows the event before the scripts run, and the app fills in the person without moving it', async ({ browser, request }) => {
  // Without the offline copy: the visit that installs the service worker re-asks for what is on
  // screen in idle time, to keep it for offline (decision 023); that is not the first paint's.
  const { context } = await contextWith(browser, await login(request, 'ana@mingle.demo'), { serviceWorkers: 'block' });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/public/events/')) asked.push(r.url());
  });
  const app = await openHeld(page, `/events/${SLUG}`);
  const selectors = [
    'h1',
    'main section ul li:nth-child(1)',
    'main section ul li:nth-child(2)',
    'blockquote',
    '#explore',
    'main nav li:nth-child(1) a',
    'main nav li:nth-child(6) a',
    '#about + p',
    'nav[data-bottom-bar] li:nth-child(1) a',
    'nav[data-bottom-bar] li:nth-child(5) a',
  ];
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Makers Meetup' })).toBeVisible();
  const server = await layout(page, selectors);
  await expectNoSeriousA11yViolations(page);

  await app.release();
  await expect(page.getByRole('heading', { level: 2, name: "Hi Ana, you're in!" })).toBeVisible();
  expect(await drawnByApp(page, 'blockquote')).toBe(true);
  expect(await layout(page, selectors)).toEqual(server);
  expect(asked).toEqual([]);
  await context.close();
});
