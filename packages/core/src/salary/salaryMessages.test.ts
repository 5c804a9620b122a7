import { describe, expect, it } from 'vitest';
import { salaryErrorCodes } from './errors';
import { formatSalaryError, salaryMessages } from './salaryMessages';

describe('salaryMessages', () => {
  it.each(['hu', 'ro', 'en'] as const)(
    '%s has a text for every error code and nothing else',
    (locale) => {
      const texts = salaryMessages[locale];
      expect(Object.keys(texts).sort()).toEqual([...salaryErrorCodes].sort());
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
    },
  );

  it('each locale uses the same placeholders for a code', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const code of salaryErrorCodes) {
      expect(placeholders(salaryMessages.hu[code])).toEqual(placeholders(salaryMessages.en[code]));
      expect(placeholders(salaryMessages.ro[code])).toEqual(placeholders(salaryMessages.en[code]));
    }
  });

  it('Romanian is written with comma-below ș and ț, never the cedilla forms', () => {
    const romanian = Object.values(salaryMessages.ro).join(' ');
    expect(romanian).not.toMatch(/[şţŞŢ]/);
    expect(romanian).toMatch(/ș/);
    expect(romanian).toMatch(/ț/);
  });

  it('fills placeholders from params and field', () => {
    expect(
      formatSalaryError(
        { code: 'salary.gross.tooLarge', field: 'gross', params: { max: 1000 } },
        'hu',
      ),
    ).toBe('A bruttó bér legfeljebb 1000 lehet.');
    expect(formatSalaryError({ code: 'salary.input.unknownField', field: 'pensioner' }, 'en')).toBe(
      'Unknown calculator option: pensioner.',
    );
    expect(
      formatSalaryError(
        { code: 'salary.gross.belowMinimumWage', params: { minimumWage: 4050 } },
        'ro',
      ),
    ).toBe('Dacă salariul de bază este salariul minim, salariul brut nu poate fi mai mic de 4050.');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(formatSalaryError({ code: 'salary.month.unsupported' }, 'en')).toBe(
      'The calculator has no tax rules for {month}.',
    );
  });
});
