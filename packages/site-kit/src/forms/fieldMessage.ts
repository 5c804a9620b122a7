import { formatMessage, isLocale, isMessageKey, type Locale } from '@allas/core';
import { useIntl } from 'react-intl';

/**
 * The text of a field's error: core's zod schemas report catalogue keys, which are translated here;
 * the api's field errors arrive already in the page's language and pass as they are.
 */
export function fieldMessage(message: string | undefined, locale: Locale): string | undefined {
  if (message === undefined || message === '') return undefined;
  return isMessageKey(message) ? formatMessage(message, locale) : message;
}

/** `fieldMessage` bound to the page's language (react-intl's locale; hu when it is not ours). */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { locale } = useIntl();
  const lang = isLocale(locale) ? locale : 'hu';
  return (message) => fieldMessage(message, lang);
}
