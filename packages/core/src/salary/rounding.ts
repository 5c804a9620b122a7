import type { DeductionRounding } from './parameters';

const BP_PER_UNIT = 10_000;

/**
 * `amount × rateBp / 10 000` rounded to a whole unit, with exact integer arithmetic.
 * `halfUp` rounds .50 up (every tax and contribution, salary-2025.md §1.3, §2.5);
 * `dropHalf` drops fractions up to and including .50 (Cod fiscal art. 66 read literally).
 * `amount` and `rateBp` are non-negative integers whose product stays below 2^53.
 */
export function applyRate(
  amount: number,
  rateBp: number,
  rounding: DeductionRounding = 'halfUp',
): number {
  const product = amount * rateBp;
  const whole = Math.floor(product / BP_PER_UNIT);
  const twiceRemainder = 2 * (product - whole * BP_PER_UNIT);
  const roundsUp =
    rounding === 'halfUp' ? twiceRemainder >= BP_PER_UNIT : twiceRemainder > BP_PER_UNIT;
  return roundsUp ? whole + 1 : whole;
}
