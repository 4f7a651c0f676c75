import { expect, test, type Page } from '@playwright/test';
import { codeFromMail } from './support/mail';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { unique } from './support/unique';

const PASSWORD = 'Sunshine1!';

async function signUp(page: Page, email: string, username: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const since = Date.now();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/validate-account\?/);
  return codeFromMail(email, since - 1000);
}

test('sign up, verify with the mailed code (which signs in), log out, log in and log out', async ({ page }) => {
  const id = unique();
  const email = `e2e-${id}@example.com`;
  const code = await signUp(page, email, `e2e_${id}`);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify account' }).click();

  // The code signs in, as a login does: no second log-in.
  await expect(page).toHaveURL(/\/events\/me$/);
  await expect(page.getByText(`e2e_${id}`).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('USER_TOKEN_KEY'))).toContain('accessToken');
  await page.getByRole('button', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/events\/me$/);
  await expect(page.getByText(`e2e_${id}`).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('USER_TOKEN_KEY'))).toContain('accessToken');

  await page.getByRole('button', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('USER_TOKEN_KEY'))).toBeNull();
  // The session is gone on the server as well: the protected page sends us back.
  await page.goto('/events/me');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fevents%2Fme/);
});

test('a wrong code says "Invalid verification code."', async ({ page }) => {
  const id = unique();
  const code = await signUp(page, `wrong-${id}@example.com`, `wrong_${id}`);
  await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify account' }).click();
  await expect(page.getByText('Invalid verification code.')).toBeVisible();
  await expect(page).toHaveURL(/\/validate-account/);
});

test('wrong password says "Invalid email or password"', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('organiser@mingle.demo');
  await page.getByLabel('Password', { exact: true }).fill('Not-the-one1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('forgot password: code from the mail, new password, log in with it', async ({ page }) => {
  const id = unique();
  const email = `reset-${id}@example.com`;
  const code = await signUp(page, email, `reset_${id}`);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify account' }).click();
  await expect(page).toHaveURL(/\/events\/me$/);
  await page.getByRole('button', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await page.getByLabel('Email').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/validate-confirm-password\?email=/);
  // The reset mail leaves after the answer: only a mail newer than the click is it.
  const resetCode = await codeFromMail(email, since);
  await page.getByLabel('6-digit code').fill(resetCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('New password').fill('Moonlight2?');
  await page.getByLabel('Confirm password').fill('Moonlight2?');
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Moonlight2?');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/events\/me$/);
});

test('an unauthenticated visit to /events/me goes to log in with the redirect', async ({ page }) => {
  await page.goto('/events/me');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fevents%2Fme$/);
  await expectNoSeriousA11yViolations(page);
});

test('an unknown route shows the not-found view', async ({ page }) => {
  const res = await page.goto('/this/route/does-not-exist-anywhere');
  expect(res?.status()).toBe(200); // the SPA answers; the router decides
  await expect(page.getByRole('heading', { name: /not found|can't find|couldn't find/i })).toBeVisible();
});

test('unknown API paths answer a JSON 404 in the error shape', async ({ request }) => {
  const res = await request.get('/api/v1/definitely-not-here');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: 404, name: 'NotFoundException', path: '/api/v1/definitely-not-here' });
});
