import { z } from 'zod';
import { jobLevels } from '../job/jobLevels';
import { locales } from '../locale/locales';
import type { MessageKey } from '../messages/messageCatalog';
import { errorKey, presenceErrorKey } from './errorKey';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from './slug';

/** A checkbox the user must tick (user agreement, privacy policy, consent). */
export function mustAccept(key: MessageKey) {
  return z.literal(true, errorKey(key));
}

const invalidOption = errorKey('validation.option.invalid');

/** A slug chosen from a list (category, subcategory, industry): a malformed one is not an option. */
export const chosenSlugSchema = z
  .string(invalidOption)
  .max(MAX_SLUG_LENGTH, invalidOption)
  .regex(SLUG_PATTERN, invalidOption);

/** Spec §5: at least one category where the form asks for categories. */
export const categorySelectionSchema = z
  .array(chosenSlugSchema, errorKey('validation.categories.min'))
  .min(1, errorKey('validation.categories.min'));

/** Spec §5: at least one level where the form asks for levels. */
export const levelSelectionSchema = z
  .array(z.enum(jobLevels, invalidOption), errorKey('validation.levels.min'))
  .min(1, errorKey('validation.levels.min'));

/** The language a form is sent in (application, newsletter, job alert); the site fills it in. */
export const formLanguageSchema = z.enum(
  locales,
  presenceErrorKey('validation.required', 'validation.option.invalid'),
);
