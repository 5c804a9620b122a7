import { describe, expect, it } from 'vitest';
import { companyInitials } from './initials';

describe('companyInitials', () => {
  it('takes the first letters of the first two words, keeping diacritics', () => {
    expect(companyInitials('Árvíztűrő Tükörfúrógép Kft.')).toBe('ÁT');
    expect(companyInitials('șantierul nord S.R.L.', 'ro')).toBe('ȘN');
    expect(companyInitials('Őrség-Vidéki Építő Zrt.')).toBe('ŐV');
  });

  it('skips legal forms and copes with one-word names', () => {
    expect(companyInitials('Kft. Dunaparti')).toBe('D');
    expect(companyInitials('Emag')).toBe('E');
    expect(companyInitials('S.R.L.')).toBe('S');
  });
});
