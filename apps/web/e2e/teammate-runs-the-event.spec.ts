import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newAttendee } from './support/attendees';
import { codeFromMail, textFromMail } from './support/mail';
import { bearer, contextWith, type Session } from './support/session';
import { shots } from './support/shots';
import { unique } from './support/unique';

/**
 * A new company's second team member (an organiser, not the owner) runs an event from end to end:
 * its hours and zone, its life (duplicate, publish, close), its people, its gatherings, its
 * messages and its reports. Every screen is checked with axe; E2E_SHOTS_DIR keeps both sizes.
 */
const PASSWORD = 'Sunshine1!';

async function account(request: APIRequestContext, email: string, username: string): Promise<Session> {
  const since = Date.now() - 1000;
  expect((await request.post('/api/v1/auth/register', { data: { email, username, password: PASSWORD } })).ok()).toBe(true);
  return (await (await request.post('/api/v1/auth/verify', { data: { email, code: await codeFromMail(email, since) } })).json()) as Session;
}

/** A new owner, their company and an event with hours; a teammate invited as organiser who accepted. */
async function companyWithTeammate(request: APIRequestContext, id: string) {
  const owner = await account(request, `boss-${id}@example.com`, `boss_${id}`);
  const made = await request.post('/api/v1/companies', { headers: bearer(owner), data: { slug: `crew-${id}`, name: `Crew ${id}`, contactInformation: `boss-${id}@example.com` } });
  const { membership } = (await made.json()) as { membership: NonNullable<Session['membership']> };
  const asOwner = { ...bearer(owner), 'x-company-id': membership.companyId };
  const created = await request.post('/api/v1/company/events', {
    headers: asOwner,
    data: {
      name: `Dock Nights ${id}`,
      startDate: '2099-07-01',
      endDate: '2099-07-02',
      startTime: '18:00',
      endTime: '23:30',
      location: 'Dock 9',
      organizerUsername: `boss_${id}`,
      timeZone: 'Europe/Lisbon',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: string; slug: string };
  const group = await request.post(`/api/v1/events/${event.slug}/groups`, { headers: asOwner, data: { name: `Deck ${id}`, icon: '⚓', description: 'On the deck.' } });
  expect(group.ok(), await group.text()).toBe(true);

  const mateEmail = `deckhand-${id}@example.com`;
  const since = Date.now() - 1000;
  expect((await request.post(`/api/v1/companies/${membership.slug}/invitations`, { headers: asOwner, data: { email: mateEmail, role: 'organiser' } })).ok()).toBe(true);
  const token = await textFromMail(mateEmail, since, /\/auth\/invitation\?token=([\w-]+)/);
  const mate = await account(request, mateEmail, `deckhand_${id}`);
  const accepted = await request.post(`/api/v1/invitations/${token}/accept`, { headers: bearer(mate) });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const { membership: mateMembership } = (await accepted.json()) as { membership: NonNullable<Session['membership']> };
  return { slug: membership.slug, event, mate: { ...mate, membership: mateMembership }, mateEmail };
}

test('a teammate, not the owner, runs an event: hours, duplicate and publish, people, gatherings, messages and reports', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const id = unique();
  const { slug, event, mate, mateEmail } = await companyWithTeammate(request, id);
  const person = (who: string) => newAttendee(request, { slug: event.slug, email: `${who}-${id}@example.com`, username: `${who}_${id}`, firstName: who, lastName: `Dock${id}`, interests: ['jazz'] });
  const [nia, omar] = await Promise.all([person('Nia'), person('Omar')]);
  const { context } = await contextWith(browser, mate, { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  const page = await context.newPage();
  const consoleUrl = `/${slug}/events/${event.id}`;

  // Hours on the event's own clock, the zone named.
  await page.goto(consoleUrl);
  await expect(page.getByRole('heading', { name: `Dock Nights ${id}`, level: 1 })).toBeVisible();
  await expect(page.getByText(/18:00.*23:30.*Lisbon/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'mate-event-overview');

  // Life: a duplicate is a draft, published by the teammate, then closed to newcomers.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const duplicate = page.getByRole('dialog', { name: `Duplicate Dock Nights ${id}` });
  await duplicate.getByLabel('Name of the copy').fill(`Dock Mornings ${id}`);
  await duplicate.getByRole('button', { name: 'Create draft copy' }).click();
  await expect(page.getByText('This event is a draft. Only your team sees it')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'mate-draft');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. The join page is open')).toBeVisible();
  await page.getByRole('button', { name: 'Close registration' }).click();
  await expect(page.getByRole('button', { name: 'Reopen registration' })).toBeVisible();
  const copyId = /\/events\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const copy = (await (await request.get(`/api/v1/company/events/${copyId}`, { headers: { ...bearer(mate), 'x-company-id': mate.membership.companyId } })).json()) as { slug: string };
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(`/events/${copy.slug}/join`);
  await expect(stranger.getByText('Registration is closed')).toBeVisible();
  await expect(stranger.getByText(`Hosted by Crew ${id}`)).toBeVisible();
  await stranger.context().close();

  // People: the Attendees tab, a person's page, a message to them alone, and removal.
  await page.goto(`${consoleUrl}?tab=attendees`);
  await expect(page.getByRole('heading', { level: 2, name: 'Attendees', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Omar Dock${id}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'mate-attendees');
  await page.getByRole('link', { name: `Omar Dock${id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Omar Dock${id}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'mate-attendee-page');
  await page.getByRole('button', { name: `Message Omar Dock${id}` }).click();
  const message = page.getByRole('dialog', { name: `Message Omar Dock${id}` });
  await message.getByRole('textbox', { name: 'Subject' }).fill(`Locker ${id}`);
  await message.getByRole('textbox', { name: 'Message', exact: true }).fill('Your locker key is at the gate.');
  const messagedSince = Date.now() - 1000;
  await message.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(`Message sent to Omar Dock${id}`)).toBeVisible();
  expect(await textFromMail(omar.email, messagedSince, /(Your locker key is at the gate\.)/)).toBe('Your locker key is at the gate.');
  await page.getByRole('button', { name: 'Remove from event' }).click();
  const remove = page.getByRole('dialog', { name: `Remove Omar Dock${id} from Dock Nights ${id}?` });
  await expectNoSeriousA11yViolations(page);
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`Omar Dock${id} was removed and cannot join again.`)).toBeVisible();
  expect((await request.post(`/api/v1/events/${event.slug}/join`, { headers: bearer(omar.session) })).status()).toBe(403);

  // Gatherings: started from the event's tab choosing the group, then cancelled with a word.
  await page.goto(`${consoleUrl}?tab=gatherings`);
  await page.getByRole('tabpanel', { name: 'Gatherings' }).getByRole('link', { name: 'Create gathering' }).click();
  await page.getByRole('radio', { name: new RegExp(`Deck ${id}`) }).click();
  await page.getByLabel('Title', { exact: true }).fill(`Knot class ${id}`);
  await page.getByLabel('Date', { exact: true }).fill('2099-07-01');
  await page.getByLabel('Starts at', { exact: true }).fill('19:00');
  await page.getByLabel('Location', { exact: true }).fill('Bow');
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'mate-gathering-create');
  await page.getByRole('button', { name: 'Create gathering' }).click();
  await expect(page.getByRole('heading', { name: `Knot class ${id}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel gathering' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel Knot class ${id}?` });
  await cancel.getByLabel('A word to the people going').fill('The rope did not arrive.');
  await cancel.getByRole('button', { name: 'Cancel gathering' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This gathering was cancelled.' })).toContainText('The rope did not arrive.');
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'mate-gathering-cancelled');

  // Messages: reach and preview before anything leaves, and a test to the teammate alone.
  await page.goto(`${consoleUrl}?tab=announcements`);
  await page.getByRole('button', { name: 'New announcement' }).click();
  const form = page.getByRole('form', { name: 'New announcement' });
  await expect(form.getByText(/^Reaches 1 person in the app/)).toBeVisible();
  await form.getByLabel('Title').fill(`Tide ${id}`);
  await form.getByLabel('Message').fill('High tide at nine: the lower deck closes.');
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('article', { name: `Tide ${id}` })).toBeVisible();
  const testSince = Date.now() - 1000;
  await preview.getByRole('button', { name: 'Send me a test' }).click();
  await expect(page.getByText(`Test sent to ${mateEmail}`)).toBeVisible();
  expect(await textFromMail(mateEmail, testSince, /(High tide at nine)/)).toBe('High tide at nine');
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'mate-announcement-preview');

  // Reports: one about Nia's profile raises the badges; dismissing it keeps it in the history.
  const other = await person('Pia');
  expect(
    (await request.post(`/api/v1/events/${event.slug}/reports`, { headers: bearer(other.session), data: { kind: 'profile', targetId: nia.session.user.id, reason: 'Spam links' } })).status(),
  ).toBe(201);
  await page.goto(`${consoleUrl}?tab=reports`);
  await expect(page.getByRole('tab', { name: /^Reports ?1 open report$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Events ?1 open report$/ })).toBeVisible();
  const card = page.getByRole('article', { name: `Report about Nia Dock${id}` });
  await expect(card).toContainText('Spam links');
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'mate-reports');
  await card.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('heading', { name: 'No reports' })).toBeVisible();
  await page.getByRole('button', { name: 'Handled' }).click();
  await expect(page.getByRole('article', { name: `Report about Nia Dock${id}` })).toContainText(`Dismissed by deckhand_${id}`);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'mate-reports-handled');

  // The team: seen, not managed.
  await page.goto(`/${slug}/team`);
  await expect(page.getByTestId('team-members')).toContainText(`boss_${id}`);
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'mate-team');
  await context.close();
});
