import { BrowserApiError } from '../api/browserApi';

/** What a failed call tells the user: the api's message in the page's language, else the generic one. */
export function failureText(error: unknown, generic: string): string {
  if (
    error instanceof BrowserApiError &&
    error.status !== 0 &&
    error.message &&
    !/^HTTP \d+$/.test(error.message)
  ) {
    return error.message;
  }
  return generic;
}
