import { z } from 'zod';
import { errorKey, presenceErrorKey } from './errorKey';

/**
 * https, linkedin.com with an optional www. or two-letter country host (hu., ro.), a /in/ profile
 * handle, an optional trailing slash and the tracking query LinkedIn adds when a link is copied.
 */
export const LINKEDIN_PROFILE_URL_PATTERN =
  /^https:\/\/(?:www\.|[a-z]{2}\.)?linkedin\.com\/in\/[\p{L}\p{N}_%-]+\/?(?:\?[^\s#]*)?$/u;

export function isLinkedInProfileUrl(value: string): boolean {
  return LINKEDIN_PROFILE_URL_PATTERN.test(value);
}

export const linkedInUrlSchema = z
  .string(presenceErrorKey('validation.linkedIn.required', 'validation.linkedIn.invalid'))
  .trim()
  .min(1, errorKey('validation.linkedIn.required'))
  .max(300, errorKey('validation.linkedIn.invalid'))
  .regex(LINKEDIN_PROFILE_URL_PATTERN, errorKey('validation.linkedIn.invalid'));
