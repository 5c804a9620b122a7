import { describe, expect, it } from 'vitest';
import type { SalaryErrorCode, SalaryResult } from './errors';
import { calculateHuGross, calculateHuNet } from './hungary';
import { calculateRoGross, calculateRoNet } from './romania';

type Calculator = (amount: unknown, situation: Record<string, unknown>) => SalaryResult<unknown>;

const calculators: [string, Calculator, 'gross' | 'targetNet'][] = [
  ['calculateHuNet', (gross, situation) => calculateHuNet({ gross, ...situation }), 'gross'],
  ['calculateRoNet', (gross, situation) => calculateRoNet({ gross, ...situation }), 'gross'],
  ['calculateHuGross', calculateHuGross, 'targetNet'],
  ['calculateRoGross', calculateRoGross, 'targetNet'],
];

function errorOf(result: SalaryResult<unknown>) {
  expect(result.ok).toBe(false);
  return result.ok ? undefined : result.error;
}

describe.each(calculators)(
  '%s rejects bad amounts with a typed error',
  (_name, calculate, field) => {
    it.each([
      [-1, 'negative'],
      [-0.5, 'negative'],
      [1234.5, 'notInteger'],
      [Number.NaN, 'notANumber'],
      [Number.POSITIVE_INFINITY, 'notANumber'],
      [Number.NEGATIVE_INFINITY, 'notANumber'],
      ['300000', 'notANumber'],
      [null, 'notANumber'],
      [undefined, 'required'],
      [1_000_000_001, 'tooLarge'],
      [1e12, 'tooLarge'],
    ])('%s → %s', (amount, problem) => {
      const error = errorOf(calculate(amount, { month: '2025-05' }));
      expect(error?.code).toBe(`salary.${field}.${problem}`);
      expect(error?.field).toBe(field);
      if (problem === 'tooLarge') expect(error?.params).toEqual({ max: 1_000_000_000 });
    });

    it.each([
      [{ month: '2025-05', pensioner: true }, 'salary.input.unknownField', 'pensioner'],
      [{ month: '2024-12' }, 'salary.month.unsupported', 'month'],
      [{ month: '2026-01' }, 'salary.month.unsupported', 'month'],
      [{ month: '2025-13' }, 'salary.month.invalid', 'month'],
      [{ month: '2025-5' }, 'salary.month.invalid', 'month'],
      [{ month: 202505 }, 'salary.month.invalid', 'month'],
      [{}, 'salary.month.required', 'month'],
    ] satisfies [Record<string, unknown>, SalaryErrorCode, string][])(
      'situation %o → %s',
      (situation, code, errorField) => {
        const error = errorOf(calculate(300_000, situation));
        expect(error?.code).toBe(code);
        expect(error?.field).toBe(errorField);
      },
    );

    it('an unsupported month names the month for the message', () => {
      expect(errorOf(calculate(300_000, { month: '2026-01' }))?.params).toEqual({
        month: '2026-01',
      });
    });
  },
);

describe('situation fields', () => {
  it.each([
    [{ children: -1 }, 'salary.count.negative', 'children'],
    [{ children: 1.5 }, 'salary.count.notInteger', 'children'],
    [{ children: 21 }, 'salary.count.tooLarge', 'children'],
    [{ children: Number.NaN }, 'salary.count.notANumber', 'children'],
    [{ children: 2, eltartott: 1 }, 'salary.eltartott.fewerThanChildren', 'eltartott'],
    [{ under25: 'yes' }, 'salary.flag.notBoolean', 'under25'],
    [{ motherOf3: 1 }, 'salary.flag.notBoolean', 'motherOf3'],
  ] satisfies [Record<string, unknown>, SalaryErrorCode, string][])(
    'HU %o → %s',
    (extra, code, field) => {
      const net = errorOf(calculateHuNet({ gross: 400_000, month: '2025-05', ...extra }));
      expect(net).toMatchObject({ code, field });
      const gross = errorOf(calculateHuGross(300_000, { month: '2025-05', ...extra }));
      expect(gross).toMatchObject({ code, field });
    },
  );

  it('a too large count names its maximum', () => {
    expect(errorOf(calculateHuNet({ gross: 1, month: '2025-05', children: 99 }))?.params).toEqual({
      max: 20,
    });
  });

  it.each([
    [{ dependants: -1 }, 'salary.count.negative', 'dependants'],
    [{ dependants: 2.5 }, 'salary.count.notInteger', 'dependants'],
    [{ schoolChildren: 30 }, 'salary.count.tooLarge', 'schoolChildren'],
    [{ under26: 'true' }, 'salary.flag.notBoolean', 'under26'],
    [{ deductionRounding: 'ceil' }, 'salary.deductionRounding.invalid', 'deductionRounding'],
    [{ isBasicFunction: false }, 'salary.input.unknownField', 'isBasicFunction'],
    [{ children: 2 }, 'salary.input.unknownField', 'children'],
  ] satisfies [Record<string, unknown>, SalaryErrorCode, string][])(
    'RO %o → %s',
    (extra, code, field) => {
      const net = errorOf(calculateRoNet({ gross: 5000, month: '2025-05', ...extra }));
      expect(net).toMatchObject({ code, field });
      const gross = errorOf(calculateRoGross(3000, { month: '2025-05', ...extra }));
      expect(gross).toMatchObject({ code, field });
    },
  );

  it('HU-only flags are unknown to RO and RO-only flags to HU', () => {
    expect(errorOf(calculateHuNet({ gross: 1, month: '2025-05', under26: true }))?.code).toBe(
      'salary.input.unknownField',
    );
  });

  it.each([null, undefined, 42, 'gross', []])('a non-object input (%o) is rejected', (input) => {
    expect(errorOf(calculateHuNet(input))?.code).toBe('salary.input.notAnObject');
    expect(errorOf(calculateRoNet(input))?.code).toBe('salary.input.notAnObject');
    expect(errorOf(calculateHuGross(1000, input))?.code).toBe('salary.input.notAnObject');
    expect(errorOf(calculateRoGross(1000, input))?.code).toBe('salary.input.notAnObject');
  });

  it('with the facility, the RO gross cannot be below the minimum wage', () => {
    expect(
      errorOf(calculateRoNet({ gross: 4049, month: '2025-05', baseSalaryIsMinWage: true })),
    ).toEqual({
      code: 'salary.gross.belowMinimumWage',
      field: 'gross',
      params: { minimumWage: 4050 },
    });
  });

  it('a net that would need a gross above the limit is unreachable', () => {
    const hu = errorOf(calculateHuGross(999_000_000, { month: '2025-05' }));
    expect(hu).toEqual({
      code: 'salary.targetNet.unreachable',
      field: 'targetNet',
      params: { max: 1_000_000_000 },
    });
    const ro = errorOf(calculateRoGross(999_000_000, { month: '2025-05' }));
    expect(ro?.code).toBe('salary.targetNet.unreachable');
  });

  it('the largest accepted gross still gives finite figures', () => {
    const hu = calculateHuNet({ gross: 1_000_000_000, month: '2025-05' });
    expect(hu.ok && hu.value.net).toBe(665_000_000);
    const ro = calculateRoNet({ gross: 1_000_000_000, month: '2025-05' });
    expect(ro.ok && ro.value.net).toBe(585_000_000);
  });
});
