import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { locales } from '@allas/core';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogs } from '../src/i18n/catalogs';
import { compiledCatalogs } from '../src/i18n/compiledCatalogs';
import { compiledErrorMessages } from '../src/i18n/compiledErrorMessages';
import { errorMessages } from '../src/i18n/errorMessages';

const script = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'scripts',
  'compile-messages.mjs',
);

describe('compiled catalogs (src/i18n/compiled, written by formatjs compile --ast)', () => {
  it('are up to date with the TS catalogs', () => {
    // Exits 1 naming the stale files; execFileSync throws with that output.
    expect(execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })).toContain(
      'up to date',
    );
  }, 60_000);

  it.each(locales)('%s holds the parsed form of every message of its catalog', (locale) => {
    const source = catalogs[locale];
    expect(Object.keys(compiledCatalogs[locale]).sort()).toEqual(Object.keys(source).sort());
    for (const [id, text] of Object.entries(source)) {
      expect(compiledCatalogs[locale][id as keyof typeof source], id).toEqual(parse(text));
    }
  });

  it.each(locales)('%s error texts are the compiled error messages', (locale) => {
    const source = errorMessages[locale];
    expect(Object.keys(compiledErrorMessages[locale]).sort()).toEqual(Object.keys(source).sort());
    for (const [id, text] of Object.entries(source)) {
      expect(compiledErrorMessages[locale][id], id).toEqual(parse(text));
    }
  });
});
