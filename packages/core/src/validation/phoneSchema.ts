import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import type { RegionCode } from '../region/regionCodes';
import { errorKey, presenceErrorKey } from './errorKey';

/*
 * The "min" metadata on purpose: it checks each country's number lengths and leading digits, which
 * rejects the typos people make (+36 99…, +40 9…), at about half the size of "max". The sites ship
 * this schema to the browser, so the bundle size matters more than exact number-type detection.
 */

/** Longer input is not a phone number; the cap also bounds the parser's work. */
export const MAX_PHONE_INPUT_LENGTH = 40;

/** Country calling codes of the regions: numbers typed without +36 / +40 are read as local. */
export const regionCallingCodes: Readonly<Record<RegionCode, string>> = { HU: '+36', RO: '+40' };

/** Parses a phone number as typed and normalises it to E.164 (`+36201234567`). */
export function toE164PhoneNumber(value: string, defaultCountry: RegionCode): string | undefined {
  const parsed = parsePhoneNumberFromString(value, defaultCountry);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** A phone field whose national numbers are read in the region's country (06 20… in HU, 07… in RO). */
export function phoneSchema(defaultCountry: RegionCode) {
  return z
    .string(presenceErrorKey('validation.phone.required', 'validation.phone.invalid'))
    .trim()
    .min(1, errorKey('validation.phone.required'))
    .max(MAX_PHONE_INPUT_LENGTH, errorKey('validation.phone.invalid'))
    .transform((value, context) => {
      const normalised = toE164PhoneNumber(value, defaultCountry);
      if (normalised === undefined) {
        context.issues.push({ code: 'custom', message: 'validation.phone.invalid', input: value });
        return z.NEVER;
      }
      return normalised;
    });
}

/** A stored phone number: already normalised to E.164. */
export const e164PhoneSchema = z.string().regex(/^\+[1-9]\d{6,14}$/);
