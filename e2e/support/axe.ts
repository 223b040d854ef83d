import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe finds against WCAG 2.2 AA that is serious or critical, on the page or in the part of
 * it `within` selects: one line per element, `rule at selector`.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default opens a blank page per audit to merge
  // the frames' results, more than half of each audit's time, and the site has no frames of
  // another origin.
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA).setLegacyMode(true);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`),
    );
}
