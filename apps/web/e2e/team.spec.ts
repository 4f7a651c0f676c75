import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { codeFromMail, textFromMail } from './support/mail';
import { contextWith, type Session } from './support/session';
import { fillSignUp } from './support/setup';
import { shots } from './support/shots';
import { unique } from './support/unique';

const PASSWORD = 'Sunshine1!';

/** A new owner with a company and an event, made through the API (setup is the company journey's). */
async function ownerWithEvent(request: APIRequestContext, id: string) {
  const email = `owner-${id}@example.com`;
  const since = Date.now() - 1000;
  expect((await request.post('/api/v1/auth/register', { data: { email, username: `owner_${id}`, password: PASSWORD } })).ok()).toBe(true);
  const verified = (await (await request.post('/api/v1/auth/verify', { data: { email, code: await codeFromMail(email, since) } })).json()) as Session;
  const auth = { authorization: `Bearer ${verified.accessToken}` };
  const made = await request.post('/api/v1/companies', { headers: auth, data: { slug: `team-${id}`, name: `Team Co ${id}`, contactInformation: email } });
  const { membership } = (await made.json()) as { membership: { companyId: string; slug: string } };
  const event = await request.post('/api/v1/company/events', {
    headers: { ...auth, 'x-company-id': membership.companyId },
    data: { name: `Team night ${id}`, startDate: '2099-06-10', endDate: '2099-06-12', location: 'Hall', organizerUsername: `owner_${id}`, timeZone: 'Europe/Lisbon' },
  });
  const { id: eventId } = (await event.json()) as { id: string };
  return { session: { ...verified, membership }, slug: membership.slug, eventId };
}

test('an owner invites a teammate by mail, the teammate signs up, joins and runs an event, and loses the console once removed', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const id = unique();
  const { session, slug, eventId } = await ownerWithEvent(request, id);
  const owner = await (await contextWith(browser, session, { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false })).context.newPage();

  // The owner invites by address and role; the invitation waits in the list.
  const mateEmail = `mate-${id}@example.com`;
  await owner.goto(`/${slug}/team`);
  await expect(owner.getByRole('heading', { name: 'Team', level: 1, exact: true })).toBeVisible();
  await expect(owner.getByText('No pending invitations.')).toBeVisible();
  await owner.getByLabel('Email address').fill(mateEmail);
  await owner.getByLabel('Role', { exact: true }).selectOption('organiser');
  const sentAt = Date.now() - 1000;
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByTestId('team-invitations')).toContainText(mateEmail);
  await expectNoSeriousA11yViolations(owner);
  await shots(owner, 'team-owner');

  // The teammate opens the mail's link, signs up from it and comes back to accept.
  const link = await textFromMail(mateEmail, sentAt, /https?:\/\/\S+\/auth\/invitation\?token=[\w-]+/);
  const mateContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const mate = await mateContext.newPage();
  await mate.goto(new URL(link).pathname + new URL(link).search);
  await expect(mate.getByRole('heading', { name: "You're invited to run events on Mingle" })).toBeVisible();
  await expectNoSeriousA11yViolations(mate);
  await shots(mate, 'invitation-signed-out');
  await mate.getByRole('link', { name: 'Sign up' }).click();
  const codeSince = await fillSignUp(mate, mateEmail, `mate_${id}`);
  await expect(mate).toHaveURL(/\/validate-account\?/);
  await mate.getByLabel('6-digit code').fill(await codeFromMail(mateEmail, codeSince));
  await mate.getByRole('button', { name: 'Verify account' }).click();
  await expect(mate).toHaveURL(/\/auth\/invitation\?token=/);
  await expect(mate.getByText(`You're signed in as ${mateEmail}`)).toBeVisible();
  await shots(mate, 'invitation-signed-in');
  await mate.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(mate).toHaveURL(new RegExp(`/${slug}/events$`));

  // ... and runs the event: a group of their own.
  await mate.goto(`/${slug}/events/${eventId}?tab=groups`);
  await mate.getByRole('link', { name: 'Create group' }).first().click();
  await expect(mate.getByRole('heading', { name: 'Create a group' })).toBeVisible();
  await mate.getByRole('button', { name: 'Icon' }).click();
  await mate.getByRole('searchbox', { name: 'Search emoji' }).fill('dice');
  await mate.getByRole('gridcell', { name: 'game die' }).click();
  await mate.getByLabel('Name').fill(`Mate's games ${id}`);
  await mate.getByRole('button', { name: 'Create group' }).click();
  await expect(mate.getByRole('heading', { name: `Mate's games ${id}`, level: 1 })).toBeVisible();

  // The organiser sees the team, but cannot change it.
  await mate.goto(`/${slug}/team`);
  await expect(mate.getByTestId('team-members')).toContainText(`owner_${id}`);
  await expect(mate.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  await expect(mate.getByRole('button', { name: `Remove owner_${id}` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(mate);
  await shots(mate, 'team-organiser');

  // The owner removes them, after a confirmation naming them.
  await owner.reload();
  await expect(owner.getByTestId('team-members')).toContainText(`mate_${id}`);
  await expect(owner.getByText('No pending invitations.')).toBeVisible();
  await owner.getByRole('button', { name: `Remove mate_${id}` }).click();
  const dialog = owner.getByRole('dialog', { name: `Remove mate_${id} from the team?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(owner);
  await dialog.getByRole('button', { name: 'Remove from team' }).click();
  await expect(owner.getByTestId('team-members')).not.toContainText(`mate_${id}`);

  // The teammate's next step in the console shows why they are out, not the console.
  await mate.getByRole('button', { name: 'Open menu' }).click();
  await mate.getByRole('link', { name: 'Events' }).click();
  await expect(mate.getByTestId('removed-from-team')).toContainText(`no longer on the team of ${slug}`);
  await expect(mate).toHaveURL(/\/setup\?removedFrom=/);
  await expect(mate.getByTestId('console-company-name')).toHaveCount(0);
  expect(await mate.evaluate(() => JSON.parse(localStorage.getItem('USER_TOKEN_KEY') ?? '{}').membership)).toBeUndefined();
  await expectNoSeriousA11yViolations(mate);
  await shots(mate, 'removed');
  await mateContext.close();
});
