export type SameSite = 'lax' | 'strict' | 'none';

export interface CookieSpec {
  readonly name: string;
  /** null: a browser-session cookie. */
  readonly maxAgeSeconds: number | null;
  readonly path: '/';
  readonly sameSite: SameSite;
  /** Cookies that browser code never needs to read are httpOnly. */
  readonly httpOnly: boolean;
}

const DAY = 86_400;
/** Spec §9: the auth cookies expire after 4 hours. */
export const AUTH_COOKIE_MAX_AGE_SECONDS = 4 * 60 * 60;

/** Every cookie the product sets (spec §3 and §9), with its lifetime. */
export const cookieTable = {
  /** Largest signed 32-bit number: "for ever" in every browser. */
  consent: {
    name: 'cookieConsentAccepted',
    maxAgeSeconds: 2_147_483_647,
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
  },
  favouriteJobCategories: {
    name: 'favouriteJobCategories',
    maxAgeSeconds: DAY,
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
  },
  /** Browser code reads it to send X-XSRF-TOKEN. */
  xsrfToken: {
    name: 'XSRF-TOKEN',
    maxAgeSeconds: AUTH_COOKIE_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
  },
  session: {
    name: 'allas_session',
    maxAgeSeconds: AUTH_COOKIE_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
  },
  /** The bearer token stays in the gateway's httpOnly cookie, never in browser JavaScript. */
  token: {
    name: 'token',
    maxAgeSeconds: AUTH_COOKIE_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
  },
  /** Vote-invitation modal shown: 1 day … */
  voteModalShown: {
    name: 'szmdModalShown',
    maxAgeSeconds: DAY,
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
  },
  /** … or 7 days when the signed-in user has already voted. */
  voteModalShownAfterVoting: {
    name: 'szmdModalShown',
    maxAgeSeconds: 7 * DAY,
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
  },
  /** The chosen language (spec §9: 365 days, path /, SameSite Lax). */
  language: {
    name: 'i18n_redirected',
    maxAgeSeconds: 365 * DAY,
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
  },
  /**
   * The reset link's token, moved out of the URL by the reset page for the link's 60 minutes;
   * the page's script reads it and clears it once the password is set.
   */
  resetToken: {
    name: 'allas_reset',
    maxAgeSeconds: 60 * 60,
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
  },
  /**
   * A colleague invitation's token (issue 12), moved out of the URL by /employer/invitation for an
   * hour of filling in the form; the page's script sends it in the POST body and clears it.
   */
  invitationToken: {
    name: 'allas_invitation',
    maxAgeSeconds: 60 * 60,
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
  },
  /** Social login's one-time code, moved out of the URL for the 60 seconds the api honours it. */
  socialLoginCode: {
    name: 'allas_social_code',
    maxAgeSeconds: 60,
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
  },
  /** Set by hand by developers to see the sites during maintenance. */
  developerMode: {
    name: 'allas_dev',
    maxAgeSeconds: null,
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
  },
} as const satisfies Record<string, CookieSpec>;

export type CookieId = keyof typeof cookieTable;
