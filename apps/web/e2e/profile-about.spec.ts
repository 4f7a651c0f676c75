import { expect, test, type Page } from '@playwright/test';
import { seriousA11yViolations } from './support/a11y';
import { newAttendee } from './support/attendees';
import { SLUG, bearer, contextWith, qrPath, signedInContext } from './support/session';
import { shots } from './support/shots';
import { unique } from './support/unique';

const PHONE = { viewport: { width: 390, height: 844 } };

/** No serious axe violation once settled; one check of a long form can take many seconds on a busy machine. */
const axeClean = (page: Page) => expect.poll(() => seriousA11yViolations(page), { intervals: [250, 500, 1000], timeout: 45_000 }).toEqual([]);

/** axe at the phone's and the laptop's size, back to the phone after. */
async function axeBothSizes(page: Page) {
  await axeClean(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await axeClean(page);
  await page.setViewportSize(PHONE.viewport);
}

test('headline, bio, a link and intents: written on my profile, seen by others, and kept to my connections when I say so', async ({ browser, request }) => {
  test.setTimeout(240_000); // three sign-ups and four screens checked at two sizes
  const id = unique();
  const ana = await newAttendee(request, { slug: SLUG, email: `about-ana-${id}@example.com`, username: `about_ana_${id}`, firstName: 'Ana', lastName: `About${id}`, interests: ['jazz'] });
  const ben = await newAttendee(request, { slug: SLUG, email: `about-ben-${id}@example.com`, username: `about_ben_${id}`, firstName: 'Ben', lastName: `About${id}`, interests: ['jazz'] });
  const cy = await newAttendee(request, { slug: SLUG, email: `about-cy-${id}@example.com`, username: `about_cy_${id}`, firstName: 'Cy', lastName: `About${id}`, interests: ['jazz'] });
  const anaName = `Ana About${id}`;

  // Ana writes hers on the profile edit screen; a link that is not a web address is refused there.
  const a = await contextWith(browser, ana.session, PHONE);
  const anaPage = await a.context.newPage();
  await anaPage.goto(`/events/${SLUG}/profile/edit`);
  await expect(anaPage.getByRole('heading', { level: 2, name: 'About your work' })).toBeVisible();
  await anaPage.getByLabel('Headline (optional)').fill('Product designer at Lumen');
  await anaPage.getByLabel('Short bio (optional)').fill('I design maps for trains.\nAsk me about night trains.');
  await expect(anaPage.getByText('52/300')).toBeVisible();
  await anaPage.getByRole('button', { name: 'Add a link' }).click();
  await anaPage.getByRole('textbox', { name: 'Link 1' }).fill('javascript:alert(1)');
  const intents = anaPage.getByRole('group', { name: 'What brings you here? (optional)' });
  await intents.getByRole('button', { name: 'Learn', exact: true }).click();
  await intents.getByRole('button', { name: 'Hire', exact: true }).click();
  await intents.getByRole('button', { name: 'Invest', exact: true }).click();
  // Three is the most: the others wait until one is taken off.
  await expect(intents.getByRole('button', { name: 'Raise', exact: true })).toBeDisabled();
  await intents.getByRole('button', { name: 'Invest', exact: true }).click();
  await expect(intents.getByRole('button', { name: 'Raise', exact: true })).toBeEnabled();
  await anaPage.getByRole('button', { name: 'Save changes' }).click();
  await expect(anaPage.getByText('Enter a web address that starts with https:// or http://')).toBeVisible();
  await expect(anaPage).toHaveURL(new RegExp(`/events/${SLUG}/profile/edit$`));
  await anaPage.getByRole('textbox', { name: 'Link 1' }).fill('https://www.linkedin.com/in/ana-about');
  await expect(anaPage.getByText('Enter a web address that starts with https:// or http://')).toBeHidden();
  await anaPage.getByLabel('Headline (optional)').scrollIntoViewIfNeeded();
  await shots(anaPage, 'profile-about-edit');
  await axeBothSizes(anaPage);
  await anaPage.getByRole('button', { name: 'Save changes' }).click();
  await expect(anaPage).toHaveURL(new RegExp(`/events/${SLUG}/profile$`));
  await expect(anaPage.getByText('Product designer at Lumen')).toBeVisible();
  await expect(anaPage.getByRole('list', { name: 'Here to' })).toContainText('Learn');
  await shots(anaPage, 'profile-about-mine');
  await axeBothSizes(anaPage);

  // Ben, a stranger to her, sees all of it: headline and intents on her card, bio and link on her profile.
  const b = await contextWith(browser, ben.session, PHONE);
  const benPage = await b.context.newPage();
  await benPage.goto(`/events/${SLUG}/attendees?q=${encodeURIComponent(anaName)}`);
  const card = benPage.getByRole('button', { name: new RegExp(anaName) });
  await expect(card).toContainText('Product designer at Lumen');
  await expect(card).toContainText('Learn');
  await expect(card).toContainText('Hire');
  await shots(benPage, 'profile-about-directory');
  await card.click();
  const sheet = benPage.getByRole('dialog', { name: anaName });
  await expect(sheet.getByText('Ask me about night trains.')).toBeVisible();
  const link = sheet.getByRole('link', { name: /linkedin\.com\/in\/ana-about/ });
  await expect(link).toHaveAttribute('href', 'https://www.linkedin.com/in/ana-about');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await shots(benPage, 'profile-about-sheet');
  await axeClean(benPage);
  await benPage.goto(`/events/${SLUG}/connections/${ana.session.user.id}/profile`);
  await expect(benPage.getByRole('heading', { level: 1, name: anaName })).toBeVisible();
  await expect(benPage.getByText('Product designer at Lumen')).toBeVisible();
  await expect(benPage.getByText('I design maps for trains.')).toBeVisible();
  await expect(benPage.getByRole('list', { name: 'Here to' })).toContainText('Hire');
  await shots(benPage, 'profile-about-person');
  await axeBothSizes(benPage);

  // Cy scans her code: now her connection.
  const c = await contextWith(browser, cy.session, PHONE);
  const cyPage = await c.context.newPage();
  await cyPage.goto(await qrPath(request, ana.session));
  await expect(cyPage.getByText("You're connected!")).toBeVisible();

  // Ana keeps her headline, bio and links to her connections, on the privacy screen.
  await anaPage.getByRole('link', { name: 'Who sees what' }).click();
  const about = anaPage.getByRole('radiogroup', { name: 'Headline, bio and links' });
  await expect(anaPage.getByRole('radiogroup', { name: 'What brings you here' })).toBeVisible();
  await about.getByRole('radio', { name: 'My connections' }).click();
  await shots(anaPage, 'profile-about-privacy');
  await axeBothSizes(anaPage);
  await anaPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(anaPage.getByText(/saved/i).first()).toBeVisible();

  // Ben no longer sees them, anywhere; her intents are still for everyone.
  await benPage.reload();
  await expect(benPage.getByRole('heading', { level: 1, name: anaName })).toBeVisible();
  await expect(benPage.getByRole('list', { name: 'Here to' })).toContainText('Hire');
  await expect(benPage.getByText('Product designer at Lumen')).toHaveCount(0);
  await expect(benPage.getByText('I design maps for trains.')).toHaveCount(0);
  await expect(benPage.getByRole('link', { name: /linkedin/ })).toHaveCount(0);
  await benPage.goto(`/events/${SLUG}/attendees?q=${encodeURIComponent(anaName)}`);
  await expect(benPage.getByRole('button', { name: new RegExp(anaName) })).toContainText('Hire');
  await expect(benPage.getByRole('button', { name: new RegExp(anaName) })).not.toContainText('Product designer');
  // Cy, her connection, still does.
  await cyPage.goto(`/events/${SLUG}/connections/${ana.session.user.id}/profile`);
  await expect(cyPage.getByText('Product designer at Lumen')).toBeVisible();
  await expect(cyPage.getByRole('link', { name: /linkedin\.com\/in\/ana-about/ })).toBeVisible();

  await a.context.close();
  await b.context.close();
  await c.context.close();
});

test("organisers reword, remove and add the event's intent options; attendees pick from the new list", async ({ browser, request }) => {
  test.slow(); // the whole event form, checked at two sizes
  const { context, session } = await signedInContext(browser, request, 'organiser@mingle.demo');
  const headers = { ...bearer(session), 'x-company-id': session.membership!.companyId };
  const created = await request.post('/api/v1/company/events', {
    headers,
    data: { name: `Intents ${unique()}`, startDate: '2099-05-01', endDate: '2099-05-02', location: 'Hall', organizerUsername: 'organiser', timeZone: 'Europe/Lisbon' },
  });
  const event = (await created.json()) as { id: string; slug: string };
  const page = await context.newPage();
  await page.setViewportSize(PHONE.viewport);
  await page.goto(`/${session.membership!.slug}/events/${event.id}/edit`);
  await expect(page.getByRole('heading', { level: 2, name: 'What attendees come for' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Option 7' })).toHaveValue('Raise');
  await page.getByRole('textbox', { name: 'Option 2' }).fill('Learn new tools');
  await page.getByRole('button', { name: 'Remove option 7' }).click();
  await page.getByRole('button', { name: 'Add an option' }).click();
  await page.getByRole('textbox', { name: 'Option 7' }).fill('Learn new tools');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('This option is already in the list')).toBeVisible();
  await page.getByRole('textbox', { name: 'Option 7' }).fill('Find a cofounder');
  await page.getByRole('textbox', { name: 'Option 1' }).scrollIntoViewIfNeeded();
  await shots(page, 'profile-about-event-intents');
  await axeBothSizes(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  const saved = (await (await request.get(`/api/v1/company/events/${event.id}`, { headers })).json()) as { intentOptions: { id: string; label: string }[] };
  expect(saved.intentOptions.map((o) => o.label)).toEqual(['Meet people like me', 'Learn new tools', 'Hire', 'Get hired', 'Find collaborators', 'Invest', 'Find a cofounder']);
  // The reworded option kept its id: choices of it stay.
  expect(saved.intentOptions[1]!.id).toBe('learn');
  await context.close();
});
