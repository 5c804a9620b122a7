import { describe, expect, it } from 'vitest';
import { salaryErrorCodes } from './errors';
import { formatSalaryError, salaryMessages } from './salaryMessages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('salaryMessages', () => {
  it('has a text in hu, ro and en for every error code and nothing else', () => {
    expect(Object.keys(salaryMessages).sort()).toEqual([...salaryErrorCodes].sort());
    for (const texts of Object.values(salaryMessages)) {
      expect(Object.keys(texts).sort()).toEqual(['en', 'hu', 'ro']);
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
    }
  });

  it('each language uses the same placeholders for a code', () => {
    for (const code of salaryErrorCodes) {
      const { en, hu, ro } = salaryMessages[code];
      expect(placeholders(hu)).toEqual(placeholders(en));
      expect(placeholders(ro)).toEqual(placeholders(en));
    }
  });

  it('Romanian is written with comma-below ș and ț, never the cedilla forms', () => {
    const romanian = Object.values(salaryMessages)
      .map((texts) => texts.ro)
      .join(' ');
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
    expect(formatSalaryError({ code: 'salary.month.required', field: 'month' }, 'ro')).toBe(
      'Alege luna.',
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(formatSalaryError({ code: 'salary.month.unsupported' }, 'en')).toBe(
      'The calculator has no tax rules for {month}.',
    );
  });
});
