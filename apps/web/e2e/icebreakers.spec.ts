import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newAttendee } from './support/attendees';
import { bearer, contextWith, login, qrPath } from './support/session';
import { unique } from './support/unique';

/** Screenshots of a screen on a phone and a laptop, for a person to look at. */
async function shots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: outputPath(`${name}-${w}x${h}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 412, height: 839 });
}

test('people to meet and conversation starters name only what two people truly share', async ({ browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const id = unique();
  const organiser = await login(request, 'organiser@mingle.demo');
  const company = { ...bearer(organiser), 'x-company-id': organiser.membership!.companyId };
  const created = await request.post('/api/v1/company/events', {
    headers: company,
    data: { name: `Icebreakers ${id}`, startDate: '2099-06-10', endDate: '2099-06-11', location: 'Hall', organizerUsername: 'organiser', timeZone: 'Europe/Lisbon' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const slug = ((await created.json()) as { slug: string }).slug;
  const person = (name: string, interests: string[]) =>
    newAttendee(request, { slug, email: `ice-${name.toLowerCase()}-${id}@example.com`, username: `i_${name.toLowerCase()}_${id}`, firstName: name, lastName: 'Ice', interests });

  const ana = await person('Ana', ['hiking', 'camping', 'jazz']);
  const ben = await person('Ben', ['camping', 'hiking', 'chess']);
  const cyd = await person('Cyd', ['jazz']);
  // Ben is from Porto and dreams of Tokyo, Oslo and Lima: with Ana he shares hiking, camping and the dream of Tokyo.
  const headers = bearer(ben.session);
  const place = async (q: string) => ((await (await request.get(`/api/v1/places?q=${q}`, { headers })).json()) as { id: string }[])[0]!.id;
  const dreams = [await place('Tokyo'), await place('Oslo'), await place('Lima')];
  // Places he has been to that Ana has not (hers are Paris, Rome and Tokyo): only the dream is shared.
  const been = [await place('Oslo'), await place('Lima'), await place('Cairo')];
  const rewritten = await request.put(`/api/v1/events/${slug}/profile`, {
    headers,
    data: { firstName: 'Ben', lastName: 'Ice', gender: 'other', hometownId: await place('Porto'), interests: ['camping', 'hiking', 'chess'], adventures: been, destinations: dreams },
  });
  expect(rewritten.ok(), await rewritten.text()).toBe(true);
  // Cyd shares jazz, Lisbon and three dreams with Ana, but has blocked her: never suggested, either way.
  expect((await request.post(`/api/v1/events/${slug}/blocks`, { headers: bearer(cyd.session), data: { userId: ana.session.user.id } })).status()).toBe(201);

  const { context } = await contextWith(browser, ana.session);
  const page = await context.newPage();
  await page.goto(`/events/${slug}`);
  const toMeet = page.getByRole('region', { name: 'People to meet' });
  const benLink = toMeet.getByRole('link', { name: /Ben Ice/ });
  await expect(benLink).toBeVisible();
  await expect(benLink).toContainText('You both love Camping and Hiking');
  await expect(toMeet.getByRole('listitem')).toHaveCount(1);
  await expect(toMeet).not.toContainText('Cyd');
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'event-home', (n) => testInfo.outputPath(n));

  await benLink.click();
  await expect(page).toHaveURL(new RegExp(`/events/${slug}/connections/${ben.session.user.id}/profile`));
  const starters = page.getByRole('region', { name: 'Conversation starters' });
  await expect(starters.getByRole('listitem')).toHaveCount(2);
  await expect(starters.getByText('You both dream of Tokyo')).toBeVisible();
  await expect(starters.getByText('Try: “What draws you to Tokyo?”')).toBeVisible();
  await expect(starters.getByText('You both love Camping and Hiking')).toBeVisible();
  await expect(starters).not.toContainText("You're both from"); // different hometowns: no hometown opener
  const guide = starters.getByRole('link', { name: 'Guide: Ask questions that open doors' });
  await expect(guide).toHaveAttribute('href', `/events/${slug}/guides/1#section-4`);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'profile', (n) => testInfo.outputPath(n));

  await guide.click();
  await expect(page.getByRole('heading', { level: 1, name: 'The art of listening' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ask questions that open doors' })).toBeInViewport();

  // Ana scans Ben's code: the new connection comes with the same starters, and Ben is no longer someone to meet.
  await page.goto(await qrPath(request, ben.session, slug));
  const fresh = page.getByRole('region', { name: 'Conversation starters' });
  await expect(fresh.getByRole('listitem')).toHaveCount(2);
  await expect(fresh.getByText('You both dream of Tokyo')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'new-connection', (n) => testInfo.outputPath(n));
  await page.goto(`/events/${slug}`);
  await expect(page.getByRole('region', { name: 'People to meet' }).getByText(/No suggestions yet/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'event-home-empty', (n) => testInfo.outputPath(n));
  await context.close();
});

test('"Not interested" takes someone out of people to meet, quietly, and comes undone', async ({ browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const id = unique();
  const organiser = await login(request, 'organiser@mingle.demo');
  const company = { ...bearer(organiser), 'x-company-id': organiser.membership!.companyId };
  const created = await request.post('/api/v1/company/events', {
    headers: company,
    data: { name: `Not interested ${id}`, startDate: '2099-06-10', endDate: '2099-06-11', location: 'Hall', organizerUsername: 'organiser', timeZone: 'Europe/Lisbon' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const slug = ((await created.json()) as { slug: string }).slug;
  const person = (name: string, interests: string[]) =>
    newAttendee(request, { slug, email: `ni-${name.toLowerCase()}-${id}@example.com`, username: `n_${name.toLowerCase()}_${id}`, firstName: name, lastName: 'Quiet', interests });
  const ana = await person('Ana', ['hiking', 'jazz']);
  const ben = await person('Ben', ['hiking']);

  const { context } = await contextWith(browser, ana.session);
  const page = await context.newPage();
  await page.goto(`/events/${slug}`);
  const toMeet = page.getByRole('region', { name: 'People to meet' });
  await expect(toMeet.getByRole('link', { name: /Ben Quiet/ })).toBeVisible();
  await toMeet.getByRole('button', { name: 'Not interested in meeting Ben Quiet' }).click();
  const toast = page.getByText("We won't suggest Ben Quiet to you. They won't know.");
  await expect(toast).toBeVisible();
  await expect(toMeet.getByText(/No suggestions yet/)).toBeVisible();
  // The toast as it shows (the viewport, not the whole page), then its Undo while it is there.
  await page.screenshot({ path: testInfo.outputPath('not-interested-toast-390x844.png') });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(toMeet.getByRole('link', { name: /Ben Quiet/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Silent: Ben's own answer about Ana is unchanged.
  const bens = await request.get(`/api/v1/events/${slug}/attendees/${ana.session.user.id}/not-interested`, { headers: bearer(ben.session) });
  expect(await bens.json()).toEqual({ notInterested: false });
  await shots(page, 'not-interested-row', (n) => testInfo.outputPath(n));

  // On his profile: said there, and undone from the same place.
  await toMeet.getByRole('link', { name: /Ben Quiet/ }).click();
  await page.getByRole('button', { name: 'Not interested', exact: true }).click();
  const said = page.getByTestId('not-interested-said');
  await expect(said).toContainText("You said you're not interested in meeting Ben Quiet");
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'not-interested-profile', (n) => testInfo.outputPath(n));
  await said.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Not interested', exact: true })).toBeVisible();
  await context.close();
});
