import type { Page } from '@playwright/test';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** The screen at a phone's and a laptop's size, saved under E2E_SHOTS_DIR when it is set (to look at). */
export async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
