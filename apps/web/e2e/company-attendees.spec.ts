import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newAttendee } from './support/attendees';
import { SLUG, bearer, contextWith, login, type Session } from './support/session';
import { unique } from './support/unique';
import { shots } from './support/shots';

/** Seeded demo data (apps/server/src/db/seed/demo.ts): the northwind company runs the demo event, 40 expected. */
const COMPANY = 'northwind';
const ORGANISER = 'organiser@mingle.demo';
const FORMULA = '=HYPERLINK("http://evil.example","Hi")';
const CSV_HEADER = 'First name,Last name,Username,Email (if shared),Joined (UTC),Profile done,Groups joined,Connections,Checked in (UTC)';

/**
 * A new account that joins the demo event with a profile whose first name looks like a spreadsheet
 * formula, and shares its e-mail address with the organisers.
 */
async function formulaAttendee(request: APIRequestContext, id: string) {
  const username = `csv_${id}`;
  const email = `csv-${id}@example.com`;
  const { session } = await newAttendee(request, { slug: SLUG, email, username, firstName: FORMULA, lastName: `Sheet${id}`, interests: ['jazz'] });
  expect((await request.put(`/api/v1/events/${SLUG}/email-sharing`, { headers: bearer(session), data: { shared: true } })).ok()).toBe(true);
  return { username, email, lastName: `Sheet${id}` };
}

test('the demo organiser lists the attendees, searches them and downloads a safe CSV', async ({ page, request }) => {
  test.setTimeout(90_000);
  const id = unique();
  const person = await formulaAttendee(request, id);

  // Signed in through the API: the journey here is the attendee list, not the login form.
  const session: Session = await login(request, ORGANISER);
  await page.addInitScript(
    (value) => {
      if (!localStorage.getItem('USER_TOKEN_KEY')) localStorage.setItem('USER_TOKEN_KEY', value);
    },
    JSON.stringify({ ...session, authenticated: true }),
  );
  const company = { ...bearer(session), 'x-company-id': session.membership!.companyId };
  const event = (await (await request.get(`/api/v1/company/events/${SLUG}`, { headers: company })).json()) as { id: string };

  // The expected figure on the event's page opens the list.
  await page.goto(`/${COMPANY}/events/${event.id}`);
  const figure = page.getByRole('link', { name: /^\d+ of 40 expected$/ });
  await expect(figure).toBeVisible();
  await figure.click();
  // The list is a tab of the event.
  await expect(page).toHaveURL(new RegExp(`/${COMPANY}/events/${event.id}\\?tab=attendees$`));
  await expect(page.getByRole('tab', { name: 'Attendees', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Attendees', exact: true })).toBeVisible();
  const results = page.getByRole('region', { name: 'Attendees' });
  // At least the 14 seeded people and the one made above (other journeys may add more).
  await expect(results.getByRole('listitem').nth(14)).toBeVisible();
  await expect(page.getByTestId('attendees-summary')).toContainText(/of 40 expected have joined/);
  await expectNoSeriousA11yViolations(page);

  // Search (debounced into the address): the new attendee, name as written, profile done.
  await page.getByRole('searchbox', { name: 'Search attendees' }).fill(person.lastName.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`\\?tab=attendees&q=${person.lastName.toUpperCase()}$`));
  await expect(results.getByRole('listitem')).toHaveCount(1);
  const row = results.getByRole('listitem').first();
  await expect(row.getByRole('heading', { name: `${FORMULA} ${person.lastName}` })).toBeVisible();
  await expect(row).toContainText(`@${person.username}`);
  await expect(row).toContainText(person.email);
  await expect(row).toContainText('Profile done');
  await expect(page.getByText("That's everyone who joined.")).toBeVisible();

  // The CSV: the whole list with the search applied, formulas neutralised, named after the event.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${SLUG}-attendees.csv`);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines.slice(1, -1)).toHaveLength(1);
  expect(lines[1]).toMatch(
    new RegExp(`^"'=HYPERLINK\\(""http://evil\\.example"",""Hi""\\)",${person.lastName},${person.username},${person.email},\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,yes,0,0,$`),
  );

  // Nobody matches: say so, and offer the way back to everyone.
  await page.getByRole('searchbox', { name: 'Search attendees' }).fill(`nobody-${id}`);
  await expect(page.getByRole('heading', { name: 'No attendee matches' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Show all attendees' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?tab=attendees$`));
  await expect(page.getByRole('searchbox', { name: 'Search attendees' })).toHaveValue('');
  await expect(results.getByRole('listitem').nth(14)).toBeVisible();

  // Back to the overview; the list's old address still leads to the tab.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page).toHaveURL(new RegExp(`/${COMPANY}/events/${event.id}$`));
  await page.goto(`/${COMPANY}/events/${event.id}/attendees?q=nobody`);
  await expect(page).toHaveURL(new RegExp(`/${COMPANY}/events/${event.id}\\?tab=attendees&q=nobody$`));
  await expect(page.getByRole('heading', { name: 'No attendee matches' })).toBeVisible();
});

test('an attendee shares their e-mail address with the organisers from privacy settings, and takes it back', async ({ browser, request }) => {
  const id = unique();
  const email = `share-${id}@example.com`;
  const { session } = await newAttendee(request, { slug: SLUG, email, username: `share_${id}`, firstName: 'Shari', lastName: `Share${id}`, interests: ['jazz'] });
  const organiser = await login(request, ORGANISER);
  const company = { ...bearer(organiser), 'x-company-id': organiser.membership!.companyId };
  const seenByOrganisers = async () => {
    const res = await request.get(`/api/v1/company/events/${SLUG}/attendees?q=Share${id}`, { headers: company });
    return ((await res.json()) as { items: { email: string | null }[] }).items[0]?.email;
  };

  const { context } = await contextWith(browser, session);
  const page = await context.newPage();
  await page.goto(`/events/${SLUG}/profile/privacy`);
  const choice = page.getByRole('checkbox', { name: /Share my e-mail address with the organisers/ });
  await expect(choice).not.toBeChecked();
  expect(await seenByOrganisers()).toBeNull();
  await expectNoSeriousA11yViolations(page);

  await choice.click();
  await expect(page.getByText('The organisers can now see your e-mail address.')).toBeVisible();
  expect(await seenByOrganisers()).toBe(email);
  await page.reload();
  await expect(choice).toBeChecked();

  await choice.click();
  await expect(page.getByText('The organisers no longer see your e-mail address.')).toBeVisible();
  expect(await seenByOrganisers()).toBeNull();
  await context.close();
});

test("an organiser opens an attendee's page from the list and removes them for good", async ({ browser, request }) => {
  const id = unique();
  const lastName = `Gone${id}`;
  const { session } = await newAttendee(request, { slug: SLUG, email: `gone-${id}@example.com`, username: `gone_${id}`, firstName: 'Gil', lastName, interests: ['jazz'] });
  const organiser = await login(request, ORGANISER);
  const company = { ...bearer(organiser), 'x-company-id': organiser.membership!.companyId };
  const event = (await (await request.get(`/api/v1/company/events/${SLUG}`, { headers: company })).json()) as { id: string };
  const { context } = await contextWith(browser, organiser);
  const page = await context.newPage();

  await page.goto(`/${COMPANY}/events/${event.id}?tab=attendees&q=${lastName}`);
  await page.getByRole('link', { name: `Gil ${lastName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Gil ${lastName}` })).toBeVisible();
  await expect(page.getByText('Not shared with the organisers')).toBeVisible();
  await expect(page.getByText('Not in any group yet.')).toBeVisible();
  await expect(page.getByText('0 open · 0 handled')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'attendee-page');

  await page.getByRole('button', { name: 'Remove from event' }).click();
  const dialog = page.getByRole('dialog', { name: `Remove Gil ${lastName} from Summer Makers Meetup?` });
  await expect(dialog.getByRole('checkbox', { name: /Don't let them join again/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`Gil ${lastName} was removed and cannot join again.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${COMPANY}/events/${event.id}\\?tab=attendees$`));
  await page.getByRole('searchbox', { name: 'Search attendees' }).fill(lastName);
  await expect(page.getByRole('heading', { name: 'No attendee matches' })).toBeVisible();
  // The join link refuses them from now on.
  expect((await request.post(`/api/v1/events/${SLUG}/join`, { headers: bearer(session) })).status()).toBe(403);
  await context.close();
});
