import { describe, expect, it } from 'vitest';
import * as salary from './index';

describe('salary public surface', () => {
  it('exports exactly the calculators, schemas, parameters and messages', () => {
    expect(Object.keys(salary).sort()).toEqual([
      'HU_NET_DIP_WINDOW',
      'MAX_SALARY_AMOUNT',
      'MAX_SALARY_COUNT',
      'calculateHuGross',
      'calculateHuNet',
      'calculateRoGross',
      'calculateRoNet',
      'formatSalaryError',
      'huNetInputSchema',
      'huSituationSchema',
      'roNetInputSchema',
      'roSituationSchema',
      'salaryErrorCodes',
      'salaryMessages',
      'salaryMonthSchema',
      'salaryParameters',
    ]);
  });

  it('works end to end through the public entry: gross → net → gross', () => {
    const net = salary.calculateHuNet({ gross: 500_000, month: '2025-02' });
    expect(net.ok && net.value.net).toBe(332_500);
    const gross = salary.calculateRoGross(3076, { month: '2025-02' });
    expect(gross.ok && gross.value.gross).toBe(5200);
  });
});
