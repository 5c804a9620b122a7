import { z } from 'zod';
import type { RegionCode } from '../region/regionCodes';
import { emailSchema } from '../validation/emailSchema';
import { errorKey } from '../validation/errorKey';
import { phoneSchema } from '../validation/phoneSchema';
import { MAX_LONG_TEXT_LENGTH, optionalText, requiredText } from '../validation/textFields';

/** The contact fields every employer lead form asks for. */
export function employerContactShape(region: RegionCode) {
  return {
    name: requiredText('validation.name.required'),
    email: emailSchema,
    phone: phoneSchema(region),
    companyName: requiredText('validation.companyName.required'),
    position: requiredText('validation.position.required'),
    remarks: optionalText(MAX_LONG_TEXT_LENGTH),
  };
}

/** Premium recruitment quote request (/premium-toborzas). */
export function premiumQuoteSchema(region: RegionCode) {
  return z.object(employerContactShape(region), errorKey('validation.form.invalid'));
}
export type PremiumQuote = z.output<ReturnType<typeof premiumQuoteSchema>>;
