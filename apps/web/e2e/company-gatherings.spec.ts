import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { SLUG, bearer, groupId, signedInContext } from './support/session';
import { unique } from './support/unique';

/** Seeded demo data (apps/server/src/db/seed/demo.ts): northwind runs the event; ana is in Long lunches. */
const COMPANY = 'northwind';
const GROUP = 'Long lunches';

test('an organiser creates and edits a gathering from the group, and attendees see it', async ({ browser, request }) => {
  const organiser = await signedInContext(browser, request, 'organiser@mingle.demo');
  const event = (await (
    await request.get(`/api/v1/company/events/${SLUG}`, {
      headers: { ...bearer(organiser.session), 'x-company-id': organiser.session.membership!.companyId },
    })
  ).json()) as { id: string; startDate: string };
  const page = await organiser.context.newPage();
  const title = `Sunset walk ${unique()}`;

  // The event's group, then its Gatherings tab: the seeded lunch is there, without answer buttons.
  await page.goto(`/${COMPANY}/events/${event.id}?tab=groups`);
  await page
    .getByRole('link', { name: new RegExp(GROUP) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: GROUP, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Gatherings' }).click();
  await expect(page).toHaveURL(/\?tab=gatherings$/);
  const tab = page.getByRole('tabpanel', { name: 'Gatherings' });
  await expect(tab.getByRole('link', { name: 'Lunch by the river' })).toBeVisible();
  await expect(tab.getByText(/\d+ going · \d+ interested/).first()).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Going' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Nothing has ended yet: the expired switch says so.
  await tab.getByRole('button', { name: 'Expired' }).click();
  await expect(tab.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
  await tab.getByRole('button', { name: 'Upcoming' }).click();
  await expect(tab.getByRole('link', { name: 'Lunch by the river' })).toBeVisible();

  // Create one; an end before the start is caught at its field.
  await tab.getByRole('link', { name: 'Create gathering' }).click();
  await expect(page.getByRole('heading', { name: 'Start a gathering', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Date', { exact: true }).fill(event.startDate);
  await page.getByLabel('Starts at', { exact: true }).fill('18:00');
  await page.getByLabel('Ends at', { exact: true }).fill('17:00');
  await page.getByLabel('Location', { exact: true }).fill('Main entrance');
  await page.getByRole('button', { name: 'Create gathering' }).click();
  await expect(page.getByText('End hour cannot be before start hour')).toBeVisible();
  await page.getByLabel('Ends at', { exact: true }).fill('19:30');
  await page.getByRole('button', { name: 'Create gathering' }).click();

  // Its page in the console: the facts, nobody coming yet, no answer for the organiser.
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${COMPANY}/events/${event.id}/groups/[^/]+/gatherings/[^/]+$`));
  await expect(page.getByText('0 going · 0 interested')).toBeVisible();
  await expect(page.getByText('18:00–19:30')).toBeVisible();
  await expect(page.getByText('Main entrance')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Going' })).toHaveCount(0);

  // Back on the tab it is listed with its counts; its card leads to the console's page.
  await page.getByRole('link', { name: `Back to ${GROUP}` }).click();
  await expect(page).toHaveURL(/\?tab=gatherings$/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('0 going · 0 interested');
  await expect(card).toContainText('Main entrance');
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/${COMPANY}/events/${event.id}/groups/[^/]+/gatherings/[^/]+$`));

  // Edit it.
  const renamed = `${title} and stars`;
  await page.getByRole('link', { name: 'Edit gathering' }).click();
  await expect(page.getByRole('heading', { name: 'Edit gathering', level: 1 })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(renamed);
  await page.getByLabel('Description', { exact: true }).fill('Comfortable shoes, a warm layer.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  await expect(page.getByText('Comfortable shoes, a warm layer.')).toBeVisible();

  // The group's insights link to it too.
  await page.getByRole('link', { name: `Back to ${GROUP}` }).click();
  await page.getByRole('tab', { name: 'Insights' }).click();
  await page.getByRole('link', { name: renamed }).click();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();

  // An attendee sees it in the group and may answer it.
  const ana = await signedInContext(browser, request, 'ana@mingle.demo');
  const anaPage = await ana.context.newPage();
  await anaPage.goto(`/events/${SLUG}/${await groupId(request, ana.session, GROUP)}?tab=gatherings`);
  await anaPage.getByRole('link', { name: renamed }).click();
  await expect(anaPage.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  await expect(anaPage.getByRole('button', { name: 'Going' })).toBeVisible();

  // The event's own Gatherings tab lists every group's gatherings, this one with its group, and
  // follows Ana's answer live.
  await page.goto(`/${COMPANY}/events/${event.id}?tab=gatherings`);
  const everyGathering = page.getByRole('tabpanel', { name: 'Gatherings' });
  const listed = everyGathering.getByRole('article', { name: renamed });
  await expect(listed).toContainText(GROUP);
  await expect(listed).toContainText('0 going · 0 interested');
  await expectNoSeriousA11yViolations(page);
  await anaPage.getByRole('button', { name: 'Going' }).click();
  await expect(anaPage.getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');
  await expect(listed).toContainText('1 going · 0 interested', { timeout: 1_000 });
  await listed.getByRole('link', { name: renamed }).click();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();

  await ana.context.close();
  await organiser.context.close();
});
