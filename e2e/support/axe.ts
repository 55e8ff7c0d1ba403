import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The rules of WCAG 2.2 level A and AA that axe checks
 * (docs/product/quality.md#quality-accessibility).
 */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One line per failing element: rule, what it asks for, where, and why. */
function describe(violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.help}) at ${node.target.map(String).join(' ')}: ${
          node.failureSummary?.replace(/\s+/g, ' ') ?? ''
        }`,
    ),
  );
}

/**
 * Runs axe on the page as it is shown (an open dialog included) and expects no violation of
 * WCAG 2.2 AA. The page may still be settling (a list loading, a transition): the check is
 * repeated until it passes or `timeout` runs out, and then names every failing element (a
 * test calling it often needs a longer test timeout than the default 30 s).
 */
export async function expectNoAxeViolations(
  page: Page,
  { timeout = 20_000 }: { timeout?: number } = {},
): Promise<void> {
  let found: string[] = [];
  let failure: unknown = null;
  await expect(async () => {
    try {
      const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      failure = null;
      found = describe(results.violations);
    } catch (error) {
      failure = error;
      throw error;
    }
    expect(found).toEqual([]);
  })
    .toPass({ timeout, intervals: [500, 1_000, 2_000] })
    // toPass reports only its timeout: the last attempt's findings are asserted below
    .catch(() => undefined);
  if (failure !== null) throw failure;
  expect(found, `axe on ${page.url()}`).toEqual([]);
}
