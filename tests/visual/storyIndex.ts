// The stories of the static Storybook build, read from its index.json, which lists every story with
// its id and tags (but not its parameters). Tests are generated from this list at collection time, so
// a new story is covered by the visual and accessibility runs without touching these files.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const storybookStaticDir = join(import.meta.dirname, '..', '..', 'storybook-static');

/**
 * Stories carrying this tag are left out of the screenshots (the Playground story with all
 * controls: its look is whatever the controls say). They are still checked by axe.
 * The tag is defined with the Playground stories in packages/ui (see its README).
 */
export const NO_VISUAL_TAG = 'no-visual';

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
