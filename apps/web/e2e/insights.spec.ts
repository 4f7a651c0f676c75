import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { shots } from './support/shots';

/** Seeded demo data (apps/server/src/db/seed/demo.ts): the northwind company and its event. */
const COMPANY = 'northwind';
const SLUG = 'summer-makers-meetup';
const ORGANISER = { email: 'organiser@mingle.demo', password: 'Mingle2026!' };

test('the demo organiser reads the event insights and the distribution map', async ({ page, request }) => {
  test.setTimeout(90_000);
  // Log in through the API: the journey here is the insights, not the login form.
  const login = await request.post('/api/v1/auth/login', { data: ORGANISER });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as { accessToken: string; user: unknown; membership: { companyId: string } };
  await page.addInitScript(
    (value) => {
      if (!localStorage.getItem('USER_TOKEN_KEY')) localStorage.setItem('USER_TOKEN_KEY', value);
    },
    JSON.stringify({ ...session, authenticated: true }),
  );
  const event = (await (
    await request.get(`/api/v1/company/events/${SLUG}`, {
      headers: { authorization: `Bearer ${session.accessToken}`, 'x-company-id': session.membership.companyId },
    })
  ).json()) as { id: string; name: string };

  // Insights tab of the event details.
  await page.goto(`/${COMPANY}/events/${event.id}`);
  await page.getByRole('tab', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\?tab=insights$/);
  await expect(page.getByTestId('event-insights')).toBeVisible();

  await expect(page.getByTestId('metric-adoption-value')).toHaveText(/^[1-9]\d*%$/);
  // Other journeys may have joined the demo event before this one: at least the 14 seeded.
  await expect(page.getByTestId('metric-adoption')).toContainText(/(1[4-9]|[2-9]\d|\d{3,}) joined/);
  await expect(page.getByTestId('metric-engaged-value')).toHaveText(/^[1-9]\d*%$/);
  await expect(page.getByTestId('engaged-definition')).toHaveText('An attendee is engaged once they join a group, post on a board, mark a gathering or make a connection.');
  await expect(page.getByTestId('metric-messages-value')).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByTestId('metric-connections-value')).toHaveText(/^[1-9]\d*$/);

  // The charts are drawn: joins over time, groups (automatic and manual) and top interests.
  for (const chart of ['joins-chart', 'groups-chart', 'interests-chart']) {
    await expect(page.getByTestId(chart).locator('svg.recharts-surface').first()).toBeVisible();
  }
  await expect(page.getByTestId('joins-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('groups-chart')).toContainText('Created automatically');
  await expect(page.getByTestId('groups-chart')).toContainText('Created manually');
  await expect(page.getByTestId('interests-chart')).toContainText('Coffee');

  // Who gets attention (decision 043): the spread of suggestions and of meeting requests, as Ginis.
  const spread = page.getByTestId('spread-insights');
  await expect(spread).toContainText('Who gets attention');
  for (const figure of ['spread-suggestions', 'spread-requests']) await expect(page.getByTestId(figure)).toHaveText(/^(None yet|[01]\.\d\d)$/);
  await expect(page.getByTestId('spread-suggested-share')).toHaveText(/^\d+% of attendees were suggested to someone\.$/);
  await spread.scrollIntoViewIfNeeded();
  await shots(page, 'insights-spread');

  // Each metric explains itself in a tooltip, reachable from the keyboard.
  await page.getByRole('button', { name: 'About Adoption rate' }).focus();
  await expect(page.getByRole('tooltip')).toContainText('against the number of attendees you expect');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // On a phone, a tap opens the explanation too.
  await page.getByRole('button', { name: 'About Group messages' }).tap();
  await expect(page.getByRole('tooltip')).toContainText('Messages posted on group boards');
  await page.getByRole('heading', { level: 1 }).tap();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The distribution map: three tabs as links with a numeric tab, points and a ranked list.
  await page.getByRole('link', { name: 'Open the distribution map' }).click();
  await expect(page).toHaveURL(new RegExp(`/${COMPANY}/events/${event.id}/distribution-map`));
  await expect(page.getByRole('heading', { level: 1, name: 'Distribution map' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'What the map shows' });
  const points = page.getByTestId('map-points').locator('circle');
  const ranked = page.getByTestId('ranked-places').getByRole('listitem');

  for (const [index, name] of ['Hometowns', 'Dream destinations', 'Favourite destinations'].entries()) {
    await tabs.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=${index}$`));
    await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('map-loading')).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await points.count()).toBeGreaterThan(0);
    expect(await ranked.count()).toBeGreaterThan(0);
    expect(await points.count()).toBe(await ranked.count());
  }
  // Counts only, never names of people.
  await expect(page.getByTestId('ranked-places')).not.toContainText(/Ana|Kofi|Priya/);
  await expect(page.getByTestId('map-legend')).toContainText('counted in their country');

  // Zoom to a region, then with the keyboard.
  await page.getByRole('button', { name: 'Europe' }).click();
  await expect(page.getByRole('button', { name: 'Europe' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  await page.getByTestId('world-map').focus();
  await page.keyboard.press('+');
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
  await page.keyboard.press('-');
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Back to the insights tab.
  await page.getByRole('link', { name: 'Back to insights' }).click();
  await expect(page).toHaveURL(/\?tab=insights$/);
  await expect(page.getByTestId('event-insights')).toBeVisible();
});
