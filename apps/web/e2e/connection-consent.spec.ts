import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newAttendee } from './support/attendees';
import { contextWith, qrPath, SLUG } from './support/session';
import { unique } from './support/unique';

test.setTimeout(120_000);

/** A new attendee with a profile (interests: hiking, coffee), and a phone signed in as them. */
async function person(browser: Browser, request: APIRequestContext, firstName: string) {
  const id = unique();
  const { session } = await newAttendee(request, {
    slug: SLUG,
    email: `consent-${firstName.toLowerCase()}-${id}@example.com`,
    username: `c_${firstName.toLowerCase()}_${id}`,
    firstName,
    lastName: 'Consent',
    interests: ['hiking', 'coffee'],
  });
  const { context } = await contextWith(browser, session);
  return { session, page: await context.newPage(), name: `${firstName} Consent` };
}

test('connecting needs a scan or a yes: directory requests are accepted or silently declined, and a used code fails', async ({ browser, request }) => {
  const pia = await person(browser, request, 'Pia');
  const quin = await person(browser, request, 'Quin');
  const rex = await person(browser, request, 'Rex');
  const sol = await person(browser, request, 'Sol');

  // Pia finds Quin in the attendee list and asks to connect: a request, not a connection.
  await pia.page.goto(`/events/${SLUG}/attendees?q=Quin`);
  await pia.page.getByRole('button', { name: /Quin Consent/ }).click();
  const sheet = pia.page.getByRole('dialog');
  await sheet.getByRole('button', { name: 'Ask to connect' }).click();
  await expect(sheet.getByText('Request sent')).toBeVisible();
  await expectNoSeriousA11yViolations(pia.page);

  // Quin sees it on the connections screen and accepts; they can now chat.
  await quin.page.goto(`/events/${SLUG}/connections`);
  const requests = quin.page.getByRole('region', { name: /Requests to connect/ });
  await expect(requests.getByRole('link', { name: 'Pia Consent' })).toBeVisible();
  await expectNoSeriousA11yViolations(quin.page);
  await requests.getByRole('button', { name: 'Accept Pia Consent' }).click();
  await expect(quin.page.getByRole('link', { name: 'Chat with Pia Consent' })).toBeVisible();
  await pia.page.goto(`/events/${SLUG}/connections`);
  await expect(pia.page.getByRole('link', { name: 'Chat with Quin Consent' })).toBeVisible();

  // Rex asks too; Quin declines. Rex is not told: the request still reads as sent.
  await rex.page.goto(`/events/${SLUG}/connections/new/${quin.session.user.id}`);
  await expect(rex.page.getByRole('heading', { level: 1, name: 'Quin Consent' })).toBeVisible();
  await expectNoSeriousA11yViolations(rex.page);
  await rex.page.getByRole('button', { name: 'Ask to connect' }).click();
  await expect(rex.page.getByText('Request sent')).toBeVisible();
  await quin.page.reload();
  await quin.page.getByRole('button', { name: 'Decline Rex Consent' }).click();
  await expect(quin.page.getByRole('region', { name: /Requests to connect/ })).toHaveCount(0);
  await rex.page.goto(`/events/${SLUG}/connections`);
  await expect(rex.page.getByRole('region', { name: 'Waiting for an answer' }).getByRole('link', { name: 'Quin Consent' })).toBeVisible();

  // Sol scans Quin's QR: connected at once. Rex opens the same code after: it has been used.
  const scanned = await qrPath(request, quin.session);
  await sol.page.goto(scanned);
  await expect(sol.page.getByText("You're connected!")).toBeVisible();
  await rex.page.goto(scanned);
  await expect(rex.page.getByText('This code has already been used. Ask them to show their code again.')).toBeVisible();
  await rex.page.getByRole('button', { name: 'Ask to connect' }).click();
  // His (declined) request is still there and still reads as sent; asking gets him no further, and Quin hears nothing.
  await expect(rex.page.getByRole('heading', { level: 1, name: 'Quin Consent' })).toBeVisible();
  await expect(rex.page.getByText('Request sent')).toBeVisible();
  await expect(rex.page.getByRole('button', { name: 'Ask to connect' })).toHaveCount(0);
  await quin.page.reload();
  await expect(quin.page.getByRole('region', { name: /Requests to connect/ })).toHaveCount(0);

  for (const p of [pia, quin, rex, sol]) await p.page.context().close();
});

test('who sees what: a field kept for connections and a person hidden from the directory', async ({ browser, request }) => {
  const una = await person(browser, request, 'Una');
  const vic = await person(browser, request, 'Vic');

  // Una keeps her hometown to her connections and hides from the attendee list.
  await una.page.goto(`/events/${SLUG}/profile`);
  await una.page.getByRole('link', { name: 'Who sees what' }).click();
  await expect(una.page.getByRole('heading', { level: 1, name: 'Who sees what' })).toBeVisible();
  await una.page.getByRole('radiogroup', { name: 'Hometown' }).getByRole('radio', { name: 'My connections' }).click();
  await una.page.getByRole('radiogroup', { name: 'Interests' }).getByRole('radio', { name: 'Only me' }).click();
  await expectNoSeriousA11yViolations(una.page);
  await una.page.getByRole('button', { name: 'Save' }).click();
  await expect(una.page.getByText('Saved. People now see your profile this way.')).toBeVisible();

  // Vic, not connected, sees her in the list without her hometown or interests.
  await vic.page.goto(`/events/${SLUG}/attendees?q=Una`);
  const card = vic.page.getByRole('button', { name: /Una Consent/ });
  await expect(card).toBeVisible();
  await expect(card).not.toContainText('Lisbon');
  await card.click();
  await expect(vic.page.getByRole('dialog').getByText('Not shared with you.').first()).toBeVisible();

  // Hidden from the directory, she is gone from Vic's list, and still on her own.
  await una.page.getByRole('checkbox', { name: /Hide me from the attendee list/ }).click();
  await una.page.getByRole('button', { name: 'Save' }).click();
  await expect(una.page.getByText('Saved. People now see your profile this way.')).toBeVisible();
  await vic.page.reload();
  await expect(vic.page.getByRole('button', { name: /Una Consent/ })).toHaveCount(0);
  await una.page.goto(`/events/${SLUG}/attendees?q=Una`);
  await expect(una.page.getByRole('button', { name: /Una Consent/ })).toBeVisible();

  for (const p of [una, vic]) await p.page.context().close();
});
