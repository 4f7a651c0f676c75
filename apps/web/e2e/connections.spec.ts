import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { liveFrames } from './support/realtime';
import { qrPath, type Session } from './support/session';

/** Seeded demo event (apps/server/src/db/seed/demo.ts): lucas and noa have profiles and are not connected. */
const SLUG = 'summer-makers-meetup';
const DEMO_PASSWORD = 'Mingle2026!';

/** Logs a demo attendee in through the API and opens a browser context signed in as them. */
async function signedInPage(browser: Browser, request: APIRequestContext, email: string, baseURL: string | undefined) {
  const login = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as { accessToken: string; user: { id: string } };
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(
    (value) => {
      if (!localStorage.getItem('USER_TOKEN_KEY')) localStorage.setItem('USER_TOKEN_KEY', value);
    },
    JSON.stringify({ accessToken: body.accessToken, user: body.user, authenticated: true }),
  );
  const page = await context.newPage();
  return { page, context, userId: body.user.id };
}

test('two attendees connect by QR link, chat live, and one removes the connection', async ({ browser, request, baseURL }) => {
  const a = await signedInPage(browser, request, 'lucas@mingle.demo', baseURL);
  const b = await signedInPage(browser, request, 'noa@mingle.demo', baseURL);
  const [aLive, bLive] = [liveFrames(a.page), liveFrames(b.page)];

  // A shows their code: a QR image of their personal link, with the brightness hint.
  await a.page.goto(`/events/${SLUG}/connections/share`);
  await expect(a.page.getByRole('heading', { level: 1, name: 'My QR code' })).toBeVisible();
  await expect(a.page.getByRole('img', { name: /QR code of your personal connection link/ })).toBeVisible();
  await expect(a.page.getByText('Turn your brightness up so the code scans easily.')).toBeVisible();
  // The link under the code has no one-time code: opened, it asks to connect.
  const plain = (await a.page.getByTestId('connection-link').textContent())?.trim() ?? '';
  expect(plain).toBe(`${new URL(baseURL!).origin}/events/${SLUG}/connections/new/${a.userId}`);
  // The QR itself carries this minute's one-time code.
  const link = (await a.page.getByTestId('connection-qr').getAttribute('data-link')) ?? '';
  expect(link).toMatch(new RegExp(`^${plain}\\?code=[A-Za-z0-9_-]{22}$`));
  await expectNoSeriousA11yViolations(a.page);

  // B opens what A's QR says (what scanning does) and sees who they just met.
  await b.page.goto(link);
  await expect(b.page.getByText("You're connected!")).toBeVisible();
  await expect(b.page.getByRole('heading', { level: 1, name: 'Lucas Costa' })).toBeVisible();
  await expect(b.page.getByRole('heading', { name: 'What you share' })).toBeVisible();
  await expect(b.page.getByText('Programming')).toBeVisible();
  await expectNoSeriousA11yViolations(b.page);

  // Opening the link again does not duplicate the connection (the used code is not even needed).
  await b.page.reload();
  await expect(b.page.getByText("You're already connected")).toBeVisible();

  // A sees B in the connections list.
  await a.page.goto(`/events/${SLUG}/connections`);
  await a.page.reload();
  const row = a.page.getByRole('link', { name: 'Chat with Noa Levi' });
  await expect(row).toBeVisible();
  await expectNoSeriousA11yViolations(a.page);

  // Both open the chat; A writes, B sees it live, B replies, A sees it live.
  await row.click();
  await expect(a.page.getByRole('heading', { level: 1, name: 'Noa Levi' })).toBeVisible();
  await b.page.getByRole('link', { name: 'Open your chat' }).click();
  await expect(b.page.getByRole('heading', { level: 1, name: 'Lucas Costa' })).toBeVisible();
  await expect(b.page.getByText('No messages yet. Say hello to Lucas!')).toBeVisible();
  // Both sockets have the server's word that they listen to the chat before the first message.
  await Promise.all([aLive.subscribed('chat'), bLive.subscribed('chat')]);

  await a.page.getByRole('textbox', { name: 'Message' }).fill('Hi Noa! Great chatting about synths. Notes: https://example.com/synths');
  await a.page.getByRole('button', { name: 'Send' }).click();
  // The composer empties once the message is sent; then the text is only in the chat.
  await expect(a.page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(a.page.getByText('Hi Noa! Great chatting about synths.')).toBeVisible();
  await expect(b.page.getByText('Hi Noa! Great chatting about synths.')).toBeVisible();
  const anchor = b.page.getByRole('link', { name: 'https://example.com/synths' });
  await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(anchor).toHaveAttribute('href', 'https://example.com/synths');

  await b.page.getByRole('textbox', { name: 'Message' }).fill('Hey Lucas! Coffee after the next talk?');
  await b.page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(a.page.getByText('Hey Lucas! Coffee after the next talk?')).toBeVisible();
  await expectNoSeriousA11yViolations(a.page);

  // A looks at B's profile from the chat: mutual interests are marked.
  await a.page.getByRole('link', { name: "See Noa Levi's profile" }).click();
  await expect(a.page.getByRole('heading', { level: 1, name: 'Noa Levi' })).toBeVisible();
  await expect(a.page.getByText('Programming (in common)')).toBeVisible();
  await expectNoSeriousA11yViolations(a.page);
  await a.page.getByRole('link', { name: 'Chat', exact: true }).click();

  // A removes the connection after confirming, and lands on the list.
  await a.page.getByRole('button', { name: 'Remove connection' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Remove Noa Levi?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(a.page).toHaveURL(new RegExp(`/events/${SLUG}/connections$`));
  await expect(a.page.getByRole('heading', { name: 'No connections yet' })).toBeVisible();

  // B's chat closes at once, without a reload or a failed send.
  await expect(b.page.getByText('Connection not found').first()).toBeVisible({ timeout: 1_000 });
  await expect(b.page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

  // And the chat's address now says so.
  await b.page.reload();
  await expect(b.page.getByRole('heading', { level: 1, name: 'Connection not found' })).toBeVisible();

  await a.context.close();
  await b.context.close();
});

test('scanning your own code, or a broken link, says what went wrong', async ({ browser, request, baseURL }) => {
  const a = await signedInPage(browser, request, 'lucas@mingle.demo', baseURL);
  await a.page.goto(`/events/${SLUG}/connections/new/${a.userId}`);
  await expect(a.page.getByText('You cannot connect with yourself.')).toBeVisible();
  await a.page.goto(`/events/${SLUG}/connections/new/00000000-0000-4000-8000-000000000000`);
  await expect(a.page.getByText('User not found')).toBeVisible();
  await a.page.goto(`/events/${SLUG}/connections/new/not-an-id`);
  await expect(a.page.getByText('Missing required information')).toBeVisible();
  await a.context.close();
});

test('a signed-out scanner logs in and comes back to the connection', async ({ page, request }) => {
  const login = await request.post('/api/v1/auth/login', { data: { email: 'jonas@mingle.demo', password: DEMO_PASSWORD } });
  const jonas = (await login.json()) as Session;
  const user = jonas.user;
  await page.goto(await qrPath(request, jonas));
  // Signed out, a code opens the event's join page (new people sign up there), which keeps the code.
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}/join\\?connect=${user.id}&code=`));
  await page.getByRole('link', { name: 'Log in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill('ines@mingle.demo');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}/connections/new/${user.id}`));
  await expect(page.getByText("You're connected!")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Jonas Berg' })).toBeVisible();
});

test('the guides list shows six guides and an unknown guide is not found', async ({ browser, request, baseURL }) => {
  const a = await signedInPage(browser, request, 'noa@mingle.demo', baseURL);
  await a.page.goto(`/events/${SLUG}/guides`);
  await expect(a.page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
  await expect(a.page.getByRole('main').getByRole('listitem')).toHaveCount(6);
  await expectNoSeriousA11yViolations(a.page);
  await a.page.getByRole('link', { name: /Remembering names/ }).click();
  await expect(a.page.getByRole('heading', { level: 1, name: 'Remembering names' })).toBeVisible();
  await expect(a.page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(a.page);
  await a.page.goto(`/events/${SLUG}/guides/7`);
  await expect(a.page.getByRole('heading', { name: "We can't find that guide" })).toBeVisible();
  await a.page.goto(`/events/${SLUG}/guides/abc`);
  await expect(a.page.getByRole('heading', { name: "We can't find that guide" })).toBeVisible();
  await a.context.close();
});
