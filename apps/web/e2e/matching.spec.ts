import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newAttendee } from './support/attendees';
import { bearer, contextWith, login, signedInContext } from './support/session';
import { unique } from './support/unique';

/** Two tastes of three people each: with a size of 3, each taste is one group. */
const PEOPLE = [
  { name: 'Hana', interests: ['hiking', 'camping', 'kayaking'] },
  { name: 'Hugo', interests: ['hiking', 'camping', 'stargazing'] },
  { name: 'Hedda', interests: ['hiking', 'camping'] },
  { name: 'Jazmin', interests: ['jazz', 'folk', 'piano'] },
  { name: 'Jules', interests: ['jazz', 'folk'] },
  { name: 'Joss', interests: ['jazz', 'folk', 'vinyl-collecting'] },
];

/** A new account that joins the event and writes a profile with these interests. */
const attendee = (request: APIRequestContext, slug: string, id: string, person: (typeof PEOPLE)[number]) =>
  newAttendee(request, {
    slug,
    email: `match-${person.name.toLowerCase()}-${id}@example.com`,
    username: `m_${person.name.toLowerCase()}_${id}`,
    firstName: person.name,
    lastName: 'Match',
    interests: person.interests,
  });

test('an organiser forms groups; each attendee sees the group they were matched to, and a full group offers no Join', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const id = unique();
  const organiser = await login(request, 'organiser@mingle.demo');
  const company = { ...bearer(organiser), 'x-company-id': organiser.membership!.companyId };
  const created = await request.post('/api/v1/company/events', {
    headers: company,
    data: { name: `Matching night ${id}`, startDate: '2099-06-10', endDate: '2099-06-11', location: 'Hall', organizerUsername: 'organiser', timeZone: 'Europe/Lisbon' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const event = (await created.json()) as { id: string; slug: string };
  const people: Awaited<ReturnType<typeof attendee>>[] = [];
  for (const person of PEOPLE) people.push(await attendee(request, event.slug, id, person));

  // The organiser forms groups of 3 in the console: every seat is kept for someone.
  const console = await signedInContext(browser, request, 'organiser@mingle.demo');
  const page = await console.context.newPage();
  await page.goto(`/northwind/events/${event.id}?tab=groups`);
  await page.getByRole('button', { name: 'Form groups automatically' }).click();
  await page.getByLabel('Target group size').fill('3');
  await page.getByRole('button', { name: 'Form groups' }).click();
  await expect(page.getByText('Done: 2 created, 0 reused. 6 seats are kept for matched attendees.')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('link', { name: /Camping & Hiking/ })).toBeVisible();
  await console.context.close();

  // Hana sees her match first, with a reason that is true: nobody is in it yet, and it is about what she likes.
  const hana = await contextWith(browser, people[0]!.session);
  const hanaPage = await hana.context.newPage();
  await hanaPage.goto(`/events/${event.slug}?tab=groups`);
  const matched = hanaPage.getByRole('region', { name: 'Matched for you' });
  await expect(matched.getByRole('link', { name: 'Camping & Hiking' })).toBeVisible();
  await expect(matched.getByText("It's about Camping and Hiking, which you like too")).toBeVisible();
  await expectNoSeriousA11yViolations(hanaPage);
  // Nothing on the card runs off a phone's width.
  await hanaPage.setViewportSize({ width: 390, height: 844 });
  expect(await hanaPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await matched.getByRole('button', { name: 'Join Camping & Hiking' }).click();
  await expect(hanaPage.getByText("You're in Camping & Hiking! Say hello.")).toBeVisible();
  await expect(hanaPage.getByRole('region', { name: 'Matched for you' })).toHaveCount(0);
  await hana.context.close();

  // Jules was matched elsewhere: the hikers' group has no seat for him, so it says Full and offers no Join.
  const jules = await contextWith(browser, people[4]!.session);
  const julesPage = await jules.context.newPage();
  await julesPage.goto(`/events/${event.slug}?tab=groups`);
  await expect(julesPage.getByRole('region', { name: 'Matched for you' }).getByRole('link', { name: 'Folk & Jazz' })).toBeVisible();
  const list = julesPage.getByRole('region', { name: 'Groups' });
  const hikers = list
    .locator('div')
    .filter({ has: julesPage.getByRole('link', { name: /Camping & Hiking/ }) })
    .last();
  await expect(hikers.getByText('Full', { exact: true })).toBeVisible();
  await expect(hikers.getByRole('button', { name: /Join/ })).toHaveCount(0);
  await hikers.getByRole('link', { name: /Camping & Hiking/ }).click();
  await expect(julesPage.getByRole('heading', { name: 'Camping & Hiking', level: 1 })).toBeVisible();
  await expect(julesPage.getByRole('button', { name: /^Join/ })).toHaveCount(0);

  // Offline, accepting his match waits with a word, and goes through when he is back.
  await julesPage.goto(`/events/${event.slug}?tab=groups`);
  const his = julesPage.getByRole('region', { name: 'Matched for you' });
  await expect(his.getByRole('link', { name: 'Folk & Jazz' })).toBeVisible();
  await jules.context.setOffline(true);
  await his.getByRole('button', { name: 'Join Folk & Jazz' }).click();
  await expect(his.getByRole('status').filter({ hasText: "You're offline; we'll send it when you're back" })).toBeVisible();
  await expect(his.getByRole('button', { name: 'Join Folk & Jazz' })).toBeDisabled();
  await jules.context.setOffline(false);
  await expect(julesPage.getByText("You're in Folk & Jazz! Say hello.")).toBeVisible();
  await jules.context.close();
});
