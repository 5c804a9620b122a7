import { z } from 'zod';
import type { MessageKey } from '../messages/messageCatalog';
import { errorKey, presenceErrorKey } from './errorKey';

/** Names, titles, places: long enough for Hungarian compounds, short enough for a database column. */
export const MAX_SHORT_TEXT_LENGTH = 200;
/** Remarks, cover notes, contact messages. */
export const MAX_LONG_TEXT_LENGTH = 5000;

export function requiredText(requiredKey: MessageKey, maxLength = MAX_SHORT_TEXT_LENGTH) {
  return z
    .string(presenceErrorKey(requiredKey))
    .trim()
    .min(1, errorKey(requiredKey))
    .max(maxLength, errorKey('validation.text.tooLong'));
}

export function optionalText(maxLength = MAX_SHORT_TEXT_LENGTH) {
  return z
    .string(errorKey('validation.form.invalid'))
    .trim()
    .max(maxLength, errorKey('validation.text.tooLong'))
    .optional();
}
