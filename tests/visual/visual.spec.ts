// Visual regression: a full-page screenshot of every story (except those tagged no-visual) in the
// default and blue themes at 375 px and 1280 px wide, compared pixel for pixel with the committed
// baseline tests/visual/__screenshots__/<storyId>--<theme>--<width>.png.
// Accept intended changes with `pnpm test:visual:update` (README: "Reviewing visual changes").
import { expect, test } from './fixtures';
import { NO_VISUAL_TAG, readStories } from './storyIndex';
import { openStory, VISUAL_THEMES, WIDTHS } from './storyPage';

const stories = readStories().filter((story) => !story.tags.includes(NO_VISUAL_TAG));

test.describe('visual', () => {
  for (const story of stories) {
    test(`${story.title} / ${story.name} (${story.id})`, async ({ storyPage: page }) => {
      for (const theme of VISUAL_THEMES) {
        for (const width of WIDTHS) {
          await test.step(`${theme} @ ${width}px`, async () => {
            await openStory(page, story.id, theme, width);
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
