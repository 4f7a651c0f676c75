import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { codeFromMail } from './support/mail';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { unique } from './support/unique';
import { fillSignUp, pickPlace, pickTravels } from './support/setup';
import { qrPath } from './support/session';

// The way in for attendees (decision 013): sign-up from a join link in one step, the join page for
// someone already in, a connection code scanned before joining, and a setup that survives a reload.

/** Seeded demo data (apps/server/src/db/seed/demo.ts). */
const SLUG = 'summer-makers-meetup';
const EVENT_NAME = 'Summer Makers Meetup';
const DEMO_PASSWORD = 'Mingle2026!';
const PASSWORD = 'Sunshine1!';

test.setTimeout(120_000);

async function demoSession(request: APIRequestContext, email: string) {
  const res = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { accessToken: string; user: { id: string } };
}

/**
 * A new account through the API; the code's answer is its session (as a login's), and with `join`
 * it has joined the event too.
 */
async function newAccount(request: APIRequestContext, prefix: string, join?: string) {
  const id = unique();
  const email = `${prefix}-${id}@example.com`;
  const since = Date.now() - 1000;
  const extra = join ? { join } : {};
  expect((await request.post('/api/v1/auth/register', { data: { email, username: `${prefix}_${id}`, password: PASSWORD, ...extra } })).ok()).toBe(true);
  const verified = await request.post('/api/v1/auth/verify', { data: { email, code: await codeFromMail(email, since), ...extra } });
  expect(verified.ok()).toBe(true);
  return (await verified.json()) as { accessToken: string; user: unknown; joined?: { hasProfile: boolean } };
}

/** A phone page signed in with a session got through the API. */
async function signedInPage(browser: Browser, baseURL: string | undefined, session: { accessToken: string; user: unknown }) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(
    (value) => {
      if (!localStorage.getItem('USER_TOKEN_KEY')) localStorage.setItem('USER_TOKEN_KEY', value);
    },
    JSON.stringify({ ...session, authenticated: true }),
  );
  return context.newPage();
}

/** Every address the page went to, to show which screens a journey passed through. */
function visits(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

/** From the join page's "Sign up to join" through the code; answers the code's mail time. */
async function signUpFromJoinPage(page: Page, email: string, username: string) {
  await page.getByRole('link', { name: 'Sign up to join' }).click();
  const since = await fillSignUp(page, email, username);
  await expect(page).toHaveURL(/\/validate-account\?/);
  await page.getByLabel('6-digit code').fill(await codeFromMail(email, since));
  await page.getByRole('button', { name: 'Verify account' }).click();
}

/** The interests and details steps of the setup, from its first slide. */
async function interestsAndDetails(page: Page, firstName: string) {
  await page.getByRole('button', { name: 'Skip intro' }).click();
  await expect(page.getByRole('heading', { name: 'What are you into?' })).toBeVisible();
  await page.getByRole('button', { name: 'Hiking', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByRole('radio', { name: 'Female' }).click();
  await pickPlace(page, 'Hometown', 'Lisb', /Lisbon.*Portugal/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'A few questions' })).toBeVisible();
}

/** The whole setup from its first slide, then the connection the scanned code was for. */
async function setUpAndMeet(page: Page, firstName: string, other: { id: string; name: string }) {
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}/profile/setup`));
  await interestsAndDetails(page, firstName);
  await placesAndFinish(page);
  // The code scanned on the way in rode along, so the scan still proves the two met.
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}/connections/new/${other.id}\\?code=`));
  await expect(page.getByText("You're connected!")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
}

/** The questions step and the conclusion: in. */
async function placesAndFinish(page: Page) {
  await pickTravels(page);
  await expect(page.getByRole('heading', { name: "You're ready to mingle!" })).toBeVisible();
  await page.getByRole('button', { name: "Let's mingle" }).click();
}

test('signing up from the join link signs in and joins in one step, and the setup keeps its answers through reloads', async ({ page }) => {
  const id = unique();
  const email = `wayjoin-${id}@example.com`;
  await page.goto(`/events/${SLUG}/join`);
  const seen = visits(page);
  await signUpFromJoinPage(page, email, `wayjoin_${id}`);

  // The code was the last step: signed in, in the event, at its profile setup. No log-in page, no second tap.
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}/profile/setup`));
  await expect(page.getByRole('heading', { name: `Welcome to ${EVENT_NAME}!` })).toBeVisible();
  // After leaving the join page (the app may settle its own address on it first, decision 014's late start).
  const afterJoinPage = seen.slice(seen.findIndex((path) => !path.endsWith('/join')));
  expect(afterJoinPage.filter((path) => path === '/login' || path.endsWith('/join'))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('USER_TOKEN_KEY'))).toContain('accessToken');
  await expectNoSeriousA11yViolations(page);

  // Interests, then a reload: the same step, the same picks.
  await page.getByRole('button', { name: 'Skip intro' }).click();
  await expect(page).toHaveURL(/step=interests/);
  await page.getByRole('button', { name: 'Hiking', exact: true }).click();
  await page.getByLabel('Search interests').fill('jazz');
  await page.getByRole('button', { name: 'Jazz', exact: true }).click();
  await expect(page.getByText('2 chosen').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'What are you into?' })).toBeVisible();
  await expect(page).toHaveURL(/step=interests/);
  await expect(page.getByText('2 chosen').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hiking', exact: true }).first()).toHaveAttribute('aria-pressed', 'true');

  // Details, a reload on the next step, and back: every answer and the hometown's name are there.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill('Ida');
  await page.getByLabel('Last name').fill(`Newcomer${id}`);
  await page.getByRole('radio', { name: 'Female' }).click();
  await pickPlace(page, 'Hometown', 'Lisb', /Lisbon.*Portugal/);
  await page.getByRole('button', { name: 'Next' }).click();
  await pickPlace(page, /^Favourite adventures: add place 1/, 'Kyoto', /Kyoto/);
  await page.reload();
  await expect(page).toHaveURL(/step=questions/);
  await expect(page.getByRole('heading', { name: 'A few questions' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove Kyoto/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Ida');
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Hometown' })).toHaveValue('Lisbon, Portugal');
  await page.getByRole('button', { name: 'Next' }).click();

  await pickTravels(page, 1);
  await expect(page.getByText(`Ida Newcomer${id}`)).toBeVisible();
  await expect(page.getByText('Jazz')).toBeVisible();
  await page.getByRole('button', { name: "Let's mingle" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}$`));
  await expect(page.getByRole('heading', { name: "Hi Ida, you're in!" })).toBeVisible();
  // The draft went with the saved profile.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('mingle.profileSetupDraft')))).toEqual([]);
});

test('the join page sends someone already in on into the event, and says so', async ({ browser, request, baseURL }) => {
  // With a profile: the event.
  const ana = await signedInPage(browser, baseURL, await demoSession(request, 'ana@mingle.demo'));
  await ana.goto(`/events/${SLUG}/join`);
  await expect(ana).toHaveURL(new RegExp(`/events/${SLUG}$`));
  await expect(ana.getByText(`You're already in ${EVENT_NAME}.`)).toBeVisible();
  await expect(ana.getByRole('navigation', { name: 'Event' })).toBeVisible();
  await expectNoSeriousA11yViolations(ana);
  // The organiser's preview of the page is still the page.
  await ana.goto(`/events/${SLUG}/join?preview=true`);
  await expect(ana.getByRole('heading', { level: 1, name: EVENT_NAME })).toBeVisible();
  await expect(ana).toHaveURL(/\/join\?preview=true$/);
  await ana.context().close();

  // Joined without a profile yet: on to the setup.
  const zara = await signedInPage(browser, baseURL, await demoSession(request, 'zara@mingle.demo'));
  await zara.goto(`/events/${SLUG}/join`);
  await expect(zara).toHaveURL(new RegExp(`/events/${SLUG}/profile/setup`));
  await expect(zara.getByText(`You're already in ${EVENT_NAME}.`)).toBeVisible();
  await zara.context().close();
});

test('a connection code scanned before signing up is connected after sign-up and setup', async ({ page, request }) => {
  const lucas = await demoSession(request, 'lucas@mingle.demo');
  const id = unique();
  const email = `wayscan-${id}@example.com`;

  // What the phone's camera opens: Lucas's code. Signed out, that is the event's join page, which keeps it.
  await page.goto(await qrPath(request, lucas));
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}/join\\?connect=${lucas.user.id}&code=`));
  await expect(page.getByRole('heading', { level: 1, name: EVENT_NAME })).toBeVisible();
  await expect(page.getByText("You scanned someone's code. Join the event and we'll connect you two as soon as your profile is set up.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Sign-up, the setup, and straight on to the connection the code was for.
  await signUpFromJoinPage(page, email, `wayscan_${id}`);
  await setUpAndMeet(page, 'Mo', { id: lucas.user.id, name: 'Lucas Costa' });
  await page
    .getByRole('navigation', { name: 'Event' })
    .getByRole('link', { name: /Connections/ })
    .click();
  await expect(page.getByRole('link', { name: 'Chat with Lucas Costa' })).toBeVisible();
});

test('a signed-in person who scans a code before joining joins from the join page and is connected after setup', async ({ browser, request, baseURL }) => {
  const noa = await demoSession(request, 'noa@mingle.demo');
  // An account of its own that is in no event yet.
  const page = await signedInPage(browser, baseURL, await newAccount(request, 'wayjoiner'));

  await page.goto(await qrPath(request, noa));
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}/join\\?connect=${noa.user.id}&code=`));
  await expect(page.getByText("You scanned someone's code.", { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Join the event' }).click();
  await setUpAndMeet(page, 'Lin', { id: noa.user.id, name: 'Noa Levi' });
  await page.context().close();
});

test('someone who joined but has no profile yet and scans a code is connected once the setup is done', async ({ browser, request, baseURL }) => {
  const kofi = await demoSession(request, 'kofi@mingle.demo');
  // Signed up and joined in one step through the API: the code's answer carries the session and the join.
  const session = await newAccount(request, 'wayhalf', SLUG);
  expect(session.joined).toMatchObject({ hasProfile: false });
  const page = await signedInPage(browser, baseURL, session);

  await page.goto(await qrPath(request, kofi));
  await setUpAndMeet(page, 'Ren', { id: kofi.user.id, name: 'Kofi Mensah' });
  await page.context().close();
});
