import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { textFromMail } from './support/mail';
import { SLUG, bearer, signedInContext } from './support/session';
import { unique } from './support/unique';

/** Seeded demo data (apps/server/src/db/seed/demo.ts): northwind runs the event; ana is in Long lunches. */
const COMPANY = 'northwind';
const GROUP = 'Long lunches';

test("an organiser starts a gathering from the event's tab, cancels it with a word to the people going, and deletes one nobody answered", async ({ browser, request }) => {
  const organiser = await signedInContext(browser, request, 'organiser@mingle.demo');
  const headers = { ...bearer(organiser.session), 'x-company-id': organiser.session.membership!.companyId };
  const event = (await (await request.get(`/api/v1/company/events/${SLUG}`, { headers })).json()) as { id: string; startDate: string };
  const page = await organiser.context.newPage();
  const title = `Harbour picnic ${unique()}`;

  // From the event's Gatherings tab, choosing the group.
  await page.goto(`/${COMPANY}/events/${event.id}?tab=gatherings`);
  await page.getByRole('tabpanel', { name: 'Gatherings' }).getByRole('link', { name: 'Create gathering' }).click();
  await expect(page.getByRole('heading', { name: 'Start a gathering', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(GROUP) }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Date', { exact: true }).fill(event.startDate);
  await page.getByLabel('Starts at', { exact: true }).fill('12:30');
  await page.getByLabel('Location', { exact: true }).fill('Pier 4');
  await page.getByRole('button', { name: 'Create gathering' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${COMPANY}/events/${event.id}/groups/[^/]+/gatherings/[^/]+$`));
  // Nobody answered yet: it may still be deleted.
  await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();

  // Ana answers Going; from then on it can only be cancelled.
  const ana = await signedInContext(browser, request, 'ana@mingle.demo');
  const anaPage = await ana.context.newPage();
  await anaPage.goto(page.url().replace(new RegExp(`/${COMPANY}/events/${event.id}/groups/`), `/events/${SLUG}/`));
  await anaPage.getByRole('button', { name: 'Going' }).click();
  await expect(anaPage.getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByText('1 going · 0 interested')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  const since = Date.now();
  await page.getByRole('button', { name: 'Cancel gathering' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${title}?` });
  await expect(dialog).toContainText('The 1 other person going gets an e-mail.');
  await dialog.getByLabel('A word to the people going').fill('The ferry is not running today. Next week!');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel gathering' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('This gathering was cancelled.')).toBeVisible();
  await expect(page.getByText('The ferry is not running today. Next week!')).toBeVisible();

  // Ana's screen says so at once, with no way to answer; her mail carries the word.
  await expect(anaPage.getByText('This gathering was cancelled.')).toBeVisible();
  await expect(anaPage.getByRole('button', { name: 'Going' })).toHaveCount(0);
  expect(await textFromMail('ana@mingle.demo', since, /The ferry is not running today\. Next week!/)).toBeTruthy();
  await anaPage.goto(`/events/${SLUG}/gatherings`);
  await expect(anaPage.getByRole('article', { name: title })).toContainText('Cancelled');

  // Another one nobody answers is deleted outright, after a confirmation naming it.
  const spare = `Spare table ${unique()}`;
  await page.goto(`/${COMPANY}/events/${event.id}/gatherings/create`);
  await page.getByRole('radio', { name: new RegExp(GROUP) }).click();
  await page.getByLabel('Title', { exact: true }).fill(spare);
  await page.getByLabel('Date', { exact: true }).fill(event.startDate);
  await page.getByLabel('Starts at', { exact: true }).fill('15:00');
  await page.getByLabel('Location', { exact: true }).fill('Lobby');
  await page.getByRole('button', { name: 'Create gathering' }).click();
  await expect(page.getByRole('heading', { name: spare, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${spare}?` });
  await confirm.getByRole('button', { name: 'Delete gathering' }).click();
  await expect(page).toHaveURL(/\?tab=gatherings$/);
  await expect(page.getByRole('heading', { name: GROUP, level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: spare })).toHaveCount(0);
  await expect(page.getByRole('article', { name: title })).toContainText('Cancelled');

  await ana.context.close();
  await organiser.context.close();
});
