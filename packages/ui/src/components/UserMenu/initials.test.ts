import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Kovács Éva', 'KÉ'],
    ['Ștefan Țurcanu', 'ȘȚ'],
    ['Ion', 'I'],
    ['  Nagy-Tóth   Ildikó ', 'NI'],
    ['dr. Szőke Őrs', 'DŐ'],
    ['', ''],
  ])('%s → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
