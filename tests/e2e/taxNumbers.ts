// Company tax numbers the journeys register with: valid for their country by core's own check
// (HU adószám, RO CUI), and new in each run, since a company registers once per country.
import { normalizeTaxNumber } from '../../packages/core/src/company/taxNumber.ts';

const randomDigits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** The base with the check digit that makes it valid (one of 0-9 always does). */
function withCheckDigit(region: 'HU' | 'RO', base: string, rest = ''): string {
  for (let digit = 0; digit <= 9; digit++) {
    const candidate = `${base}${digit}${rest}`;
    if (normalizeTaxNumber(region, candidate) !== null) return candidate;
  }
  return withCheckDigit(region, `1${randomDigits(base.length - 1)}`, rest);
}

/** A Hungarian adószám as people write it: `12345676-2-41`. */
export function hungarianTaxNumber(): string {
  const number = withCheckDigit('HU', `1${randomDigits(6)}`, '241');
  return `${number.slice(0, 8)}-${number.slice(8, 9)}-${number.slice(9)}`;
}

/** A Romanian CUI with its `RO` prefix: `RO14399840`. */
export function romanianTaxNumber(): string {
  return `RO${withCheckDigit('RO', `3${randomDigits(6)}`)}`;
}
