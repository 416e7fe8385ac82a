import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, plus the experimental rule that a control's name holds its visible label (2.5.3). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const EXTRA_RULES = ['label-content-name-mismatch'];

/** axe-core's serious and critical findings on what the page shows now: `rule: the element's markup`. */
export async function seriousFindings(page: Page): Promise<string[]> {
  const rules = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const experimental = await new AxeBuilder({ page }).withRules(EXTRA_RULES).analyze();
  return [...rules.violations, ...experimental.violations]
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 160)}`));
}
