import { expect, test, type Page } from '@playwright/test';
import { seriousA11yViolations } from './support/a11y';
import { bearer, groupId, login, SLUG, contextWith } from './support/session';

/** Seeded demo data (apps/server/src/db/seed/demo.ts). */
const COMPANY = 'northwind';

/** Opens each screen, waits for it to settle, and collects its serious axe findings by screen. */
async function walk(page: Page, screens: [name: string, path: string][]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [name, path] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    found[name] = await seriousA11yViolations(page);
  }
  return found;
}

const clean = (found: Record<string, string[]>) => Object.fromEntries(Object.keys(found).map((name) => [name, []]));

test('every attendee screen and the chat have no serious accessibility finding', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const ana = await login(request, 'ana@mingle.demo');
  const { context } = await contextWith(browser, ana);
  const chats = (await (await request.get(`/api/v1/events/${SLUG}/connections`, { headers: bearer(ana) })).json()) as { items: { connectionId: string }[] };
  const base = `/events/${SLUG}`;
  const page = await context.newPage();
  const found = await walk(page, [
    ['home', base],
    ['groups', `${base}?tab=groups`],
    ['group board', `${base}/${await groupId(request, ana, 'Long lunches')}`],
    ['gatherings', `${base}/gatherings`],
    ['people', `${base}/attendees`],
    ['connections', `${base}/connections`],
    ['my QR', `${base}/connections/share`],
    ['chat', `${base}/connections/${chats.items[0]!.connectionId}`],
    ['profile', `${base}/profile`],
    ['profile edit', `${base}/profile/edit`],
    ['guides', `${base}/guides`],
  ]);
  expect(found).toEqual(clean(found));
  await context.close();
});

test('every organiser screen has no serious accessibility finding', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const organiser = await login(request, 'organiser@mingle.demo');
  const { context } = await contextWith(browser, organiser);
  const company = { ...bearer(organiser), 'x-company-id': organiser.membership!.companyId };
  const event = (await (await request.get(`/api/v1/company/events/${SLUG}`, { headers: company })).json()) as { id: string };
  const base = `/${COMPANY}/events/${event.id}`;
  const page = await context.newPage();
  const found = await walk(page, [
    ['events list', `/${COMPANY}/events`],
    ['event overview', base],
    ['event groups', `${base}?tab=groups`],
    ['event insights', `${base}?tab=insights`],
    ['event attendees', `${base}/attendees`],
    ['share', `${base}/share`],
    ['map', `${base}/distribution-map`],
    ['event edit', `${base}/edit`],
    ['company edit', `/${COMPANY}/edit`],
  ]);
  expect(found).toEqual(clean(found));
  await context.close();
});
