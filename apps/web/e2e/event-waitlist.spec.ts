import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { NEW_PASSWORD, newAttendee } from './support/attendees';
import { codeFromMail, textFromMail } from './support/mail';
import { bearer, contextWith, signedInContext, type Session } from './support/session';
import { shots } from './support/shots';
import { unique } from './support/unique';

/** Places at the event (decision 037): two places, a line, a freed place offered by mail and confirmed, an organiser's override. */

/** A new verified account, signed in through the API (not joined anywhere). */
async function newAccount(request: APIRequestContext, username: string): Promise<{ email: string; session: Session }> {
  const email = `${username}@example.com`;
  const since = Date.now();
  expect((await request.post('/api/v1/auth/register', { data: { email, username, password: NEW_PASSWORD } })).ok()).toBe(true);
  const verified = await request.post('/api/v1/auth/verify', { data: { email, code: await codeFromMail(email, since - 1000) } });
  expect(verified.ok()).toBe(true);
  return { email, session: (await verified.json()) as Session };
}

test('a full event lines people up, offers a freed place by mail, and the organisers admit out of order', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const id = unique();
  const organiser = await signedInContext(browser, request, 'organiser@mingle.demo');
  const company = { ...bearer(organiser.session), 'x-company-id': organiser.session.membership!.companyId };
  const created = await request.post('/api/v1/company/events', {
    headers: company,
    data: { name: `Supper Club ${id}`, startDate: '2099-05-01', endDate: '2099-05-01', location: 'Harbour Hall', organizerUsername: 'organiser', timeZone: 'Europe/Lisbon' },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: string; slug: string; name: string };
  const consoleUrl = `/${organiser.session.membership!.slug}/events/${event.id}`;

  // The organiser limits the places on the edit form; a bad number is named at the field.
  const desk = await organiser.context.newPage();
  await desk.goto(`${consoleUrl}/edit`);
  const places = desk.getByLabel('Places', { exact: true });
  await places.fill('0');
  await desk.getByRole('button', { name: 'Save changes' }).click();
  await expect(desk.getByText('This value is not allowed')).toBeVisible();
  await places.fill('2');
  await desk.getByLabel('Hours to confirm an offered place').fill('12');
  await places.scrollIntoViewIfNeeded();
  await shots(desk, 'waitlist-event-form');
  await desk.getByRole('button', { name: 'Save changes' }).click();
  await expect(desk.getByRole('heading', { name: event.name, level: 1 })).toBeVisible();
  const saved = (await (await request.get(`/api/v1/company/events/${event.id}`, { headers: company })).json()) as { capacity: number; waitlistOfferHours: number };
  expect(saved).toMatchObject({ capacity: 2, waitlistOfferHours: 12 });

  // Two people take the two places.
  const ana = await newAttendee(request, { slug: event.slug, email: `wana${id}@example.com`, username: `wana${id}`, firstName: 'Ana', lastName: 'Waits', interests: ['hiking'] });
  await newAttendee(request, { slug: event.slug, email: `wbo${id}@example.com`, username: `wbo${id}`, firstName: 'Bo', lastName: 'Waits', interests: ['hiking'] });

  // The third sees the waitlist, joins it and learns their number.
  const cleo = await newAccount(request, `wcleo${id}`);
  const cleoBrowser = await contextWith(browser, cleo.session);
  const cleoPage = await cleoBrowser.context.newPage();
  await cleoPage.goto(`/events/${event.slug}/join`);
  await expect(cleoPage.getByText("Every place is taken. Join the line and we'll e-mail you if one opens up.")).toBeVisible();
  await shots(cleoPage, 'waitlist-join-full');
  await cleoPage.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(cleoPage.getByTestId('place-waitlisted')).toContainText("You're number 1 in line");
  await expectNoSeriousA11yViolations(cleoPage);
  await shots(cleoPage, 'waitlist-in-line');

  // Two more wait behind her.
  const dev = await newAccount(request, `wdev${id}`);
  const eve = await newAccount(request, `weve${id}`);
  for (const [who, position] of [
    [dev, 2],
    [eve, 3],
  ] as const) {
    const joined = await request.post(`/api/v1/events/${event.slug}/join`, { headers: bearer(who.session) });
    expect(await joined.json()).toMatchObject({ status: 'waitlisted', position });
  }

  // Ana leaves the event (her profile and attendance deleted, asked first).
  const anaBrowser = await contextWith(browser, ana.session);
  const anaPage = await anaBrowser.context.newPage();
  await anaPage.goto(`/events/${event.slug}/profile`);
  const since = Date.now() - 1000;
  await anaPage.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Delete my profile for this event' }).click();
  await anaPage
    .getByRole('dialog', { name: `Delete your profile for ${event.name}?` })
    .getByRole('button', { name: 'Delete my profile' })
    .click();
  await expect(anaPage).toHaveURL(/\/events\/me$/);

  // Cleo, first in line, is mailed; the link shows her the held place and its deadline.
  const link = await textFromMail(cleo.email, since, /http:\/\/\S+\/events\/\S+\/join/);
  await cleoPage.goto(new URL(link).pathname);
  const offer = cleoPage.getByTestId('place-offered');
  await expect(offer).toContainText('A place is yours if you want it');
  await expect(offer).toContainText('Lisbon time');
  await expectNoSeriousA11yViolations(cleoPage);
  await shots(cleoPage, 'waitlist-offer');
  await cleoPage.getByRole('button', { name: 'Confirm my place' }).click();
  await expect(cleoPage).toHaveURL(new RegExp(`/events/${event.slug}/profile/setup`));

  // The organisers see the line, admit Eve before Dev (beyond the places), and take Dev off, asked first.
  await desk.goto(`${consoleUrl}?tab=waitlist`);
  const rows = desk.getByTestId('waitlist-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`wdev${id}`);
  await expect(rows.first()).toContainText('No. 1 in line');
  await expect(desk.getByTestId('waitlist-summary')).toContainText('2 of 2 places taken.');
  await expectNoSeriousA11yViolations(desk);
  await shots(desk, 'waitlist-console');
  await desk.getByRole('button', { name: `Admit weve${id}` }).click();
  await expect(desk.getByText(`weve${id} is in.`)).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(desk.getByTestId('waitlist-summary')).toContainText('3 of 2 places taken.');
  await desk.getByRole('button', { name: `Remove wdev${id} from the waitlist` }).click();
  const dialog = desk.getByRole('dialog', { name: `Remove wdev${id} from the waitlist?` });
  await expect(dialog).toContainText('They lose their place in line.');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(desk.getByRole('heading', { name: 'Nobody is waiting' })).toBeVisible();
  const eveNow = await request.get(`/api/v1/events/${event.slug}/waitlist`, { headers: bearer(eve.session) });
  expect(await eveNow.json()).toMatchObject({ status: 'joined' });

  for (const c of [organiser.context, cleoBrowser.context, anaBrowser.context]) await c.close();
});
