import type { RegionCode } from '../region/regionCodes';

/**
 * Company tax numbers of the two sites, checked by their own check digits so that a typo is caught
 * on the form rather than by an operator: Hungary's adószám (`12345676-2-41`) and Romania's CUI
 * (`RO 14399840` or `14399840`). Only the shape and the check digit are checked; whether the company
 * exists is not.
 */

/** Hungary: törzsszám (8 digits, the 8th a check digit), VAT code (1-5), county code. */
const HU_TAX_NUMBER = /^(\d{8})-?([1-5])-?(\d{2})$/;
/** Weights of the törzsszám's first seven digits (NAV). */
const HU_WEIGHTS = [9, 7, 3, 1, 9, 7, 3] as const;

/** Tax office codes: the counties 02-20, Budapest and the large-taxpayer offices 22-44, and 51. */
function isHungarianTaxOffice(code: number): boolean {
  return (code >= 2 && code <= 20) || (code >= 22 && code <= 44) || code === 51;
}

/** Romania: the CUI without its optional `RO` prefix, 2 to 10 digits, the last a check digit. */
const RO_TAX_NUMBER = /^(?:RO)?(\d{2,10})$/;
/** The control key of the CUI, right-aligned against the digits before the check digit. */
const RO_KEY = [7, 5, 3, 2, 1, 7, 5, 3, 2] as const;

function digitsOf(text: string): number[] {
  return [...text].map(Number);
}

function hungarianCheckDigit(first7: readonly number[]): number {
  const sum = first7.reduce((total, digit, i) => total + digit * (HU_WEIGHTS[i] ?? 0), 0);
  return (10 - (sum % 10)) % 10;
}

function romanianCheckDigit(body: readonly number[]): number {
  const offset = RO_KEY.length - body.length;
  const sum = body.reduce((total, digit, i) => total + digit * (RO_KEY[offset + i] ?? 0), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The number as people write it, without spaces, dots and a lower-case prefix. */
function compact(text: string): string {
  return text.replace(/[\s.]/g, '').toUpperCase();
}

/**
 * The tax number in its one stored form (`12345676-2-41`, `14399840`), or null when its shape or
 * check digit is wrong for the site's country.
 */
export function normalizeTaxNumber(region: RegionCode, text: string): string | null {
  const value = compact(text);
  if (region === 'HU') {
    const match = HU_TAX_NUMBER.exec(value);
    if (!match) return null;
    const [, base = '', vat = '', office = ''] = match;
    const digits = digitsOf(base);
    if (hungarianCheckDigit(digits.slice(0, 7)) !== digits[7]) return null;
    if (!isHungarianTaxOffice(Number(office))) return null;
    return `${base}-${vat}-${office}`;
  }
  const match = RO_TAX_NUMBER.exec(value);
  if (!match) return null;
  const digits = digitsOf(match[1] ?? '');
  const check = digits.pop();
  if (romanianCheckDigit(digits) !== check) return null;
  return digits.join('') + String(check);
}

export function isValidTaxNumber(region: RegionCode, text: string): boolean {
  return normalizeTaxNumber(region, text) !== null;
}
