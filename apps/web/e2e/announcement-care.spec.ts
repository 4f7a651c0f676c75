import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newAttendee } from './support/attendees';
import { textFromMail } from './support/mail';
import { SLUG, bearer, contextWith, signedInContext, type Session } from './support/session';
import { unique } from './support/unique';
import { shots } from './support/shots';

/** Messages that leave with care (decision 035): reach, preview, a test mail, "Send to N people", counts, and one attendee. */

test('an organiser sees the reach and the preview, tests, confirms "Send to N people", sees the counts, and messages one attendee', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const id = unique();
  const amara = await newAttendee(request, { slug: SLUG, email: `amara-${id}@example.com`, username: `amara_${id}`, firstName: 'Amara', lastName: `Care${id}`, interests: ['jazz'] });
  const organiser = await signedInContext(browser, request, 'organiser@mingle.demo');
  const company = { ...bearer(organiser.session), 'x-company-id': organiser.session.membership!.companyId };
  const event = (await (await request.get(`/api/v1/public/events/${SLUG}`)).json()) as { id: string; name: string; timeZone: string };

  // Writing: the reach shows under the audience before anything else.
  const page = await organiser.context.newPage();
  await page.goto(`/${organiser.session.membership!.slug}/events/${event.id}?tab=announcements`);
  await page.getByRole('button', { name: 'New announcement' }).click();
  const form = page.getByRole('form', { name: 'New announcement' });
  const reachLine = form.getByText(/^Reaches \d+ (person|people) in the app, \d+( of them)? by mail$/);
  await expect(reachLine).toBeVisible();
  const [, reach] = /^Reaches (\d+)/.exec((await reachLine.textContent()) ?? '')!;
  const title = `Coffee cart ${id}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('Free coffee by the stage until eleven.');
  await form.getByRole('radio', { name: 'Schedule' }).check();
  await expect(form.getByText(`On the event's clock (${event.timeZone}), 24-hour.`)).toBeVisible();
  await form.getByRole('radio', { name: 'Send now' }).check();

  // The preview: the mail as the server builds it, and the card as attendees see it.
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(`${event.name}: ${title}`)).toBeVisible();
  await expect(preview.getByTestId('mail-preview-text')).toContainText('Free coffee by the stage until eleven.');
  await expect(preview.getByTestId('mail-preview-text')).toContainText('profile#notifications');
  await expect(preview.getByRole('article', { name: title })).toContainText('From the organisers');
  await shots(page, 'announcement-preview');
  await expectNoSeriousA11yViolations(page);

  // A test goes to the organiser alone.
  const since = Date.now();
  await preview.getByRole('button', { name: 'Send me a test' }).click();
  await expect(page.getByText('Test sent to organiser@mingle.demo')).toBeVisible();
  expect(await textFromMail('organiser@mingle.demo', since, new RegExp(`(Free coffee by the stage until eleven\\.)`))).toBeTruthy();

  // Sending asks first, with the number it reaches.
  await form.getByRole('button', { name: 'Send now' }).click();
  const confirm = page.getByRole('dialog', { name: `Send to ${reach} ${reach === '1' ? 'person' : 'people'} now?` });
  await expect(confirm).toContainText(/by mail too/);
  await shots(page, 'announcement-confirm');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: `Send to ${reach} ${reach === '1' ? 'person' : 'people'}` }).click();
  await expect(page.getByText('Announcement sent')).toBeVisible();

  // The list: whom it reached and how the mail went, once delivery has counted it.
  const item = page.getByRole('article', { name: title });
  await expect(async () => {
    await page.reload();
    await expect(item.getByTestId('announcement-outcome')).toHaveText(new RegExp(`^To everyone · ${reach} reached · [1-9]\\d* mailed`), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(item).toContainText(`(${event.timeZone})`);
  await shots(page, 'announcement-list');
  await expectNoSeriousA11yViolations(page);

  // One attendee: "Message" on their row in the attendee list.
  await page.goto(`/${organiser.session.membership!.slug}/events/${event.id}/attendees?q=Care${id}`);
  await expect(page.getByRole('button', { name: `Message Amara Care${id}` })).toBeVisible();
  await shots(page, 'attendee-list');
  await page.getByRole('button', { name: `Message Amara Care${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message Amara Care${id}` });
  await expect(dialog).toContainText('They cannot reply to this by mail');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(`Your badge ${id}`);
  await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill('It is waiting at the front desk.');
  await shots(page, 'attendee-message-dialog');
  await expectNoSeriousA11yViolations(page);
  const since2 = Date.now();
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(`Message sent to Amara Care${id}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Amara has it in the app, for her alone, and by a mail that says replies are not read.
  const a = await contextWith(browser, amara.session as Session);
  const aPage = await a.context.newPage();
  await aPage.goto(`/events/${SLUG}`);
  const card = aPage.getByRole('article', { name: `Your badge ${id}` });
  await expect(card).toContainText('From the organisers, to you only');
  await expect(card).toContainText('It is waiting at the front desk.');
  await shots(aPage, 'attendee-message-card');
  await expectNoSeriousA11yViolations(aPage);
  const mail = await textFromMail(amara.email, since2, /It is waiting at the front desk\.[\s\S]*replies are not read\./);
  expect(mail).toContain(`through Mingle; replies are not read.`);

  // Leave the demo event as found: later journeys measure its home without cards.
  const list = (await (await request.get(`/api/v1/company/events/${event.id}/announcements?pageSize=100`, { headers: company })).json()) as { items: { id: string; title: string }[] };
  for (const mine of list.items.filter((x) => x.title.includes(id))) {
    expect((await request.delete(`/api/v1/company/events/${event.id}/announcements/${mine.id}`, { headers: company })).ok()).toBe(true);
  }
  await a.context.close();
});
