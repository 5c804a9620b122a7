// Every story of the static Storybook, loaded once and checked twice in that one page:
//
// - Visual regression: a full-page screenshot of every story tagged `visual` (all but Playground) in
//   the default and blue themes at 375 px and 1280 px wide, compared pixel for pixel with the
//   committed baseline tests/visual/__screenshots__/<storyId>--<theme>--<width>.png.
//   Accept intended changes with `pnpm test:visual:update` (README: "Reviewing visual changes").
// - Accessibility: axe (WCAG 2.0, 2.1 and 2.2, levels A and AA) on every story — Playground included —
//   expecting 0 violations: every rule in the default theme, and the rules a theme can change (contrast,
//   target size) in every other theme of the toolbar. The whole document is scanned, so portalled
//   content (dialogs, toasts) counts too.
// - A screenshot byte for byte equal to its baseline passes without decoding (baselineBytes.ts).
//
// The story is loaded at 1280 px in the default theme (play function included) and then switched in
// place, as the Storybook toolbar does: other themes through the Storybook channel (a re-render, not a
// remount, so what the play function did stays on screen) and the other width by resizing the
// viewport. Both give the same pixels as a fresh load (the baselines were made with one load per
// width) at a fraction of the time. Every screenshot is taken before axe is injected, so axe's script
// never touches a screenshotted document state.
//
// Opt-out: a story may switch off named axe rules only with a written reason, in its own parameters:
//   parameters: { a11y: { disableRules: ['color-contrast'], reason: 'why this is acceptable' } }
// index.json carries no parameters, so they are read from the rendered story in the page.
import type { Page } from '@playwright/test';
import { describeViolations, scanPage } from './axe';
import { equalsBaselineBytes } from './baselineBytes';
import { expect, test } from './fixtures';
import { readStories, VISUAL_TAG } from './storyIndex';
import {
  openStory,
  resizeStory,
  type StoryA11yParameters,
  switchTheme,
  VISUAL_THEMES,
  WIDTHS,
} from './storyPage';

const stories = readStories();
const visualStories = stories.filter((story) => story.tags.includes(VISUAL_TAG));

const [NARROW, WIDE] = WIDTHS;
/** Storybook tags every story that has a play function. */
const PLAY_TAG = 'play-fn';

/** Soft: one differing theme or width does not hide the others' results. */
async function compareScreenshot(page: Page, storyId: string, theme: string, width: number) {
  await test.step(`visual: ${theme} @ ${width}px`, async () => {
    const name = `${storyId}--${theme}--${width}.png`;
    if (await equalsBaselineBytes(page, name)) return;
    await expect.soft(page).toHaveScreenshot(name, { fullPage: true });
  });
}

test.describe('stories', () => {
  test('stories are selected for screenshots by the visual tag', () => {
    expect(
      visualStories.length,
      `no story carries the "${VISUAL_TAG}" tag: .storybook/preview.tsx must give it to every story`,
    ).toBeGreaterThan(0);
    const playgrounds = stories.filter((story) => /playground/i.test(story.name));
    expect(
      playgrounds.filter((story) => story.tags.includes(VISUAL_TAG)).map((story) => story.id),
      `Playground stories opt out with tags: ['!${VISUAL_TAG}']`,
    ).toEqual([]);
  });

  test('the Storybook has stories and every required kind of theme', async ({
    storyPage: page,
  }) => {
    const first = stories[0];
    expect(first, 'storybook-static/index.json lists no story').toBeDefined();
    if (!first) return;
    const { themes } = await openStory(page, first.id, 'default', WIDE);
    expect(themes, 'values of the `theme` global in .storybook/preview.tsx').toEqual(
      expect.arrayContaining(['default', 'blue', 'wireframe', expect.stringMatching(/^partner-/)]),
    );
  });

  for (const story of stories) {
    const visual = story.tags.includes(VISUAL_TAG);
    test(`${story.title} / ${story.name} (${story.id})`, async ({ storyPage: page }) => {
      // What is on screen: the story's a11y parameters and the toolbar's themes as the last render
      // reported them, the theme and the width (0 until the story is loaded).
      let a11y: StoryA11yParameters | null = null;
      let themes: string[] | null = null;
      let theme = 'default';
      let width = 0;
      const load = async (at: number) => {
        ({ a11y, themes } = await openStory(page, story.id, 'default', at));
        theme = 'default';
        width = at;
      };
      const showTheme = async (next: string) => {
        if (next === theme) return;
        ({ a11y } = await switchTheme(page, story.id, next));
        theme = next;
      };

      if (visual) {
        // A story with a play function is loaded afresh at each width, as what it does may depend on
        // the width (e.g. it opens the filters that phones fold away). Any other story is loaded once
        // and resized in place.
        const reloadPerWidth = story.tags.includes(PLAY_TAG);
        for (const at of reloadPerWidth ? [NARROW, WIDE] : [WIDE, NARROW]) {
          if (reloadPerWidth || width === 0) await load(at);
          else await resizeStory(page, at);
          width = at;
          // The theme already on screen first: one switch fewer.
          for (const next of [theme, ...VISUAL_THEMES.filter((name) => name !== theme)]) {
            await showTheme(next);
            await compareScreenshot(page, story.id, next, at);
          }
        }
      }
      if (width === 0) await load(WIDE);
      else if (width !== WIDE) await resizeStory(page, WIDE);
      // The themes come from the Storybook toolbar itself, so a new partner theme is scanned too.
      expect(themes, 'the `theme` global of .storybook/preview.tsx').not.toBeNull();

      // axe at 1280 px: every rule in the theme on screen, then the rules a theme can change in
      // every other theme of the toolbar (axe.ts: THEME_DEPENDENT_RULES).
      const firstTheme = theme;
      for (const next of [firstTheme, ...(themes ?? []).filter((name) => name !== firstTheme)]) {
        await test.step(`axe: ${next}`, async () => {
          await showTheme(next);
          const disabled = checkedOptOut(story.id, a11y);
          const scope = next === firstTheme ? 'all rules' : 'theme-dependent rules';
          const violations = await scanPage(page, disabled, scope);
          // Compared as text so the failure shows rule id, impact, help URL and targets, not JSON.
          expect.soft(describeViolations(violations), `axe violations in theme ${next}`).toBe('');
        });
      }
    });
  }
});

/** The axe rules the story switches off, after checking that it says why. */
function checkedOptOut(storyId: string, a11y: StoryA11yParameters | null): string[] {
  const disabled = a11y?.disableRules ?? [];
  if (disabled.length > 0) {
    expect(
      a11y?.reason?.trim(),
      `story ${storyId} switches off axe rules ${disabled.join(', ')} without parameters.a11y.reason`,
    ).toBeTruthy();
  }
  return disabled;
}
