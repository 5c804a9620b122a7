import type Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { hashToken } from '../auth/secrets.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { developmentRoutesEnabled } from '../http/development-routes.ts';
import { drainRequest, readJsonBody } from '../http/read-body.ts';
import { LOCALES } from '../i18n/messages.ts';
import { sampleDigest } from '../mail/templates/preview-data.ts';
import { renderDigestMail } from '../mail/templates/render-mail.ts';
import { describeCycle, runAlertCycle } from './alert-cycle.ts';

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
const isLoopbackPeer = (address: string) => /^127\./.test(plain(address)) || address === '::1';

/**
 * Unsubscribes the subscription a bulk mail's token names (mail_unsubscribe_tokens). Idempotent:
 * a known token answers unsubscribed however often it is used. Null for an unknown token.
 */
export async function unsubscribeByMailToken(
  deps: AppDeps,
  token: string,
  kind?: 'job-alert' | 'newsletter',
): Promise<{ unsubscribed: true } | null> {
  const row = await deps.db
    .selectFrom('mail_unsubscribe_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || (kind && row.subscription !== kind)) return null;
  await deps.db
    .deleteFrom(row.subscription === 'job-alert' ? 'job_alerts' : 'newsletter_subscriptions')
    .where('id', '=', row.subscription_id)
    .execute();
  return { unsubscribed: true };
}

const sendBodySchema = z.strictObject({
  frequency: z.enum(['instant', 'daily', 'weekly', 'newsletter']),
  now: z.iso.datetime({ offset: true }).optional(),
});

/**
 * Routes outside core's documented endpoints (not in the openapi document):
 * - `POST /unsubscribe/one-click?token=…`: RFC 8058 one-click unsubscribe of the List-Unsubscribe
 *   header. Mail providers post `List-Unsubscribe=One-Click` with no cookies, so there is no session
 *   and no XSRF check; the token names one subscription only.
 * - `GET /_dev/mail-preview/digest/:locale`: development only, the digest template with sample data.
 * - `POST /_ops/alerts/send`: operator only, for `pnpm alerts:send`. Answered only to a loopback
 *   peer that came directly (no gateway: X-Forwarded-For refused) and sends the operator header
 *   with a JSON body (which a web page cannot send cross-origin without a preflight); the gateway
 *   never passes a `/_` path either.
 */
export function mountAlertRoutes(router: Router, deps: AppDeps) {
  if (developmentRoutesEnabled(deps.config)) {
    // Development only: the mail templates with sample data, as HTML (or ?part=text).
    router.get('/_dev/mail-preview/:kind/:locale', async (ctx: Context) => {
      const locale = LOCALES.find((candidate) => candidate === ctx.params.locale);
      if (ctx.params.kind !== 'digest' || !locale) throw notFound();
      const mail = await renderDigestMail(sampleDigest(locale));
      if (ctx.query.part === 'text') {
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = `Subject: ${mail.subject}\n\n${mail.text}`;
      } else {
        ctx.type = 'text/html; charset=utf-8';
        ctx.body = mail.html;
      }
    });
  }

  router.post('/unsubscribe/one-click', async (ctx: Context) => {
    await drainRequest(ctx.req);
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const answer = token.length >= 16 ? await unsubscribeByMailToken(deps, token) : null;
    if (!answer) throw notFound();
    ctx.body = answer;
  });

  router.post('/_ops/alerts/send', async (ctx: Context) => {
    const direct = ctx.get('x-forwarded-for') === '' && ctx.get('forwarded') === '';
    if (
      !isLoopbackPeer(ctx.req.socket.remoteAddress ?? '') ||
      !direct ||
      ctx.get('x-allas-operator') !== 'alerts' ||
      !/^application\/json/i.test(ctx.get('content-type'))
    ) {
      throw notFound();
    }
    const parsed = sendBodySchema.safeParse(await readJsonBody(ctx.req, 4096));
    if (!parsed.success) throw new ApiError(400, 'validation_failed', 'validation.invalid');
    const now = parsed.data.now ? new Date(parsed.data.now) : deps.now();
    const { frequency } = parsed.data;
    const cycle = await runAlertCycle(deps, {
      frequencies: frequency === 'newsletter' ? [] : [frequency],
      newsletters: frequency === 'newsletter',
      now,
      force: true,
    });
    ctx.body = { ...cycle, lines: describeCycle(cycle) };
  });
}
