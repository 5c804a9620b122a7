// axe-core in the story's own document: injected once per page load and run once per theme, with
// only the WCAG rule set. @axe-core/playwright's AxeBuilder evaluates the whole axe source (about
// 600 kB) twice on every analyze() call, which was most of the time a scan took; the theme switch is
// in place, so one injection serves every theme. Like AxeBuilder's legacy mode, axe.run() runs in
// this page only (Storybook's iframe document has no frames of its own).
//
// The source is loaded by a script tag from the Storybook server (serveStorybook.mjs serves the
// installed axe-core at AXE_URL), not sent through page.evaluate: the browser caches it and its
// compiled code, so an injection costs a third of the time (25 stories, back to back: 614 and 529 ms
// a story with page.evaluate, 214 and 224 ms with the script tag). The tag is removed once axe is
// defined, so the scanned document is the story's own.
import type { Page } from '@playwright/test';
import type axe from 'axe-core';

/** Where serveStorybook.mjs serves axe-core's browser build. */
const AXE_URL = '/__visual/axe.js';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules whose outcome a theme can change. A theme is a set of tokens (colours, control heights,
 * radii: packages/ui/src/themes), so once the whole rule set has passed in one theme, the others
 * are scanned for these only: colour contrast (text, and links told apart from text by colour alone)
 * and target size. The rest (names, roles, landmarks, ARIA) reads the DOM, which no theme touches.
 * Half of a full scan's time, three times per story.
 */
export const THEME_DEPENDENT_RULES = ['color-contrast', 'link-in-text-block', 'target-size'];

type Violation = axe.Result;

/**
 * Scans the whole document (portalled dialogs and toasts included) and returns the violations:
 * with every WCAG A/AA rule, or with the theme-dependent ones only.
 */
export async function scanPage(
  page: Page,
  disabledRules: string[],
  scope: 'all rules' | 'theme-dependent rules' = 'all rules',
): Promise<Violation[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) {
    const script = await page.addScriptTag({ url: AXE_URL });
    await script.evaluate((element) => element.parentNode?.removeChild(element));
  }
  const runOnly: axe.RunOnly =
    scope === 'all rules'
      ? { type: 'tag', values: WCAG_TAGS }
      : { type: 'rule', values: THEME_DEPENDENT_RULES.filter((id) => !disabledRules.includes(id)) };
  return page.evaluate(
    ({ only, disabled }) => {
      const axeCore = (window as unknown as { axe: typeof axe }).axe;
      return axeCore
        .run(document, {
          runOnly: only,
          rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
          // Full details for violations only; passes and the rest are not read here.
          resultTypes: ['violations'],
        })
        .then((results) => results.violations);
    },
    { only: runOnly, disabled: disabledRules },
  );
}

/** One readable block per violated rule: id, impact, help URL and every failing element. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? '').replaceAll('\n', '\n        ');
          return `    - ${node.target.join(' ')}\n        ${summary}`;
        })
        .join('\n');
      return `  ${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}\n    ${violation.helpUrl}\n${targets}`;
    })
    .join('\n');
}
