import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newAttendee } from './support/attendees';
import { textFromMail } from './support/mail';
import { bearer, contextWith, signedInContext, type Session } from './support/session';
import { shots } from './support/shots';
import { unique } from './support/unique';

/** A gathering's places (decision 039): a limit of 3 with its host, a line, and a freed place given at once. */
test('a gathering with 3 places: the fourth joins the line, and gets the place the moment someone leaves', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const id = unique();
  const organiser = await signedInContext(browser, request, 'organiser@mingle.demo');
  const company = { ...bearer(organiser.session), 'x-company-id': organiser.session.membership!.companyId };
  const made = await request.post('/api/v1/company/events', {
    headers: company,
    data: { name: `Game Night ${id}`, startDate: '2099-05-01', endDate: '2099-05-02', location: 'Hall', organizerUsername: 'organiser', timeZone: 'Europe/Lisbon' },
  });
  const event = (await made.json()) as { slug: string };
  const groupId = ((await (await request.post(`/api/v1/events/${event.slug}/groups`, { headers: company, data: { name: `Meeples ${id}`, icon: '🎲' } })).json()) as { id: string }).id;
  const person = async (who: string) => {
    const p = await newAttendee(request, { slug: event.slug, email: `${who}-${id}@example.com`, username: `${who}_${id}`, firstName: who, lastName: `Meeple${id}`, interests: ['jazz'] });
    expect((await request.post(`/api/v1/events/${event.slug}/attendee/groups/${groupId}/join`, { headers: bearer(p.session) })).ok()).toBe(true);
    return p;
  };
  const [host, bo, cas, dee, eve] = [await person('Host'), await person('Bo'), await person('Cas'), await person('Dee'), await person('Eve')];

  // The host starts it with 3 places.
  const hostPage = await (await contextWith(browser, host.session as Session)).context.newPage();
  await hostPage.goto(`/events/${event.slug}/${groupId}/gatherings/create`);
  await hostPage.getByLabel('Title', { exact: true }).fill(`Catan ${id}`);
  await hostPage.getByLabel('Date', { exact: true }).fill('2099-05-01');
  await hostPage.getByLabel('Starts at', { exact: true }).fill('19:00');
  await hostPage.getByLabel('Location', { exact: true }).fill('Table 3');
  await hostPage.getByLabel('Places (optional)').fill('3');
  await expectNoSeriousA11yViolations(hostPage);
  await shots(hostPage, 'gathering-places-form');
  await hostPage.getByRole('button', { name: 'Create gathering' }).click();
  await expect(hostPage.getByRole('heading', { name: `Catan ${id}`, level: 1 })).toBeVisible();
  await expect(hostPage.getByText('1 of 3 going · 0 interested')).toBeVisible();
  const path = new URL(hostPage.url()).pathname;
  const attendance = `/api/v1/events/${event.slug}/attendee/groups/${groupId}/gatherings/${path.split('/').pop()}/attendance`;
  for (const p of [bo, cas]) expect((await request.put(attendance, { headers: bearer(p.session), data: { status: 'going' } })).ok()).toBe(true);

  // Dee finds it full: she joins the line and sees her place in it.
  const deePage = await (await contextWith(browser, dee.session as Session)).context.newPage();
  await deePage.goto(path);
  await expect(deePage.getByText('3 of 3 going · 0 interested')).toBeVisible();
  await deePage.getByRole('button', { name: 'Join the line' }).click();
  await expect(deePage.getByRole('button', { name: 'In line: number 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(deePage.getByText("It's full. If a place comes free, it's yours at once")).toBeVisible();
  await expect(deePage.getByText('3 of 3 going · 0 interested · 1 in line')).toBeVisible();
  await expectNoSeriousA11yViolations(deePage);
  await shots(deePage, 'gathering-places-in-line');

  // Bo gives his place back: Dee's screen says she is going, live, and a mail tells her.
  const since = Date.now() - 1000;
  expect((await request.put(attendance, { headers: bearer(bo.session), data: { status: 'none' } })).ok()).toBe(true);
  await expect(deePage.getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');
  await expect(deePage.getByText('3 of 3 going · 0 interested')).toBeVisible();
  expect(await textFromMail(dee.email, since, /(you were first in line, so you are now going)/)).toBe('you were first in line, so you are now going');
  await shots(deePage, 'gathering-places-given');

  // Eve joins the line too; the host lets her in beyond the limit, from the line's tab.
  expect(((await (await request.put(attendance, { headers: bearer(eve.session), data: { status: 'going' } })).json()) as { myStatus: string }).myStatus).toBe('waitlisted');
  await hostPage.reload();
  await hostPage.getByRole('tab', { name: 'In line (1)' }).click();
  await expect(hostPage.getByRole('tabpanel', { name: 'In line (1)' })).toContainText(`Eve Meeple${id}`);
  await expectNoSeriousA11yViolations(hostPage);
  await shots(hostPage, 'gathering-places-line');
  const letIn = Date.now() - 1000;
  await hostPage.getByRole('button', { name: `Let in Eve Meeple${id}` }).click();
  await expect(hostPage.getByText('4 of 3 going · 0 interested')).toBeVisible();
  expect(await textFromMail(eve.email, letIn, /(you were first in line, so you are now going)/)).toBeTruthy();
  await organiser.context.close();
});
