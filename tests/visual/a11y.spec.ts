// Accessibility: axe (WCAG 2.0, 2.1 and 2.2, levels A and AA) on every story — Playground included —
// in every theme, expecting 0 violations. The whole document is scanned, so portalled content
// (dialogs, toasts) counts too.
//
// Opt-out: a story may switch off named axe rules only with a written reason, in its own parameters:
//   parameters: { a11y: { disableRules: ['color-contrast'], reason: 'why this is acceptable' } }
// index.json carries no parameters, so they are read from the rendered story in the page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { readStories } from './storyIndex';
import { openStory, switchTheme } from './storyPage';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTH = 1280;

const stories = readStories();

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One readable block per violated rule: id, impact, help URL and every failing element. */
function describeViolations(violations: Violation[]): string {
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

test.describe('accessibility', () => {
  test('the Storybook has stories and every required kind of theme', async ({
    storyPage: page,
  }) => {
    const first = stories[0];
    expect(first, 'storybook-static/index.json lists no story').toBeDefined();
    if (!first) return;
    const { themes } = await openStory(page, first.id, 'default', WIDTH);
    expect(themes, 'values of the `theme` global in .storybook/preview.tsx').toEqual(
      expect.arrayContaining(['default', 'blue', 'wireframe', expect.stringMatching(/^partner-/)]),
    );
  });

  for (const story of stories) {
    test(`${story.title} / ${story.name} (${story.id})`, async ({ storyPage: page }) => {
      // The themes come from the Storybook toolbar itself, so a new partner theme is scanned too.
      const first = await openStory(page, story.id, 'default', WIDTH);
      expect(first.themes, 'the `theme` global of .storybook/preview.tsx').not.toBeNull();
      // The page is in the default theme now: scan it first, then switch through the others.
      const others = (first.themes ?? []).filter((theme) => theme !== 'default');
      for (const theme of ['default', ...others]) {
        await test.step(theme, async () => {
          const { a11y } = theme === 'default' ? first : await switchTheme(page, story.id, theme);
          const disabled = a11y?.disableRules ?? [];
          if (disabled.length > 0) {
            expect(
              a11y?.reason?.trim(),
              `story ${story.id} switches off axe rules ${disabled.join(', ')} without parameters.a11y.reason`,
            ).toBeTruthy();
          }
          // Legacy mode runs axe in this page only; the default mode opens an extra page per scan
          // to combine frame results, which doubles the time and Storybook's iframe has no frames.
          const { violations } = await new AxeBuilder({ page })
            .setLegacyMode(true)
            .withTags(WCAG_TAGS)
            .disableRules(disabled)
            .analyze();
          // Compared as text so the failure shows rule id, impact, help URL and targets, not JSON.
          expect.soft(describeViolations(violations), `axe violations in theme ${theme}`).toBe('');
        });
      }
    });
  }
});
