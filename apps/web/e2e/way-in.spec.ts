import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { codeFromMail, linkFromMail } from './support/mail';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { unique } from './support/unique';
import { fillSignUp } from './support/setup';

const PASSWORD = 'Sunshine1!';

// *.mingle.test is this machine: the two-host journey's app.* and manage.* (a new worker for this file).
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.mingle.test 127.0.0.1'] } });

/** Fills the sign-up form the login page leads to, and says when the code was mailed. */
async function signUp(page: Page, email: string, username: string) {
  await page.getByRole('link', { name: 'Create an account' }).click();
  const since = await fillSignUp(page, email, username);
  await expect(page).toHaveURL(/\/validate-account\?/);
  return since;
}

async function setUpCompany(page: Page, id: string) {
  await expect(page.getByRole('heading', { name: 'Set up your company' })).toBeVisible();
  await page.getByLabel('Company name').fill(`Way In ${id}`);
  await page.getByRole('button', { name: 'Create my company' }).click();
  await expect(page).toHaveURL(new RegExp(`/way-in-${id}/events$`));
  await expect(page.getByRole('heading', { name: 'No events yet. Create your first one.' })).toBeVisible();
}

/** From the empty console to a shared event with a group and a gathering, by links and buttons alone. */
async function organiseFirstEvent(page: Page, id: string) {
  const event = `Way In Night ${id}`;
  await page.getByRole('link', { name: 'Create event' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create an event' })).toBeVisible();
  await page.getByLabel('Event name').fill(event);
  await page.getByLabel('Start date').fill('2030-05-10');
  await page.getByLabel('Location', { exact: true }).fill('Harbour Hall');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: event })).toBeVisible();

  await page.getByRole('tab', { name: 'Groups' }).click();
  await page.getByRole('link', { name: 'Create group' }).first().click();
  await page.getByRole('button', { name: 'Icon' }).click();
  await page.getByRole('searchbox', { name: 'Search emoji' }).fill('dice');
  await page.getByRole('gridcell', { name: 'game die' }).click();
  await page.getByLabel('Name').fill('Board games');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('heading', { name: 'Board games', level: 1 })).toBeVisible();

  await page.getByRole('tab', { name: 'Gatherings' }).click();
  await page.getByRole('tabpanel', { name: 'Gatherings' }).getByRole('link', { name: 'Create gathering' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Catan after the talks');
  await page.getByLabel('Date', { exact: true }).fill('2030-05-10');
  await page.getByLabel('Starts at', { exact: true }).fill('18:00');
  await page.getByLabel('Location', { exact: true }).fill('Lobby');
  await page.getByRole('button', { name: 'Create gathering' }).click();
  await expect(page.getByRole('heading', { name: 'Catan after the talks', level: 1 })).toBeVisible();

  // Back to the event, and share it: the link and its QR code.
  await page.getByRole('link', { name: 'Back to Board games' }).click();
  await page.getByRole('link', { name: 'Back to groups' }).click();
  await page.getByRole('link', { name: 'Share', exact: true }).click();
  await expect(page.getByTestId('join-link')).toHaveValue(/\/events\/way-in-night-[a-z0-9]+\/join$/);
  await expect(page.getByTestId('qr-code')).toBeVisible();
}

test.setTimeout(120_000);

test('one host: a new organiser goes from the welcome page to a shared event with a group and a gathering by links alone', async ({ page }) => {
  const id = unique();
  const email = `way-${id}@example.com`;
  await page.goto('/');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Organise an event' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsetup/);
  const since = await signUp(page, email, `way_${id}`);
  await page.getByLabel('6-digit code').fill(await codeFromMail(email, since));
  // The code signs in and goes on to the redirect: no second log-in.
  await page.getByRole('button', { name: 'Verify account' }).click();
  await expect(page).toHaveURL(/\/setup$/);
  await expectNoSeriousA11yViolations(page);
  await setUpCompany(page, id);
  await organiseFirstEvent(page, id);

  // From the attendee side, /events/me leads back to the console.
  await page.goto('/events/me');
  await expect(page.getByRole('heading', { name: 'Your company console' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Open the console' }).click();
  await expect(page).toHaveURL(new RegExp(`/way-in-${id}/events$`));
});

test.describe('two hosts', () => {
  // app.* for attendees and manage.* for organisers, both on this machine.
  const PORT = Number(process.env.E2E_PORT ?? 3210) + 2;
  const APP = `http://app.mingle.test:${PORT}`;
  const MANAGE = `http://manage.mingle.test:${PORT}`;
  const DATA_DIR = `.e2e-data-${PORT}`;
  let server: ChildProcess;

  test.beforeAll(async () => {
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
    server = spawn(process.execPath, ['../server/dist/main.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        DATA_DIR,
        APP_URL: APP,
        MANAGE_URL: MANAGE,
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_MAIL_SMTP_PORT ?? 2526}`,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: 'inherit',
    });
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${PORT}/api/v1/health`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
  });
  test.afterAll(() => {
    server?.kill();
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
  });

  test('a new organiser starts on the attendee host and sets up on the management host, with the mail link', async ({ page }) => {
    const id = unique();
    const email = `way2-${id}@example.com`;
    await page.goto(`${APP}/`);
    await page.getByRole('link', { name: 'Organise an event' }).click();
    await expect(page).toHaveURL(`${MANAGE}/login?redirect=%2Fsetup`);
    const since = await signUp(page, email, `way2_${id}`);
    // The mail's link opens where they signed up: the management host, signed in, at setup.
    const link = await linkFromMail(email, since);
    expect(link.startsWith(`${MANAGE}/auth/callback?`)).toBe(true);
    await page.goto(link);
    await expect(page).toHaveURL(`${MANAGE}/setup`);
    await setUpCompany(page, id);
    await organiseFirstEvent(page, id);
    // The shared link is for attendees: it points at the attendee host.
    await expect(page.getByTestId('join-link')).toHaveValue(new RegExp(`^${APP}/events/`));

    // On the attendee host the company area is not served; /events/me links to the console over there.
    await page.goto(`${APP}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${APP}/events/me`);
    await page.getByRole('link', { name: 'Open the console' }).click();
    await expect(page).toHaveURL(new RegExp(`^${MANAGE}/(login\\?redirect=.*|way-in-${id}/events)$`));
  });
});
