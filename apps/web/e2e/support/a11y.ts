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
