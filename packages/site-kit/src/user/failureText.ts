import type { Locale } from '@allas/core';
import { BrowserApiError } from '../api/browserApi';
import { translate } from '../i18n/translate';

/** What a failed call tells the user: the api's message in the page's language, else the generic one. */
export function failureText(error: unknown, locale: Locale): string {
  if (
    error instanceof BrowserApiError &&
    error.status !== 0 &&
    error.message &&
    !/^HTTP \d+$/.test(error.message)
  ) {
    return error.message;
  }
  return translate(locale, 'error.generic');
}
