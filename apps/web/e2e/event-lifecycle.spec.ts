import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newAttendee } from './support/attendees';
import { MAIL_HTTP, textFromMail } from './support/mail';
import { bearer, contextWith, signedInContext, type Session } from './support/session';
import { unique } from './support/unique';
import { shots } from './support/shots';

/** An event's life (decision 032): draft, publish, close registration, cancel with mail. */
const mailsTo = async (to: string) => (await (await fetch(`${MAIL_HTTP}/mails?to=${encodeURIComponent(to)}`)).json()) as { text: string; at: number }[];

async function organiserWithEvent(browser: Parameters<typeof signedInContext>[0], request: APIRequestContext, name: string) {
  const organiser = await signedInContext(browser, request, 'organiser@mingle.demo');
  const company = { ...bearer(organiser.session), 'x-company-id': organiser.session.membership!.companyId };
  const res = await request.post('/api/v1/company/events', {
    headers: company,
    data: { name, startDate: '2099-05-01', endDate: '2099-05-02', location: 'Harbour Hall', organizerUsername: 'organiser', timeZone: 'Europe/Lisbon' },
  });
  expect(res.status()).toBe(201);
  const event = (await res.json()) as { id: string; slug: string };
  return { organiser, company, event, consoleUrl: `/${organiser.session.membership!.slug}/events/${event.id}` };
}

test('a duplicate is a draft nobody else sees until published; closed registration takes no one new', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const id = unique();
  const { organiser, company, consoleUrl } = await organiserWithEvent(browser, request, `Harbour Days ${id}`);
  const page = await organiser.context.newPage();
  await page.goto(consoleUrl);

  // Duplicate asks for the copy's name and days first.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const dialog = page.getByRole('dialog', { name: `Duplicate Harbour Days ${id}` });
  await expect(dialog.getByLabel('Name of the copy')).toHaveValue(`Harbour Days ${id} (copy)`);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'duplicate-dialog');
  await dialog.getByLabel('Name of the copy').fill(`Harbour Nights ${id}`);
  await dialog.getByLabel('Start date').fill('2099-09-01');
  await dialog.getByLabel('End date').fill('2099-09-03');
  await dialog.getByRole('button', { name: 'Create draft copy' }).click();
  await expect(page.getByRole('heading', { name: `Harbour Nights ${id}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText('This event is a draft. Only your team sees it')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'draft-overview');
  const copyId = /\/events\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const copy = (await (await request.get(`/api/v1/company/events/${copyId}`, { headers: company })).json()) as { slug: string; startDate: string };
  expect(copy.startDate).toBe('2099-09-01');

  // A stranger cannot tell the draft exists.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/events/${copy.slug}/join`);
  await expect(strangerPage.getByRole('heading', { name: "We couldn't find this event" })).toBeVisible();

  // Published, the invitation opens.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. The join page is open')).toBeVisible();
  await expect(page.getByText('This event is a draft.')).toBeHidden();
  await strangerPage.goto(`/events/${copy.slug}/join`);
  await expect(strangerPage.getByRole('link', { name: 'Sign up to join' })).toBeVisible();
  await expect(strangerPage.getByText('Hosted by Northwind Gatherings')).toBeVisible();

  // Closed: the page says so and offers no sign-up; the server refuses a new person too.
  await page.getByRole('button', { name: 'Close registration' }).click();
  await expect(page.getByText('Registration closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen registration' })).toBeVisible();
  await strangerPage.goto(`/events/${copy.slug}/join`);
  await expect(strangerPage.getByText('Registration is closed')).toBeVisible();
  await expect(strangerPage.getByRole('link', { name: 'Sign up to join' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(strangerPage);
  await shots(strangerPage, 'join-closed');
  // Someone signed in who has not joined: refused with the reason.
  const late = await request.post(`/api/v1/events/${copy.slug}/join`, { headers: bearer(organiser.session) });
  expect([late.status(), ((await late.json()) as { message: string }).message]).toEqual([409, 'Registration for this event is closed.']);
  await stranger.close();
  await page.goto(`/${organiser.session.membership!.slug}/events`);
  await expect(page.getByTestId('company-events')).toContainText(`Harbour Nights ${id}`);
  await shots(page, 'event-list');
  await organiser.context.close();
});

test('cancelling tells each attendee once, by mail and in the app, and the join page says so', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const id = unique();
  const name = `Rooftop Jazz ${id}`;
  const { organiser, event, consoleUrl } = await organiserWithEvent(browser, request, name);
  const person = (who: string) => newAttendee(request, { slug: event.slug, email: `${who}-${id}@example.com`, username: `${who}_${id}`, firstName: who, lastName: `Test${id}`, interests: ['jazz'] });
  const [amara, bruno] = await Promise.all([person('amara'), person('bruno')]);

  const page = await organiser.context.newPage();
  await page.goto(consoleUrl);
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${name}?` });
  await expect(dialog).toContainText('The 2 people who joined will get one mail');
  await dialog.getByLabel('Message to attendees (optional)').fill(`Storm warning ${id}. See you next summer!`);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'cancel-dialog');
  const since = Date.now() - 1000;
  await dialog.getByRole('button', { name: 'Cancel event' }).click();
  await expect(page.getByText('This event was cancelled.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await shots(page, 'cancelled-overview');

  for (const who of [amara, bruno]) {
    expect(await textFromMail(who.email, since, /They wrote:\s+(.+)/)).toBe(`Storm warning ${id}. See you next summer!`);
  }
  // Exactly one each, even after a second press (the move already happened).
  await page.reload();
  expect((await mailsTo(amara.email)).filter((m) => m.at >= since && m.text.includes('is cancelled'))).toHaveLength(1);

  // The attendee's event home carries the notice.
  const a = await contextWith(browser, amara.session as Session);
  const home = await a.context.newPage();
  await home.goto(`/events/${event.slug}`);
  await expect(home.getByTestId('event-cancelled')).toContainText(`${name} was cancelled`);
  await expect(home.getByTestId('event-cancelled')).toContainText(`Storm warning ${id}`);
  await expectNoSeriousA11yViolations(home);
  await shots(home, 'attendee-cancelled-home');
  await a.context.close();

  // A stranger finds it cancelled, with nothing to sign up for.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/events/${event.slug}/join`);
  await expect(strangerPage.getByText('This event was cancelled')).toBeVisible();
  await expect(strangerPage.getByRole('link', { name: 'Sign up to join' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(strangerPage);
  await shots(strangerPage, 'join-cancelled');
  await stranger.close();
  await organiser.context.close();
});
