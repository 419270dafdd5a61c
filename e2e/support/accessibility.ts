import AxeBuilder from '@axe-core/playwright';
import { test, type Page, type TestInfo } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The rules every screen must pass: WCAG 2.1, levels A and AA (issue 8, point 7). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per rule, then where it fails and why, so a failing run reads without opening the trace. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((rule) => {
      const nodes = rule.nodes.map((node) => {
        const why = [...node.any, ...node.all, ...node.none][0]?.message;
        return `    on ${node.target.join(' ')}${why ? ` — ${why}` : ''}`;
      });
      return [`- ${rule.id} (${rule.impact ?? 'unknown'}): ${rule.help}`, `    ${rule.helpUrl}`, ...nodes].join('\n');
    })
    .join('\n');
}

/**
 * Waits, at most a few seconds, until the page is still: no transition running (a half-faded
 * dialog, toast or label would be judged on colours it does not keep), nothing marked busy, no
 * loading spinner, and it stays so for a moment (a load that ends right after the first look
 * starts new transitions). Endless animations (spinners, skeletons) are not waited for. A page
 * that never settles is scanned as it is: the scan stays valid, only the moment is less telling.
 */
async function settle(page: Page): Promise<void> {
  const still = () =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) &&
    ![...document.querySelectorAll('[aria-busy="true"], [role="progressbar"]')].some((node) =>
      node.checkVisibility({ visibilityProperty: true }),
    );
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const waited = await page.waitForFunction(still, undefined, { timeout: deadline - Date.now() }).catch(() => null);
    if (!waited) return;
    await page.waitForTimeout(250);
    if (await page.evaluate(still)) return;
  }
}

/**
 * Runs axe with the WCAG 2.1 A/AA rules on what the page shows now; fails listing every violation.
 * Legacy mode runs axe inside the page and its same-origin frames instead of gathering the
 * results in a new blank page each time, which halves a scan here (about 0.9 s to 0.45 s on a
 * wizard screen); frames of another origin (the provider's report) are the provider's, not ours.
 */
export async function assertAccessible(page: Page, label: string): Promise<void> {
  await test.step(
    `axe: ${label}`,
    async () => {
      await settle(page);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
      if (violations.length === 0) return;
      const report = `Accessibility violations on ${label} (${page.url()}):\n${describeViolations(violations)}`;
      await test.info().attach(`axe ${label}`, { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
      throw new Error(report);
    },
    { box: true },
  );
}

/**
 * The check every test gets without asking: the screen a passing test ends on. A failed test is
 * left alone, so its own error stays the one reported.
 */
export async function checkAtEnd(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.status !== 'passed' || page.isClosed() || !page.url().startsWith('http')) return;
  await assertAccessible(page, 'the screen the test ends on');
}
