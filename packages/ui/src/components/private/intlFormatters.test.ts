import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat, pluralRules } from './intlFormatters';

describe('intlFormatters', () => {
  it('builds a formatter once per tag and option set', () => {
    expect(numberFormat('hu-HU')).toBe(numberFormat('hu-HU'));
    expect(numberFormat('hu-HU', { maximumFractionDigits: 1 })).toBe(
      numberFormat('hu-HU', { maximumFractionDigits: 1 }),
    );
    expect(dateTimeFormat('ro-RO', { month: 'long' })).toBe(
      dateTimeFormat('ro-RO', { month: 'long' }),
    );
    expect(pluralRules('ro-RO')).toBe(pluralRules('ro-RO'));
    expect(listFormat('en-GB', { type: 'disjunction' })).toBe(
      listFormat('en-GB', { type: 'disjunction' }),
    );
  });

  it('keeps tags, kinds and option sets apart', () => {
    expect(numberFormat('hu-HU')).not.toBe(numberFormat('ro-RO'));
    expect(numberFormat('hu-HU')).not.toBe(numberFormat('hu-HU', { maximumFractionDigits: 1 }));
    expect(listFormat('en-GB', { type: 'disjunction' }).format(['PDF', 'DOCX'])).toBe(
      'PDF or DOCX',
    );
    expect(listFormat('en-GB', { type: 'unit', style: 'narrow' }).format(['PDF', 'DOCX'])).toBe(
      'PDF DOCX',
    );
  });

  it('formats as a formatter built on the spot does', () => {
    expect(numberFormat('hu-HU').format(12500)).toBe(new Intl.NumberFormat('hu-HU').format(12500));
    expect(numberFormat('ro-RO').format(12500)).toBe('12.500');
    expect(pluralRules('ro-RO').select(20)).toBe('other');
    expect(dateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(new Date(0))).toBe(
      'January',
    );
  });
});
