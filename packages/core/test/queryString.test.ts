import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQueryString, parseQueryString, queryValues, toWellFormed } from '../src/index';
import { UrlSearchParams } from './urlSearchParams';

describe('query strings', () => {
  it('reads pairs like URLSearchParams, with or without the leading ?', () => {
    const parsed = parseQueryString(
      '?q=java+fejleszt%C5%91&types=fullTime,partTime&types=project&flag&=x',
    );
    expect(parsed.get('q')).toEqual(['java fejlesztő']);
    expect(parsed.get('types')).toEqual(['fullTime,partTime', 'project']);
    expect(parsed.get('flag')).toEqual(['']);
    expect(parsed.get('')).toEqual(['x']);
  });

  it('skips a pair with a broken escape instead of failing the whole URL', () => {
    const parsed = parseQueryString('q=%E0%A4&page=2');
    expect(parsed.has('q')).toBe(false);
    expect(parsed.get('page')).toEqual(['2']);
  });

  it('writes spaces as + and keeps commas readable', () => {
    expect(
      formatQueryString([
        ['q', 'Târgu Mureș'],
        ['types', 'fullTime,partTime'],
      ]),
    ).toBe('q=T%C3%A2rgu+Mure%C8%99&types=fullTime,partTime');
    expect(formatQueryString([])).toBe('');
  });

  it('reads values from a string, a parsed map or a URLSearchParams', () => {
    expect(queryValues('a=1&a=2', 'a')).toEqual(['1', '2']);
    expect(queryValues(parseQueryString('a=1'), 'a')).toEqual(['1']);
    expect(queryValues(new UrlSearchParams('a=3'), 'a')).toEqual(['3']);
    expect(queryValues('b=1', 'a')).toEqual([]);
  });

  it('replaces lone surrogates so any text can be put in a URL', () => {
    expect(toWellFormed('a\uD800b')).toBe('a\uFFFDb');
    expect(toWellFormed('😀')).toBe('😀');
  });

  it('agrees with URLSearchParams in both directions for any text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.string({ unit: 'binary', minLength: 1 }), fc.string({ unit: 'binary' })),
          { maxLength: 5 },
        ),
        (pairs) => {
          const wellFormed = pairs.map(
            ([name, value]) => [toWellFormed(name), toWellFormed(value)] as [string, string],
          );
          const ours = formatQueryString(wellFormed);
          const theirs = new UrlSearchParams(ours);
          for (const [name] of wellFormed) {
            expect(theirs.getAll(name)).toEqual(parseQueryString(ours).get(name));
          }
          const reference = new UrlSearchParams(wellFormed).toString();
          const fromReference = parseQueryString(reference);
          for (const [name] of wellFormed) {
            expect(fromReference.get(name)).toEqual(theirs.getAll(name));
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
