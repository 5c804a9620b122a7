import { describe, expect, it } from 'vitest';
import * as core from '../src/index';

const sources = import.meta.glob<string>(['../src/**/*.ts', '!../src/**/*.test.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const manifest = import.meta.glob<{
  sideEffects: unknown;
  dependencies: Record<string, string>;
  exports: Record<string, string>;
}>('../package.json', {
  eager: true,
  import: 'default',
});

const SERVER_ONLY_ENTRY = '../src/password/commonPasswords.ts';

describe('@allas/core public surface', () => {
  it('exports the closed unions as tuples, the single source for types and UI', () => {
    expect(core.locales).toEqual(['hu', 'ro', 'en']);
    expect(core.regionCodes).toEqual(['HU', 'RO']);
    expect(core.currencies).toEqual(['HUF', 'RON', 'EUR']);
    expect(core.jobTypes).toEqual(['fullTime', 'partTime', 'project', 'agencyContract']);
    expect(core.jobLevels).toEqual(['trainee', 'studentWork', 'junior', 'medior', 'senior']);
    expect(core.jobExtras).toEqual(['homeOffice', 'remote']);
    expect(core.salaryPeriods).toEqual(['month', 'hour', 'year']);
    expect(core.jobSortOrders[0]).toBe('relevance');
  });

  it('exports only defined values', () => {
    for (const [name, value] of Object.entries(core)) expect(value, name).toBeDefined();
  });

  it('never imports React, Node built-ins or other workspace packages', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(40);
    for (const [file, source] of Object.entries(sources)) {
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1] as string);
      const allowed = ['zod', 'libphonenumber-js/min', 'libphonenumber-js/max'];
      // The common-password list, only in the server-only entry @allas/core/common-passwords.
      if (file === SERVER_ONLY_ENTRY) allowed.push('fxa-common-password-list');
      for (const specifier of imports) {
        expect(specifier, file).not.toMatch(/^(react|react-dom|node:|fs$|path$|@allas\/)/);
        expect(
          allowed.includes(specifier) || specifier.startsWith('.'),
          `${file}: ${specifier}`,
        ).toBe(true);
      }
    }
  });

  it('keeps the common-password list out of the main entry, so it never reaches a site', () => {
    const exportsMap = Object.values(manifest)[0]?.exports;
    expect(exportsMap).toEqual({
      '.': './src/index.ts',
      './common-passwords': './src/password/commonPasswords.ts',
    });
    for (const [file, source] of Object.entries(sources)) {
      if (file === SERVER_ONLY_ENTRY) continue;
      expect(source, file).not.toMatch(/from '[^']*(commonPasswords|fxa-common-password-list)'/);
    }
  });

  it('is declared free of side effects, so bundlers can drop what a site does not use', () => {
    const packageJson = Object.values(manifest)[0];
    expect(packageJson?.sideEffects).toBe(false);
    expect(Object.keys(packageJson?.dependencies ?? {}).sort()).toEqual([
      'fxa-common-password-list',
      'libphonenumber-js',
      'zod',
    ]);
  });
});
