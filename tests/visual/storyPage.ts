// Opens one story of the static Storybook in its iframe, in a given theme, and waits until it is
// fully rendered: the story's render and play function have finished and the bundled web fonts are
// loaded. Only then is a screenshot or an axe scan meaningful.
import { expect, type Page } from '@playwright/test';

/** The themes screenshotted: values of the Storybook `theme` global (see .storybook/preview.tsx). */
export const VISUAL_THEMES = ['default', 'blue'] as const;

export const WIDTHS = [375, 1280] as const;
const VIEWPORT_HEIGHT = 800;

/** What a story says about axe, in its own `parameters.a11y`. */
export type StoryA11yParameters = {
  /** axe rule ids switched off for this story. */
  disableRules?: string[];
  /** Why the rules are switched off: required with disableRules. */
  reason?: string;
};

type RenderState = {
  phase: string | null;
  a11y: StoryA11yParameters | null;
  themes: string[] | null;
};

/**
 * Runs in the page: optionally switches the `theme` global through the Storybook channel (as the
 * toolbar does) and waits for that re-render; then waits until the render has ended (phases seen:
 * preparing → loading → rendering → playing → played → completing → finished; a story that throws
 * ends in "errored") and the web fonts are loaded, and reads the phase, the story's a11y parameters
 * and the toolbar's themes. One round trip instead of one per wait.
 */
async function settledRenderState(theme: string | null): Promise<RenderState> {
  type Preview = {
    currentRender?: {
      phase?: string;
      story?: { parameters?: { a11y?: StoryA11yParameters } };
    };
    storyStoreValue?: {
      projectAnnotations?: {
        globalTypes?: { theme?: { toolbar?: { items?: Array<string | { value: string }> } } };
      };
    };
  };
  type Channel = {
    emit: (event: string, payload: unknown) => void;
    once: (event: string, listener: () => void) => void;
  };
  const storybook = window as unknown as {
    __STORYBOOK_PREVIEW__?: Preview;
    __STORYBOOK_ADDONS_CHANNEL__?: Channel;
  };
  if (theme !== null) {
    const channel = storybook.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) throw new Error('no Storybook channel in this page');
    await new Promise<void>((resolve) => {
      channel.once('storyRendered', () => resolve());
      channel.emit('updateGlobals', { globals: { theme } });
    });
  }
  const ended = (phase: string | undefined) =>
    phase === 'finished' || phase === 'errored' || phase === 'aborted';
  while (!ended(storybook.__STORYBOOK_PREVIEW__?.currentRender?.phase)) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await document.fonts.ready;
  const preview = storybook.__STORYBOOK_PREVIEW__;
  const render = preview?.currentRender;
  const items = preview?.storyStoreValue?.projectAnnotations?.globalTypes?.theme?.toolbar?.items;
  return {
    phase: render?.phase ?? null,
    a11y: render?.story?.parameters?.a11y ?? null,
    themes: items ? items.map((item) => (typeof item === 'string' ? item : item.value)) : null,
  };
}

export async function openStory(
  page: Page,
  storyId: string,
  theme: string,
  width: number,
): Promise<RenderState> {
  await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
  const params = new URLSearchParams({
    id: storyId,
    viewMode: 'story',
    globals: `theme:${theme};animations:off`,
  });
  await page.goto(`/iframe.html?${params}`);
  const state = await page.evaluate(settledRenderState, null);
  if (state.phase !== 'finished') {
    // Storybook shows the thrown error (render or play function) in #error-message.
    const errorText = await page.evaluate(
      () => document.querySelector('#error-message')?.textContent ?? '',
    );
    expect(state.phase, `story ${storyId} did not render: ${errorText}`).toBe('finished');
  }
  return state;
}

/**
 * Resizes the viewport of the story already open, as a window resize would: no reload, so the play
 * function does not run again. Media queries and resize listeners follow; the screenshot's own
 * wait for two animation frames lets the re-layout settle.
 */
export async function resizeStory(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
}

/**
 * Switches the `theme` global of the story already open, as the Storybook toolbar does. The story
 * is re-rendered, not remounted, so what its play function did stays on screen; this costs a tenth
 * of a reload.
 */
export async function switchTheme(
  page: Page,
  storyId: string,
  theme: string,
): Promise<RenderState> {
  const state = await page.evaluate(settledRenderState, theme);
  expect(state.phase, `story ${storyId} did not re-render in theme ${theme}`).toBe('finished');
  return state;
}
