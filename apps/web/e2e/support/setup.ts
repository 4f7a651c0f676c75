import { expect, type Page } from '@playwright/test';

/** Types into a place field and picks the first option that matches. */
export async function pickPlace(page: Page, field: RegExp | string, text: string, match: RegExp) {
  await page.getByRole('combobox', { name: field }).fill(text);
  const option = page.getByRole('option', { name: match }).first();
  await expect(option).toBeVisible();
  await option.click();
}

const TRAVELS: [RegExp, string, RegExp][] = [
  [/^Favourite adventures: add place 1/, 'Kyoto', /Kyoto/],
  [/^Favourite adventures: add place 2/, 'Cusco', /Cusco/],
  [/^Favourite adventures: add place 3/, 'Reykjav', /Reykjav/],
  [/^Dream destinations: add place 1/, 'Japan', /Japan/],
  [/^Dream destinations: add place 2/, 'Peru', /Peru/],
  [/^Dream destinations: add place 3/, 'Chile', /Chile/],
];

/** The setup's places step: three adventures and three destinations (from the `from`-th on), then Next. */
export async function pickTravels(page: Page, from = 0) {
  for (const [field, text, match] of TRAVELS.slice(from)) await pickPlace(page, field, text, match);
  await page.getByRole('button', { name: 'Next' }).click();
}

export const SIGN_UP_PASSWORD = 'Sunshine1!';

/** Fills and sends the sign-up form on screen; says when, for the code's mail. */
export async function fillSignUp(page: Page, email: string, username: string): Promise<number> {
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(SIGN_UP_PASSWORD);
  await page.getByLabel('Confirm password').fill(SIGN_UP_PASSWORD);
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Create account' }).click();
  return since;
}
