import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * axe's experimental rules are off by default; they include label-in-name (WCAG 2.5.3: a control's
 * name contains the text it shows), which outside testers run. They are checked here too.
 */
const EXPERIMENTAL = Object.fromEntries(axe.getRules(['experimental']).map(({ ruleId }) => [ruleId, { enabled: true }]));

/** The serious and critical axe violations on the page as it is now, one line each. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ rules: EXPERIMENTAL }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Fails the test on any serious or critical axe violation on the page once it has settled: a
 * dialog hides the page behind it (aria-hidden) a moment before its focus trap takes over, and a
 * check in that moment sees what nobody meets. A violation that stays fails after the poll's timeout.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await expect.poll(() => seriousA11yViolations(page), { intervals: [250, 500, 1000] }).toEqual([]);
}

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/**
 * Every toast on screen has finished coming in (its colours are final for axe). A toast closed
 * while it comes in has its animation cancelled, which rejects `finished`: settled too.
 */
export const toastsSettled = (page: Page) =>
  page.evaluate(() => Promise.all([...document.querySelectorAll('.Toastify__toast')].flatMap((toast) => toast.getAnimations().map((a) => a.finished.catch(() => undefined)))));

/**
 * axe at a phone's size and a laptop's (whichever the page is in first), once the notices have
 * settled. A clean first look passes, as in the shared check; it is asked without that check's
 * 10 s limit, which one look at a long page can pass on a busy machine. Anything found is looked
 * at again until it goes away, or fails, as there.
 */
export async function checkA11yAtBothSizes(page: Page): Promise<void> {
  const size = page.viewportSize();
  for (const viewport of [size ?? PHONE, size?.width === PHONE.width ? LAPTOP : PHONE]) {
    await page.setViewportSize(viewport);
    await toastsSettled(page);
    const found = await seriousA11yViolations(page);
    if (found.length === 0) continue;
    console.warn(`axe, first look at ${viewport.width}:`, found);
    await expectNoSeriousA11yViolations(page);
  }
  if (size) await page.setViewportSize(size);
}
