import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newAttendee } from './support/attendees';
import { MAIL_HTTP, textFromMail } from './support/mail';
import { SLUG, bearer, contextWith, signedInContext, type Session } from './support/session';
import { unique } from './support/unique';

/** Organiser announcements (decision 022): the console, the pinned card live, the mail, the mute switch. */
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => (SHOTS ? void (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })) : undefined);
const pad = (n: number) => String(n).padStart(2, '0');
const mailsTo = async (to: string) => ((await (await fetch(`${MAIL_HTTP}/mails?to=${encodeURIComponent(to)}`)).json()) as { text: string }[]).map((m) => m.text);

test('an organiser announces now and on a schedule; attendees see it live and by mail, unless they muted mail', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const id = unique();
  const person = (name: string) => newAttendee(request, { slug: SLUG, email: `${name}-${id}@example.com`, username: `${name}_${id}`, firstName: name, lastName: `Test${id}`, interests: ['jazz'] });
  const [amara, bruno, cleo] = await Promise.all([person('amara'), person('bruno'), person('cleo')]);
  const organiser = await signedInContext(browser, request, 'organiser@mingle.demo');
  const company = { ...bearer(organiser.session), 'x-company-id': organiser.session.membership!.companyId };
  const event = (await (await request.get(`/api/v1/public/events/${SLUG}`)).json()) as { id: string };

  // Cleo turns announcement mail off on her profile.
  const c = await contextWith(browser, cleo.session as Session);
  const cPage = await c.context.newPage();
  await cPage.goto(`/events/${SLUG}/profile`);
  const mailSwitch = cPage.getByRole('checkbox', { name: 'Also send me announcements by mail' });
  await expect(mailSwitch).toBeChecked();
  await mailSwitch.click();
  await expect(mailSwitch).not.toBeChecked();
  await cPage.getByRole('heading', { name: 'Notifications' }).scrollIntoViewIfNeeded();
  await shot(cPage, 'announcements-notifications-card');
  await expectNoSeriousA11yViolations(cPage);
  await cPage.reload();
  await expect(cPage.getByRole('checkbox', { name: 'Also send me announcements by mail' })).not.toBeChecked();
  await c.context.close();

  // Amara has the event home open; Bruno has no app open.
  const a = await contextWith(browser, amara.session as Session);
  const aPage = await a.context.newPage();
  await aPage.goto(`/events/${SLUG}`);
  await expect(aPage.getByRole('heading', { level: 1 })).toBeVisible();

  // The organiser's tab: empty state, then a form whose past time is refused on its field.
  const orgPage = await organiser.context.newPage();
  await orgPage.goto(`/${organiser.session.membership!.slug}/events/${event.id}?tab=announcements`);
  await expect(orgPage.getByRole('heading', { name: 'Announcements', level: 2 })).toBeVisible();
  await orgPage.getByRole('button', { name: 'New announcement' }).click();
  const form = orgPage.getByRole('form', { name: 'New announcement' });
  const title = `Lunch moved ${id}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('Lunch is at one today, in the garden.');
  await form.getByRole('radio', { name: 'Schedule' }).check();
  const yesterday = new Date(Date.now() - 86_400_000);
  await form.getByLabel('Date').fill(`${yesterday.getFullYear()}-${pad(yesterday.getMonth() + 1)}-${pad(yesterday.getDate())}`);
  await form.getByLabel('Time').fill('12:00');
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(form.getByRole('alert')).toHaveText('This time has already passed. Choose a later time, or send now.');
  await shot(orgPage, 'announcements-form-error');
  await expectNoSeriousA11yViolations(orgPage);

  // Sent now: the pinned card appears on Amara's open event home without a reload; Bruno gets the mail.
  const since = Date.now();
  await form.getByRole('radio', { name: 'Send now' }).check();
  await form.getByRole('button', { name: 'Send now' }).click();
  // Sending asks first, naming how many it reaches (decision 035).
  const confirm = orgPage.getByRole('dialog', { name: /^Send to \d+ (person|people) now\?$/ });
  await confirm.getByRole('button', { name: /^Send to \d+ (person|people)$/ }).click();
  await expect(orgPage.getByText('Announcement sent')).toBeVisible();
  const card = aPage.getByRole('article', { name: title });
  await expect(card).toContainText('Lunch is at one today, in the garden.');
  await expect(await textFromMail(bruno.email, since, new RegExp(`Lunch is at one today, in the garden\\.[\\s\\S]*profile#notifications`))).toBeTruthy();
  await shot(aPage, 'announcements-pinned-card');
  await expectNoSeriousA11yViolations(aPage);

  // Scheduled a few seconds ahead (through the API: the form's clock has minutes): the job delivers it on time.
  const later = `Party on the roof ${id}`;
  const scheduled = await request.post(`/api/v1/company/events/${event.id}/announcements`, {
    headers: company,
    data: { title: later, body: 'Music from nine.', audience: 'event', sendAt: new Date(Date.now() + 5_000).toISOString() },
  });
  expect(await scheduled.json()).toMatchObject({ status: 'scheduled' });
  const since2 = Date.now();
  await expect(aPage.getByRole('article', { name: later })).toBeVisible({ timeout: 30_000 });
  await textFromMail(bruno.email, since2, /(Music from nine\.)/);
  expect((await mailsTo(cleo.email)).filter((m) => m.includes(id) && m.includes('Lunch'))).toEqual([]);
  expect((await mailsTo(cleo.email)).filter((m) => m.includes(later))).toEqual([]);

  // The list shows both as sent; deleting one (confirmed) removes it from Amara's screen live.
  await orgPage.reload();
  await expect(orgPage.getByRole('article', { name: later })).toContainText('Sent');
  await shot(orgPage, 'announcements-list');
  await expectNoSeriousA11yViolations(orgPage);
  await orgPage.getByRole('article', { name: title }).getByRole('button', { name: 'Delete' }).click();
  const dialog = orgPage.getByRole('dialog', { name: 'Delete this announcement?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(orgPage.getByText('Announcement deleted')).toBeVisible();
  await expect(card).toBeHidden();

  // Amara closes the other; it stays closed.
  await aPage.getByRole('button', { name: `Close “${later}”` }).click();
  await expect(aPage.getByRole('article', { name: later })).toBeHidden();
  await aPage.reload();
  await expect(aPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(aPage.getByRole('article', { name: later })).toBeHidden();

  // A group's announcement: pinned on the group's page for its members, never shown to others.
  const group = (await (await request.post(`/api/v1/events/${SLUG}/groups`, { headers: company, data: { name: `Night owls ${id}`, icon: '🦉' } })).json()) as { id: string };
  expect((await request.post(`/api/v1/events/${SLUG}/attendee/groups/${group.id}/join`, { headers: bearer(amara.session) })).ok()).toBe(true);
  const owls = `Owls meet at ten ${id}`;
  const sent = await request.post(`/api/v1/company/events/${event.id}/announcements`, { headers: company, data: { title: owls, body: 'By the fountain.', audience: group.id } });
  expect(await sent.json()).toMatchObject({ status: 'sent', groupName: `Night owls ${id}` });
  await aPage.goto(`/events/${SLUG}/${group.id}`);
  await expect(aPage.getByRole('article', { name: owls })).toContainText(`From the organisers to 🦉 Night owls ${id}`);
  await shot(aPage, 'announcements-group-page');
  await expectNoSeriousA11yViolations(aPage);
  const brunos = (await (await request.get(`/api/v1/events/${SLUG}/announcements`, { headers: bearer(bruno.session) })).json()) as { items: { title: string }[] };
  expect(brunos.items.map((x) => x.title)).not.toContain(owls);

  // Leave the demo event as found: later journeys (first-paint) measure its home without cards.
  const list = (await (await request.get(`/api/v1/company/events/${event.id}/announcements?pageSize=100`, { headers: company })).json()) as { items: { id: string; title: string }[] };
  for (const mine of list.items.filter((x) => x.title.includes(id))) {
    expect((await request.delete(`/api/v1/company/events/${event.id}/announcements/${mine.id}`, { headers: company })).ok()).toBe(true);
  }
});
