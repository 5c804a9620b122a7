// The public surface of @allas/ui — every export of src/index.ts and every `--allas-*` CSS variable
// of the theme contract — compared with the committed list in packages/ui/public-surface.txt.
// Partners build on these names, so a change here is a release decision (CONVENTIONS.md
// "Versioning"): an addition is a minor, a removal or rename is a major.
//
// Accept an intended change: pnpm --filter @allas/ui surface:update   (then review the file's diff)
// (That script sets UPDATE_SURFACE=1, which rewrites the file instead of comparing.)
/// <reference types="node" />
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import * as ui from './index';
import indexSource from './index.ts?raw';

type ExportedNames = { values: string[]; types: string[] };

/**
 * The names index.ts exports, read from its source: `export { a, type B } from …` and
 * `export type { C } from …`. Types leave no trace at run time, so the source is the only place
 * that lists them.
 */
function exportedNames(source: string): ExportedNames {
  const values: string[] = [];
  const types: string[] = [];
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  for (const match of withoutComments.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)) {
    const wholeStatementIsType = Boolean(match[1]);
    for (const raw of (match[2] ?? '').split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const isType = wholeStatementIsType || specifier.startsWith('type ');
      const name = specifier
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) (isType ? types : values).push(name);
    }
  }
  return { values: values.sort(), types: types.sort() };
}

/** The CSS variable names of the theme contract: its leaves are `var(--allas-…)` strings. */
function cssVariableNames(contract: unknown): string[] {
  const names: string[] = [];
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      const name = /^var\((--[\w-]+)\)$/.exec(node)?.[1];
      if (name) names.push(name);
      return;
    }
    if (node && typeof node === 'object') for (const child of Object.values(node)) visit(child);
  };
  visit(contract);
  return names.sort();
}

test('index.ts uses explicit named exports only, so the surface below is complete', () => {
  expect(indexSource).not.toMatch(/export\s+\*/);
});

test('every value export written in index.ts exists at run time and nothing else does', () => {
  expect(Object.keys(ui).sort()).toEqual(exportedNames(indexSource).values);
});

test('every library CSS variable carries the --allas- prefix', () => {
  const names = cssVariableNames(ui.vars);
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((name) => !name.startsWith('--allas-'))).toEqual([]);
});

/** Lines only in `a`, in their order. */
function linesMissingFrom(b: string[], a: string[]): string[] {
  const present = new Set(b);
  return a.filter((line) => line.trim() !== '' && !line.startsWith('#') && !present.has(line));
}

test('the exports and CSS variable names match public-surface.txt', () => {
  // import.meta.url is not a file URL under happy-dom; the test path is.
  const surfaceFile = join(dirname(expect.getState().testPath ?? ''), '..', 'public-surface.txt');
  const { values, types } = exportedNames(indexSource);
  const current = [
    '# The public surface of @allas/ui, checked by src/publicSurface.test.ts.',
    '# Accept a change with: pnpm --filter @allas/ui surface:update',
    '',
    '## Value exports',
    ...values,
    '',
    '## Type exports',
    ...types,
    '',
    '## CSS variables of the theme contract',
    ...cssVariableNames(ui.vars),
    '',
  ].join('\n');
  if (process.env.UPDATE_SURFACE === '1') {
    writeFileSync(surfaceFile, current);
    return;
  }
  expect(existsSync(surfaceFile), 'public-surface.txt is missing: run surface:update').toBe(true);
  const committed = readFileSync(surfaceFile, 'utf8');
  const now = current.split('\n');
  const before = committed.split('\n');
  // A short list of what changed reads better than a diff of the whole file.
  const changes = [
    ...linesMissingFrom(before, now).map((line) => `+ ${line}   (new)`),
    ...linesMissingFrom(now, before).map((line) => `- ${line}   (gone)`),
  ].join('\n');
  expect(
    changes,
    'The public surface changed. If intended: pnpm --filter @allas/ui surface:update, and add a changeset',
  ).toBe('');
  // Same names, different grouping or order (a value became a type, or the file was hand-edited).
  expect(current).toBe(committed);
});
