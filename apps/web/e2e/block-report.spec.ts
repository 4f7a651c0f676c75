import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newAttendee } from './support/attendees';
import { textFromMail } from './support/mail';
import { SLUG, bearer, contextWith, signedInContext, type Session } from './support/session';
import { unique } from './support/unique';

/** Block and report (decision 019): two attendees and the organiser, each in their own browser. */
const message = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => (SHOTS ? void (await page.screenshot({ path: `${SHOTS}/${name}.png` })) : undefined);

async function post(request: APIRequestContext, url: string, headers: Record<string, string>, data?: object) {
  const res = await request.post(`/api/v1${url}`, { headers, ...(data ? { data } : {}) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Record<string, unknown> & { id: string };
}

test('a report reaches the organisers, hiding removes the message live, and a block hides two people from each other', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const id = unique();
  const [amara, bruno] = await Promise.all([
    newAttendee(request, { slug: SLUG, email: `amara-${id}@example.com`, username: `amara_${id}`, firstName: 'Amara', lastName: `Okafor${id}`, interests: ['jazz'] }),
    newAttendee(request, { slug: SLUG, email: `bruno-${id}@example.com`, username: `bruno_${id}`, firstName: 'Bruno', lastName: `Silva${id}`, interests: ['jazz'] }),
  ]);
  const bName = `Bruno Silva${id}`;
  const organiser = await signedInContext(browser, request, 'organiser@mingle.demo');
  const company = { ...bearer(organiser.session), 'x-company-id': organiser.session.membership!.companyId };
  const event = (await (await request.get(`/api/v1/public/events/${SLUG}`)).json()) as { id: string };

  // A group both are in, a rude board message by Bruno, and a connection made by a scan (a chat).
  const group = await post(request, `/events/${SLUG}/groups`, company, { name: `Night owls ${id}`, icon: '🦉' });
  for (const who of [amara, bruno]) await post(request, `/events/${SLUG}/attendee/groups/${group.id}/join`, bearer(who.session));
  const rude = `You all have terrible taste ${id}`;
  await post(request, `/events/${SLUG}/attendee/groups/${group.id}/messages`, bearer(bruno.session), { body: rude });
  const codes = (await post(request, `/events/${SLUG}/connections/codes`, bearer(amara.session))) as unknown as { codes: { code: string }[] };
  const scanned = (await post(request, `/events/${SLUG}/connections`, bearer(bruno.session), { initiatorId: amara.session.user.id, code: codes.codes[0]!.code })) as unknown as {
    connection: { connectionId: string };
  };

  const a = await contextWith(browser, amara.session as Session);
  const b = await contextWith(browser, bruno.session as Session);
  const aPage = await a.context.newPage();
  const bPage = await b.context.newPage();
  const orgPage = await organiser.context.newPage();

  // Amara reports Bruno's message from its menu; the dialog says the organisers see it and who reported stays hidden.
  await aPage.goto(`/events/${SLUG}/${group.id}`);
  await expect(aPage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await message(aPage, rude)
    .getByRole('button', { name: `More for ${bName}` })
    .click();
  await expect(aPage.getByRole('button', { name: `Block ${bName}` })).toBeVisible();
  await shot(aPage, 'board-menu');
  await expectNoSeriousA11yViolations(aPage);
  await aPage.getByRole('button', { name: 'Report message' }).click();
  const reportDialog = aPage.getByRole('dialog', { name: 'Report this message?' });
  await expect(reportDialog).toContainText(`${bName} won't know who reported it.`);
  await reportDialog.getByLabel("What's wrong? (optional)").fill('Insulting everyone in the group');
  await shot(aPage, 'report-dialog');
  await expectNoSeriousA11yViolations(aPage);
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(aPage.getByText('Thanks for telling us. The organisers will take a look.')).toBeVisible();
  await expect(reportDialog).toBeHidden();

  // The organiser's "Reports" tab shows it, with the words and the reason, but not who sent it.
  await orgPage.setViewportSize({ width: 1280, height: 800 });
  await orgPage.goto(`/${organiser.session.membership!.slug}/events/${event.id}?tab=reports`);
  const card = orgPage.getByRole('article', { name: `Report about ${bName}` });
  await expect(card).toContainText(rude);
  await expect(card).toContainText('Insulting everyone in the group');
  await expect(card).toContainText('Reported once');
  await expect(card).not.toContainText('Amara');
  // The tab and the console's Events link count what waits.
  await expect(orgPage.getByRole('tab', { name: /^Reports ?1 open report$/ })).toBeVisible();
  await expect(orgPage.getByRole('link', { name: /^Events ?1 open report$/ })).toBeVisible();
  await shot(orgPage, 'moderation-queue');
  await expectNoSeriousA11yViolations(orgPage);
  if (SHOTS) {
    await orgPage.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await shot(orgPage, 'moderation-queue-phone');
    await orgPage.setViewportSize({ width: 1280, height: 800 });
  }

  // Hiding asks first (and may warn him at once); then the message disappears from Amara's open board, live.
  await card.getByRole('button', { name: 'Hide message' }).click();
  const hideDialog = orgPage.getByRole('dialog', { name: 'Hide this message?' });
  await expect(hideDialog).toContainText('It disappears from the board for everyone at once');
  await hideDialog.getByRole('checkbox', { name: `Also warn ${bName} by email` }).check();
  await shot(orgPage, 'hide-dialog');
  await expectNoSeriousA11yViolations(orgPage);
  const warnedSince = Date.now() - 1000;
  await hideDialog.getByRole('button', { name: 'Hide message' }).click();
  const warning = await textFromMail(bruno.email, warnedSince, /An organiser of .+ has warned you about your message/);
  expect(warning).toContain('Summer Makers Meetup');
  await expect(orgPage.getByRole('heading', { name: 'No reports' })).toBeVisible();
  await expect(orgPage.getByRole('tab', { name: 'Reports', exact: true })).toBeVisible();
  await shot(orgPage, 'moderation-empty');
  await expectNoSeriousA11yViolations(orgPage);
  // Handled reports stay, with what was decided and by whom.
  await orgPage.getByRole('button', { name: 'Handled' }).click();
  await expect(orgPage.getByRole('article', { name: `Report about ${bName}` })).toContainText(/Message hidden by organiser/);
  await shot(orgPage, 'moderation-handled');
  await expectNoSeriousA11yViolations(orgPage);
  await orgPage.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(aPage.getByText(rude)).toHaveCount(0);
  await expect(aPage.getByText('Message removed by the organisers')).toBeVisible();

  // Bruno writes again and opens their chat; Amara sees him in the directory and on the board.
  const later = `Anyone for a late jam? ${id}`;
  await post(request, `/events/${SLUG}/attendee/groups/${group.id}/messages`, bearer(bruno.session), { body: later });
  await expect(message(aPage, later)).toBeVisible();
  await bPage.goto(`/events/${SLUG}/connections/${scanned.connection.connectionId}`);
  await expect(bPage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await aPage.goto(`/events/${SLUG}/attendees`);
  await aPage.getByRole('searchbox', { name: 'Search by name' }).fill(`Silva${id}`);
  await expect(aPage.getByRole('button', { name: new RegExp(bName) })).toBeVisible();

  // In their chat, Amara's menu offers to report the chat (Bruno's latest message) or block him.
  await post(request, `/events/${SLUG}/connections/${scanned.connection.connectionId}/messages`, bearer(bruno.session), { body: `Why not answer me? ${id}` });
  await aPage.goto(`/events/${SLUG}/connections/${scanned.connection.connectionId}`);
  await expect(aPage.getByText(`Why not answer me? ${id}`)).toBeVisible();
  await aPage.getByRole('button', { name: `More for ${bName}` }).click();
  await expect(aPage.getByRole('button', { name: 'Report chat' })).toBeVisible();
  await shot(aPage, 'chat-menu');
  await expectNoSeriousA11yViolations(aPage);
  await aPage.keyboard.press('Escape');

  // Amara blocks Bruno from his profile: the dialog says what will happen.
  await aPage.goto(`/events/${SLUG}/connections/${bruno.session.user.id}/profile`);
  await aPage.getByRole('button', { name: `Block ${bName}` }).click();
  const blockDialog = aPage.getByRole('dialog', { name: `Block ${bName}?` });
  await expect(blockDialog).toContainText("They won't see you and you won't see them at this event");
  await shot(aPage, 'block-dialog');
  await expectNoSeriousA11yViolations(aPage);
  await blockDialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(aPage.getByText(`${bName} is blocked.`)).toBeVisible();

  // Bruno's open chat closes at once; he cannot write to Amara any more.
  await expect(bPage.getByText('Connection not found').first()).toBeVisible();
  await expect(bPage.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await shot(bPage, 'chat-closed');
  const again = await request.post(`/api/v1/events/${SLUG}/connections`, { headers: bearer(bruno.session), data: { initiatorId: amara.session.user.id } });
  expect([again.status(), ((await again.json()) as { message: string }).message]).toEqual([403, 'You cannot connect with this person.']);

  // Gone from Amara's directory and board.
  await aPage.goto(`/events/${SLUG}/attendees`);
  await aPage.getByRole('searchbox', { name: 'Search by name' }).fill(`Silva${id}`);
  await expect(aPage.getByRole('heading', { name: 'No one matches yet' })).toBeVisible();
  await expect(aPage.getByRole('button', { name: new RegExp(bName) })).toHaveCount(0);
  await aPage.goto(`/events/${SLUG}/${group.id}`);
  await expect(aPage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(aPage.getByText(later)).toHaveCount(0);

  // Her profile lists whom she blocked, to unblock.
  await aPage.goto(`/events/${SLUG}/profile`);
  const blocked = aPage.getByRole('region', { name: 'Blocked people' });
  await expect(blocked).toContainText(bName);
  await blocked.scrollIntoViewIfNeeded();
  await shot(aPage, 'blocked-people');
  await expectNoSeriousA11yViolations(aPage);
  await blocked.getByRole('button', { name: `Unblock ${bName}` }).click();
  const unblockDialog = aPage.getByRole('dialog', { name: `Unblock ${bName}?` });
  await unblockDialog.getByRole('button', { name: 'Unblock' }).click();
  await expect(blocked).toContainText("You haven't blocked anyone here.");

  for (const c of [a.context, b.context, organiser.context]) await c.close();
});
