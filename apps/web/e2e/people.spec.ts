import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser } from '@playwright/test';
import { SLUG, contextWith, login } from './support/session';

const phone = async (browser: Browser, request: APIRequestContext, email: string) => contextWith(browser, await login(request, email), { viewport: { width: 390, height: 844 } });

/** Demo people (apps/server/src/db/seed/demo.ts) no other journey connects: Tom Reid and Yuki Tanaka. */
test('my own id on a person screen is my profile to edit: no connect, report or block', async ({ browser, request, baseURL }) => {
  const { context, session } = await phone(browser, request, 'tom@mingle.demo');
  const page = await context.newPage();
  await page.goto(`${baseURL}/events/${SLUG}/connections/${session.user.id}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tom Reid' })).toBeVisible();
  const edit = page.getByRole('link', { name: 'Edit profile' });
  await expect(edit).toHaveAttribute('href', `/events/${SLUG}/profile/edit`);
  await expect(page.getByRole('button', { name: 'Ask to connect' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Report/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Block/ })).toHaveCount(0);
  await expect(page.getByText(/in common/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/people-own-profile.png', fullPage: true });
  await edit.click();
  await expect(page).toHaveURL(new RegExp(`/events/${SLUG}/profile/edit$`));
  await context.close();
});

test("when someone scans my code, My QR says we're connected at once and opens the chat", async ({ browser, request, baseURL }) => {
  const a = await phone(browser, request, 'tom@mingle.demo');
  const b = await phone(browser, request, 'yuki@mingle.demo');
  const aPage = await a.context.newPage();
  const bPage = await b.context.newPage();

  await aPage.goto(`${baseURL}/events/${SLUG}/connections/share`);
  const qr = aPage.getByTestId('connection-qr');
  await expect(qr).toBeVisible();
  // My own channel is listening before anyone scans (a frame sent earlier would be nobody's news).
  await expect(aPage.getByTestId('scanned-news')).toHaveAttribute('data-listening', 'true');
  const link = (await qr.getAttribute('data-link')) ?? '';

  // B opens what A's QR says, as a scan does.
  await bPage.goto(link);
  await expect(bPage.getByText("You're connected!")).toBeVisible();
  // A's screen says so within a second, live: no reload, no polling.
  await expect(aPage.getByText("You're connected with Yuki Tanaka")).toBeVisible({ timeout: 1000 });
  await aPage.screenshot({ path: 'test-results/people-my-qr-connected.png', fullPage: true });
  await aPage.getByRole('link', { name: 'Open your chat' }).click();
  await expect(aPage.getByRole('heading', { level: 1, name: 'Yuki Tanaka' })).toBeVisible();
  await a.context.close();
  await b.context.close();
});
