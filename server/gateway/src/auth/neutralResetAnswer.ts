import { formatMessage, type Locale } from '@allas/core';

/**
 * Spec §7: forgot-password errors resolve as a normal answer. When the api fails (down, rate
 * limited, a stale session), the browser still gets the neutral answer the api gives for a
 * request that went through — core's `auth.passwordResetSent`, the same words the api sends, so
 * the two cannot be told apart.
 */
export function neutralResetAnswer(locale: Locale): { message: string } {
  return { message: formatMessage('auth.passwordResetSent', locale) };
}
