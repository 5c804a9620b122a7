// Visual regression: a full-page screenshot of every story tagged `visual` (all but Playground) in the
// default and blue themes at 375 px and 1280 px wide, compared pixel for pixel with the committed
// baseline tests/visual/__screenshots__/<storyId>--<theme>--<width>.png.
// Accept intended changes with `pnpm test:visual:update` (README: "Reviewing visual changes").
import { expect, test } from './fixtures';
import { readStories, VISUAL_TAG } from './storyIndex';
import { openStory, switchTheme, VISUAL_THEMES, WIDTHS } from './storyPage';

const allStories = readStories();
const stories = allStories.filter((story) => story.tags.includes(VISUAL_TAG));

test.describe('visual', () => {
  test('stories are selected for screenshots by the visual tag', () => {
    expect(
      stories.length,
      `no story carries the "${VISUAL_TAG}" tag: .storybook/preview.tsx must give it to every story`,
    ).toBeGreaterThan(0);
    const playgrounds = allStories.filter((story) => /playground/i.test(story.name));
    expect(
      playgrounds.filter((story) => story.tags.includes(VISUAL_TAG)).map((story) => story.id),
      `Playground stories opt out with tags: ['!${VISUAL_TAG}']`,
    ).toEqual([]);
  });

  for (const story of stories) {
    test(`${story.title} / ${story.name} (${story.id})`, async ({ storyPage: page }) => {
      for (const width of WIDTHS) {
        for (const [index, theme] of VISUAL_THEMES.entries()) {
          await test.step(`${theme} @ ${width}px`, async () => {
            // A fresh load per width; the second theme is switched in place (same pixels as a
            // fresh load, at a fraction of the time).
            if (index === 0) await openStory(page, story.id, theme, width);
            else await switchTheme(page, story.id, theme);
            // Soft: one differing theme or width does not hide the others' results.
            await expect
              .soft(page)
              .toHaveScreenshot(`${story.id}--${theme}--${width}.png`, { fullPage: true });
          });
        }
      }
    });
  }
});
