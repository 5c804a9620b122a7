import { formatMessage, isMessageKey, type Locale } from '@allas/core';
import { useIntl } from 'react-intl';

/** The page's language, from the intl provider (set by the root data, or a story's toolbar). */
export function usePageLanguage(): Locale {
  return useIntl().locale as Locale;
}

/**
 * The text of a field's error: client-side zod errors carry core message keys, which are
 * translated here; the api's field errors arrive already in the page's language and pass as they are.
 */
export function fieldMessage(message: string | undefined, locale: Locale): string | undefined {
  if (message === undefined || message === '') return undefined;
  return isMessageKey(message) ? formatMessage(message, locale) : message;
}
