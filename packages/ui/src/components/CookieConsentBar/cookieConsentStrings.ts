import type { StringArea } from '../../provider/stringArea';

/** Strings of CookieConsentBar. */
export interface CookieConsentStrings {
  cookieConsent: string;
  acceptAll: string;
  rejectAll: string;
}

export const cookieConsentStrings: StringArea<CookieConsentStrings> = {
  en: {
    cookieConsent: 'Cookie consent',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
  },
  hu: {
    cookieConsent: 'Cookie-hozzájárulás',
    acceptAll: 'Összes elfogadása',
    rejectAll: 'Összes elutasítása',
  },
  ro: {
    cookieConsent: 'Consimțământ pentru cookie-uri',
    acceptAll: 'Acceptă toate',
    rejectAll: 'Respinge toate',
  },
};
