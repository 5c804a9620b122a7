import { randomBytes } from 'node:crypto';
import type { Next } from 'koa';
import type { GatewayContext } from './state';

/**
 * The Content-Security-Policy for one answer. Scripts run only when `scriptSources` allow them:
 * this request's nonce, or for a cached page the sha256 hashes of its inline scripts (a nonce
 * cannot be shared by everyone a cached copy is sent to). With 'strict-dynamic' the scripts React
 * Router and the tag manager load from an allowed script are trusted too, so no host list is needed
 * for scripts. Styles allow inline attributes, which React's `style` props produce. Connections and
 * images allow the tag manager, analytics and Google Maps, which the sites load (spec §7) — and
 * nothing else.
 */
export function contentSecurityPolicy(
  scriptSources: readonly string[],
  options: { devSockets?: boolean } = {},
): string {
  const google = [
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://maps.googleapis.com',
  ];
  return [
    "default-src 'self'",
    `script-src ${[...scriptSources, "'strict-dynamic'"].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://maps.gstatic.com ${google.join(' ')}`,
    "font-src 'self' data:",
    // Development only: Vite's hot-reload socket listens on a port of its own.
    `connect-src 'self' ${options.devSockets ? 'ws://localhost:* ws://*.localhost:* ' : ''}${google.join(' ')}`,
    "frame-src 'self' https://www.googletagmanager.com",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Powerful browser features no page of the sites uses, switched off for them and anything they
 * embed (the tag manager's frames included). Only features Chromium knows, so the console stays quiet.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Two years, the preload list's minimum; only ever sent over https (browsers ignore it on http). */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Security headers on every answer: a fresh CSP nonce (left on `ctx.state.cspNonce` for the SSR),
 * no framing, no MIME sniffing, a referrer policy, a permissions policy, an opener policy, and HSTS when the request came over https. A page
 * whose query carries a token (reset-password and social-login links) sends no referrer at all, so
 * the token cannot leak to another site through a link or a loaded resource.
 */
export function securityHeaders(options: { devSockets?: boolean } = {}) {
  return async (ctx: GatewayContext, next: Next) => {
    const nonce = randomBytes(16).toString('base64');
    ctx.state.cspNonce = nonce;
    ctx.set('Content-Security-Policy', contentSecurityPolicy([`'nonce-${nonce}'`], options));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    // A page this site opens cannot reach back into it through window.opener, and the reverse.
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set(
      'Referrer-Policy',
      ctx.query.token === undefined ? 'strict-origin-when-cross-origin' : 'no-referrer',
    );
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    await next();
  };
}
