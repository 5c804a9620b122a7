import { formatMessage, type Locale } from '@allas/core';
import { BrowserApiError } from '../api/browserApi';

export interface FormFailure {
  /** For the inline alert and the toast. */
  message: string;
  /** Field name → message in the page's language, for the messages next to the fields. */
  fields: Readonly<Record<string, string>>;
}

/**
 * A failed auth call as the form shows it: the api's own message (bad credentials, wrong user type,
 * social account, invalid reset link…) and its field messages; a network failure or a missing XSRF
 * token gets core's words for it, so nothing fails silently.
 */
export function formFailure(error: unknown, locale: Locale): FormFailure {
  if (error instanceof BrowserApiError) {
    if (error.code === 'csrf_unavailable') {
      return { message: formatMessage('auth.xsrfMissing', locale), fields: {} };
    }
    if (error.status !== 0 && error.status < 500) {
      return { message: error.message, fields: error.fields };
    }
  }
  return { message: formatMessage('error.genericTryLater', locale), fields: {} };
}
