// The stories of the static Storybook build, read from its index.json, which lists every story with
// its id and tags (but not its parameters). Tests are generated from this list at collection time, so
// a new story is covered by the visual and accessibility runs without touching these files.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The static Storybook to test; STORYBOOK_STATIC points elsewhere (e.g. a build of an experiment). */
export const storybookStaticDir = resolve(
  join(import.meta.dirname, '..', '..'),
  process.env.STORYBOOK_STATIC ?? 'storybook-static',
);

/**
 * Only stories carrying this tag are screenshotted. .storybook/preview.tsx gives it to every story
 * (`tags: ['visual']`) and the Playground stories remove it with `tags: ['!visual']`: their look is
 * whatever the controls say. Storybook resolves `!visual` before writing index.json, so the
 * positive tag is the only trace of the choice there. Every story is still checked by axe.
 */
export const VISUAL_TAG = 'visual';

export type IndexedStory = {
  id: string;
  title: string;
  name: string;
  tags: string[];
};

type IndexEntry = IndexedStory & { type: 'story' | 'docs' };

export function readStories(): IndexedStory[] {
  const indexFile = join(storybookStaticDir, 'index.json');
  if (!existsSync(indexFile)) {
    throw new Error(`No static Storybook at ${indexFile}. Build it first: pnpm build-storybook`);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, tags }) => ({ id, title, name, tags: tags ?? [] }))
    .sort((a, b) => a.id.localeCompare(b.id));
}
