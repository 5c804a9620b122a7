import type { Locale, LocalizedText } from '@allas/core';

/**
 * Spec §7: forgot-password errors resolve as a normal answer. When the api fails (down, rate
 * limited, a stale session), the browser still gets the neutral answer the api gives for a
 * request that went through — the same words, so the two cannot be told apart.
 */
const resetLinkSent: LocalizedText = {
  hu: 'Ha létezik fiók ezzel az e-mail címmel, elküldtük a jelszó-visszaállító linket.',
  ro: 'Dacă există un cont cu această adresă, am trimis linkul de resetare a parolei.',
  en: 'If an account exists for this email address, we have sent a password reset link.',
};

export function neutralResetAnswer(locale: Locale): { message: string } {
  return { message: resetLinkSent[locale] };
}
