import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { bearer, groupId, login, SLUG } from './support/session';

/** The rough edges a phone user hits: places, times and names, toasts, the navigation, the emoji picker. */

const GROUP = 'Long lunches';
const GATHERING = 'Lunch by the river';

/** A 390 x 844 phone, signed in (through the API) as a demo user. */
async function phone(browser: Browser, request: APIRequestContext, email: string) {
  const session = await login(request, email);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await context.addInitScript(
    (value) => {
      if (!localStorage.getItem('USER_TOKEN_KEY')) localStorage.setItem('USER_TOKEN_KEY', value);
    },
    JSON.stringify({ accessToken: session.accessToken, user: session.user, membership: session.membership, authenticated: true }),
  );
  return { context, session, page: await context.newPage() };
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The box of a toast once it has slid in and stopped moving. */
async function settledBox(toast: Locator): Promise<Box> {
  await expect(toast).toBeVisible();
  let last: Box | null = null;
  await expect
    .poll(async () => {
      const now = await toast.boundingBox();
      const still = !!now && !!last && Math.abs(now.x - last.x) < 0.5 && Math.abs(now.y - last.y) < 0.5;
      last = now;
      return still;
    })
    .toBe(true);
  return last!;
}

/** Every toast on screen stays inside it, near its bottom, and clear of the given controls. */
async function expectClear(page: Page, toast: Locator, others: Record<string, Locator>) {
  await settledBox(toast);
  const viewport = page.viewportSize()!;
  for (const each of await page.locator('.Toastify__toast').all()) {
    const box = await settledBox(each);
    // Still the toasts' place (bottom-right, lib/toast.ts): at the bottom of the screen (its lower half), inside it.
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    for (const [name, other] of Object.entries(others)) {
      const otherBox = (await other.boundingBox())!;
      expect(overlap(box, otherBox), `a toast ${JSON.stringify(box)} covers ${name} ${JSON.stringify(otherBox)}`).toBe(false);
    }
  }
}

test('places: a region tells places of one name apart, each once, and an older answer never shows', async ({ browser, request }) => {
  const { page, context } = await phone(browser, request, 'mei@mingle.demo');
  await page.goto(`/events/${SLUG}/profile/edit`);
  const hometown = page.getByRole('combobox', { name: 'Hometown' });

  await hometown.fill('Lisbon');
  const options = page.getByRole('listbox', { name: 'Places' }).getByRole('option');
  await expect(options.first()).toContainText('Lisbon');
  await expect(options.first()).toContainText('Portugal');
  // Ohio has two GeoNames entries named Lisbon: shown once, with its state, like Maine's.
  const lisbonIn = (region: string) => page.getByRole('option', { name: new RegExp(`^Lisbon\\s*${region}, United States$`) });
  await expect(lisbonIn('Ohio')).toHaveCount(1);
  await expect(lisbonIn('Maine')).toHaveCount(1);
  const shown = await options.allTextContents();
  expect(new Set(shown).size).toBe(shown.length);

  // The answer for "Lisbo" is held back: while it is on its way, "Lisbon"'s answers are not shown.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/api/v1/places') && url.searchParams.get('q') === 'Lisbo',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await hometown.fill('Lisbo');
  await expect(page.getByRole('status').filter({ hasText: 'Searching places…' })).toBeVisible();
  await expect(options).toHaveCount(0);
  release();
  await expect(lisbonIn('Ohio')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Searching places…' })).toHaveCount(0);
  await context.close();
});

test('the bottom navigation highlights the section you are in, Groups inside a group', async ({ browser, request }) => {
  const { page, context, session } = await phone(browser, request, 'ana@mingle.demo');
  const group = await groupId(request, session, GROUP);
  const nav = page.getByRole('navigation', { name: 'Event' });
  const current = async () => (await nav.locator('[aria-current="page"]').allTextContents()).map((s) => s.trim());

  await page.goto(`/events/${SLUG}`);
  await expect.poll(current).toEqual(['Home']);
  await nav.getByRole('link', { name: 'Groups' }).click();
  await expect(page.getByRole('heading', { name: 'Find your people' })).toBeVisible();
  await expect.poll(current).toEqual(['Groups']);

  // Inside a group, on its board, its gatherings and one of them: still Groups.
  await page.goto(`/events/${SLUG}/${group}`);
  await expect(page.getByRole('heading', { name: GROUP, level: 1 })).toBeVisible();
  await expect.poll(current).toEqual(['Groups']);
  await page.getByRole('tab', { name: 'Gatherings' }).click();
  await expect.poll(current).toEqual(['Groups']);
  await page.getByRole('link', { name: GATHERING }).click();
  await expect(page.getByRole('heading', { name: GATHERING, level: 1 })).toBeVisible();
  await expect.poll(current).toEqual(['Groups']);
  await expect(nav.getByRole('link', { name: 'Groups' })).toHaveCSS('color', 'rgb(165, 50, 15)');
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('link', { name: 'Gatherings' }).click();
  await expect.poll(current).toEqual(['Gatherings']);
  await nav.getByRole('link', { name: 'People' }).click();
  await expect.poll(current).toEqual(['People']);
  // Whatever names other journeys left in the directory, nothing runs off a phone's width.
  await expect(page.getByRole('button', { name: /Ana Silva/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await nav.getByRole('link', { name: 'Connections' }).click();
  await expect.poll(current).toEqual(['Connections']);
  // A page inside the section (her own code), whatever other journeys did to her connections.
  await page.goto(`/events/${SLUG}/connections/share`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(current).toEqual(['Connections']);
  await page.goto(`/events/${SLUG}/guides`);
  await expect.poll(current).toEqual([]);
  await context.close();
});

test('times and names: the event clock, 24-hour, the full name with the @username', async ({ browser, request }) => {
  const { page, context } = await phone(browser, request, 'ana@mingle.demo');
  await page.goto(`/events/${SLUG}/connections`);
  const row = page.getByRole('link', { name: /Kofi Mensah/ });
  await expect(row.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
  await row.click();
  await expect(page.getByText('@kofi')).toBeVisible();
  // The day heading and the time closing each run of messages.
  await expect(page.getByText('Today', { exact: true })).toBeVisible();
  const times = page.getByRole('main').locator('ol time');
  await expect(times.first()).toHaveText(/^\d{2}:\d{2}$/);
  await context.close();
});

test('gathering times are typed and shown on the 24-hour clock', async ({ browser, request }) => {
  const { page, context, session } = await phone(browser, request, 'ana@mingle.demo');
  const group = await groupId(request, session, GROUP);
  await page.goto(`/events/${SLUG}/${group}/gatherings/create`);
  const starts = page.getByRole('textbox', { name: 'Starts at' });
  const ends = page.getByRole('textbox', { name: 'Ends at' });
  await expect(starts).toHaveAccessibleDescription(/24-hour clock/);
  await expect(ends).toHaveAccessibleDescription(/24-hour clock/);
  const title = `Sunset walk ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Date').fill(((await (await request.get(`/api/v1/public/events/${SLUG}`)).json()) as { startDate: string }).startDate);
  await starts.fill('1830');
  await ends.fill('7:30 pm');
  await page.getByLabel('Location').fill('The river steps');
  await ends.blur();
  await expect(starts).toHaveValue('18:30');
  await expect(ends).toHaveValue('19:30');
  await page.getByRole('button', { name: 'Create gathering' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('18:30–19:30')).toBeVisible();
  await context.close();
});

test('on a 390 px phone a toast covers neither the bottom navigation nor the page’s main button', async ({ browser, request }) => {
  // A chat: the composer's Send sits right above the navigation.
  const mei = await phone(browser, request, 'mei@mingle.demo');
  const list = await request.get(`/api/v1/events/${SLUG}/connections`, { headers: bearer(mei.session) });
  const chat = ((await list.json()) as { items: { connectionId: string; other: { username: string } }[] }).items.find((c) => c.other.username === 'ines')!;
  await mei.page.route(`**/api/v1/events/${SLUG}/connections/${chat.connectionId}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 500, name: 'InternalServerError', timestamp: new Date().toISOString(), path: '/', message: 'An error occurred' }),
        })
      : route.fallback(),
  );
  await mei.page.goto(`/events/${SLUG}/connections/${chat.connectionId}`);
  await mei.page.getByRole('button', { name: 'Remove connection' }).click();
  await mei.page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  const toast = mei.page.locator('.Toastify__toast').filter({ hasText: 'Failed to remove connection' });
  await expect(toast).toBeVisible();
  await mei.page.keyboard.press('Escape');
  await expect(mei.page.getByRole('dialog')).toHaveCount(0);
  await expectClear(mei.page, toast, {
    'the bottom navigation': mei.page.getByRole('navigation', { name: 'Event' }),
    'the Send button': mei.page.getByRole('button', { name: 'Send' }),
  });
  await mei.context.close();

  // The profile editor: its Save bar holds the bottom edge (no navigation there).
  const sam = await phone(browser, request, 'sam@mingle.demo');
  await sam.page.route(`**/api/v1/events/${SLUG}/profile`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 500, name: 'InternalServerError', timestamp: new Date().toISOString(), path: '/', message: 'The server is having a moment' }),
        })
      : route.fallback(),
  );
  await sam.page.goto(`/events/${SLUG}/profile/edit`);
  const save = sam.page.getByRole('button', { name: 'Save changes' });
  await save.click();
  const saveToast = sam.page.locator('.Toastify__toast').filter({ hasText: 'The server is having a moment' });
  await expectClear(sam.page, saveToast, { 'the Save button': save });
  await sam.context.close();
});

test('the emoji picker, open, has no serious or critical axe findings and works by keyboard', async ({ browser, request }) => {
  const organiser = await phone(browser, request, 'organiser@mingle.demo');
  const events = await request.get('/api/v1/company/events', { headers: { ...bearer(organiser.session), 'x-company-id': organiser.session.membership!.companyId } });
  const event = ((await events.json()) as { items: { id: string; slug: string }[] }).items.find((e) => e.slug === SLUG)!;
  const page = organiser.page;
  await page.goto(`/${organiser.session.membership!.slug}/events/${event.id}/groups/create`);
  await page.getByRole('button', { name: 'Icon' }).click();

  const picker = page.getByRole('dialog', { name: "Choose the group's emoji" });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('grid', { name: 'Emoji' })).toBeVisible();
  await expect(picker.getByRole('gridcell').first()).toBeVisible();
  // ARIA counts rows and columns from 1.
  await expect(picker.locator('[aria-rowindex="0"], [aria-colindex="0"]')).toHaveCount(0);
  await expect(picker.getByRole('row').first()).toHaveAttribute('aria-rowindex', '1');
  await expectNoSeriousA11yViolations(page);

  // By keyboard: the list is reachable, the arrows move, the active emoji stays in view, Enter chooses.
  const search = picker.getByRole('searchbox', { name: 'Search emoji' });
  // The pointer rests off the list: an emoji scrolled under it would become the active one.
  await page.mouse.move(0, 0);
  await search.focus();
  await page.keyboard.press('Tab');
  const viewport = picker.locator('[frimousse-viewport]');
  await expect(viewport).toBeFocused();
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowDown');
  const active = picker.locator('[frimousse-emoji][data-active]');
  await expect(active).toHaveCount(1);
  const [activeBox, viewBox] = [(await active.boundingBox())!, (await viewport.boundingBox())!];
  expect(activeBox.y).toBeGreaterThanOrEqual(viewBox.y);
  expect(activeBox.y + activeBox.height).toBeLessThanOrEqual(viewBox.y + viewBox.height + 1);
  const chosen = (await active.textContent())!;
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Icon' })).toContainText(chosen);
  await organiser.context.close();
});
