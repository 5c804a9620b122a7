import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { rootShouldRevalidate } from '../src/shell/rootLoader';

function revalidates(from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}) {
  return rootShouldRevalidate({
    currentUrl: new URL(from, 'https://allas.example'),
    currentParams: {},
    nextUrl: new URL(to, 'https://allas.example'),
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  } as ShouldRevalidateFunctionArgs);
}

describe('rootShouldRevalidate', () => {
  it('keeps the root data for a navigation within one language', () => {
    expect(revalidates('/', '/jobs')).toBe(false);
    expect(revalidates('/en/jobs', '/en/company/acme?tab=jobs')).toBe(false);
    expect(revalidates('/jobs', '/jobs?page=2')).toBe(false);
  });

  it('loads it again for another language', () => {
    expect(revalidates('/jobs', '/en/jobs')).toBe(true);
    expect(revalidates('/ro/jobs', '/en/jobs')).toBe(true);
  });

  it('loads it again after a form submission and on an explicit revalidation', () => {
    expect(revalidates('/login', '/login', { formMethod: 'POST' })).toBe(true);
    expect(revalidates('/login', '/', { formMethod: 'POST' })).toBe(true);
    expect(revalidates('/user/account', '/user/account')).toBe(true);
    expect(revalidates('/login', '/', { formMethod: 'POST', defaultShouldRevalidate: false })).toBe(
      false,
    );
  });
});

describe('route modules', () => {
  it('each has a server loader, so every client navigation passes the root middleware’s guards', () => {
    const folder = fileURLToPath(new URL('../src/routes/', import.meta.url));
    const withoutLoader = readdirSync(folder)
      .filter((name) => /\.tsx?$/.test(name))
      .filter(
        (name) =>
          !/export (async )?function loader\b|export const loader\b|export \{[^}]*\bloader\b/.test(
            readFileSync(`${folder}${name}`, 'utf8'),
          ),
      );
    expect(withoutLoader).toEqual([]);
  });
});
