import { describe, expect, it } from 'vitest';
import {
  controlCharacterPath,
  hasControlCharacters,
  withoutControlCharacters,
} from '../src/text/controlCharacters';
import { decodeUriComponentOrUndefined } from '../src/text/decodeUriComponent';
import { jsonNestingExceeds, MAX_JSON_NESTING } from '../src/text/jsonNesting';

describe('control characters', () => {
  it('finds NUL, escape and DEL but lets tab and line breaks through', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('\u001b[31m')).toBe(true);
    expect(hasControlCharacters('x\u007f')).toBe(true);
    expect(hasControlCharacters('Tisztelt Cég!\r\n\tÜdvözlettel: Őrsi Ștefan')).toBe(false);
  });

  it('can drop them from a leniently read value', () => {
    expect(withoutControlCharacters('\u0000fejlesztő\u0007 Győr\u007f')).toBe('fejlesztő Győr');
  });

  it('names the path of the first string that holds one, keys included', () => {
    expect(controlCharacterPath({ q: 'fejlesztő', location: ['Győr', 'Cluj\u0000'] })).toEqual([
      'location',
      '1',
    ]);
    expect(controlCharacterPath({ profile: { residence: 'Pécs\u0000' } })).toEqual([
      'profile',
      'residence',
    ]);
    expect(controlCharacterPath({ 'bad\u0001key': 1 })).toEqual(['bad\u0001key']);
    expect(controlCharacterPath('\u0000')).toEqual([]);
    expect(controlCharacterPath({ a: 1, b: null, c: [true, 'ok'] })).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i += 1) deep = [deep];
    expect(controlCharacterPath(deep)?.length).toBe(20_000);
  });
});

describe('decodeUriComponentOrUndefined', () => {
  it('decodes what decodes and gives undefined for a malformed escape', () => {
    expect(decodeUriComponentOrUndefined('%C5%91r')).toBe('őr');
    expect(decodeUriComponentOrUndefined('%')).toBeUndefined();
    expect(decodeUriComponentOrUndefined('%E0%A4%A')).toBeUndefined();
  });
});

describe('jsonNestingExceeds', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestingExceeds('{"a":[{"b":"[[[[{{{{"}]}', 3)).toBe(false);
    expect(jsonNestingExceeds('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonNestingExceeds('"\\"[[[["', 1)).toBe(false);
  });

  it('stops a body nested ten thousand deep and passes a real form', () => {
    expect(jsonNestingExceeds('['.repeat(10_000) + ']'.repeat(10_000), MAX_JSON_NESTING)).toBe(
      true,
    );
    const form = JSON.stringify({ fields: { email: 'a@b.hu', consents: [{ id: 1 }] } });
    expect(jsonNestingExceeds(form, MAX_JSON_NESTING)).toBe(false);
  });
});
