import { describe, expect, it } from 'vitest';
import * as core from '../src/index';

const sources = import.meta.glob<string>(['../src/**/*.ts', '!../src/**/*.test.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const manifest = import.meta.glob<{ sideEffects: unknown; dependencies: Record<string, string> }>(
  '../package.json',
  {
    eager: true,
    import: 'default',
  },
);

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
      for (const specifier of imports) {
        expect(specifier, file).not.toMatch(/^(react|react-dom|node:|fs$|path$|@allas\/)/);
        expect(
          ['zod', 'libphonenumber-js/min', 'libphonenumber-js/max'].includes(specifier) ||
            specifier.startsWith('.'),
          `${file}: ${specifier}`,
        ).toBe(true);
      }
    }
  });

  it('is declared free of side effects, so bundlers can drop what a site does not use', () => {
    const packageJson = Object.values(manifest)[0];
    expect(packageJson?.sideEffects).toBe(false);
    expect(Object.keys(packageJson?.dependencies ?? {}).sort()).toEqual([
      'libphonenumber-js',
      'zod',
    ]);
  });
});
