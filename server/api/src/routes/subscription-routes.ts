import { endpoints } from '@allas/core';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { admitSubmission } from '../auth/admit-submission.ts';
import { hashToken, randomToken } from '../auth/secrets.ts';
import { fieldError, notFound } from '../http/api-error.ts';
import { defineRoute, type SignedInUser } from '../http/route.ts';
import { type Locale, translate } from '../i18n/messages.ts';

export function subscriptionRoutes(deps: AppDeps) {
  const { db } = deps;

  const siteBase = (region: string) =>
    region === 'ro' ? deps.config.PUBLIC_BASE_URL_RO : deps.config.PUBLIC_BASE_URL_HU;

  async function mailConfirmation(
    to: string,
    locale: Locale,
    region: string,
    kind: string,
    confirm: string,
    manage: string,
  ) {
    const base = `${siteBase(region)}/${locale}`;
    await deps.mailer.send({
      to,
      subject: translate('mail.confirm.subject', locale),
      text: translate('mail.confirm.body', locale, {
        confirm: `${base}/${kind === 'job-alert' ? 'jobnotification' : 'newsletter'}/confirm?token=${confirm}`,
        unsubscribe: `${base}/unsubscribe?${kind === 'job-alert' ? 'alert' : 'newsletter'}=${manage}`,
      }),
      kind: `${kind}-confirm`,
      locale,
    });
  }

  async function idsOf(table: 'categories' | 'locations', slugs: string[], field: string) {
    if (slugs.length === 0) return [];
    const rows = await db.selectFrom(table).select('id').where('slug', 'in', slugs).execute();
    if (rows.length !== new Set(slugs).size) {
      throw fieldError(
        field,
        table === 'categories' ? 'validation.categories.min' : 'validation.invalid',
      );
    }
    return rows.map((r) => r.id);
  }

  async function toAlert(row: {
    id: number;
    email: string;
    frequency: 'daily' | 'weekly';
    category_ids: number[];
    location_ids: number[];
    keywords: string;
    region: string;
    confirmed_at: Date | null;
    created_at: Date | string;
  }) {
    const [categories, locations] = await Promise.all([
      row.category_ids.length
        ? db
            .selectFrom('categories')
            .select(['id', 'slug'])
            .where('id', 'in', row.category_ids)
            .execute()
        : [],
      row.location_ids.length
        ? db
            .selectFrom('locations')
            .select(['id', 'slug'])
            .where('id', 'in', row.location_ids)
            .execute()
        : [],
    ]);
    return {
      id: String(row.id),
      email: row.email,
      frequency: row.frequency,
      categories: categories.map((c) => c.slug),
      locations: locations.map((l) => l.slug),
      keywords: row.keywords,
      region: row.region as 'hu' | 'ro',
      confirmed: row.confirmed_at !== null,
      createdAt: new Date(row.created_at).toISOString(),
    };
  }

  const ownAlert = async (user: SignedInUser, id: number) => {
    const row = await db
      .selectFrom('job_alerts')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    // Another user's alert answers exactly like a missing one.
    if (!row) throw notFound();
    return row;
  };

  return [
    defineRoute(endpoints.jobAlertSubscribe, async ({ ctx, body, user, locale }) => {
      await admitSubmission(deps, 'forms', { ctx, user, captcha: body.captcha });
      const email = user ? user.email : body.email;
      if (!email) throw fieldError('email', 'validation.email.required');
      const [categoryIds, locationIds] = await Promise.all([
        idsOf('categories', body.categories, 'categories'),
        idsOf('locations', body.locations, 'locations'),
      ]);
      const confirm = randomToken();
      const manage = randomToken();
      const row = await db
        .insertInto('job_alerts')
        .values({
          user_id: user?.id ?? null,
          email,
          locale,
          region: body.region,
          frequency: body.frequency,
          category_ids: categoryIds,
          location_ids: locationIds,
          keywords: body.keywords,
          confirm_token_hash: hashToken(confirm),
          manage_token_hash: hashToken(manage),
          confirmed_at: null,
          created_at: deps.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await mailConfirmation(email, locale, body.region, 'job-alert', confirm, manage);
      return {
        id: String(row.id),
        confirmed: false,
        message: translate('notice.subscriptionConfirmationSent', locale),
      };
    }),
    defineRoute(endpoints.jobAlertConfirm, async ({ body }) => {
      const row = await db
        .updateTable('job_alerts')
        .set({ confirmed_at: deps.now(), confirm_token_hash: null })
        .where('confirm_token_hash', '=', hashToken(body.token))
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound();
      return toAlert(row);
    }),
    defineRoute(endpoints.jobAlertUnsubscribe, async ({ body }) => {
      const row = await db
        .deleteFrom('job_alerts')
        .where('manage_token_hash', '=', hashToken(body.token))
        .returning('id')
        .executeTakeFirst();
      if (!row) throw notFound();
      return { unsubscribed: true as const };
    }),
    defineRoute(endpoints.jobAlerts, async ({ user }) => {
      const rows = await db
        .selectFrom('job_alerts')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('id')
        .execute();
      return Promise.all(rows.map(toAlert));
    }),
    defineRoute(endpoints.jobAlertChange, async ({ user, params, body }) => {
      await ownAlert(user, params.id);
      const categoryIds = body.categories
        ? await idsOf('categories', body.categories, 'categories')
        : undefined;
      const locationIds = body.locations
        ? await idsOf('locations', body.locations, 'locations')
        : undefined;
      const row = await db
        .updateTable('job_alerts')
        .set({
          ...(body.frequency ? { frequency: body.frequency } : {}),
          ...(categoryIds ? { category_ids: categoryIds } : {}),
          ...(locationIds ? { location_ids: locationIds } : {}),
          ...(body.keywords !== undefined ? { keywords: body.keywords } : {}),
        })
        .where('id', '=', params.id)
        .where('user_id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toAlert(row);
    }),
    defineRoute(endpoints.jobAlertDelete, async ({ user, params }) => {
      await ownAlert(user, params.id);
      await db
        .deleteFrom('job_alerts')
        .where('id', '=', params.id)
        .where('user_id', '=', user.id)
        .execute();
      return { deleted: true as const };
    }),
    defineRoute(endpoints.newsletterSubscribe, async ({ ctx, body, user, locale }) => {
      await admitSubmission(deps, 'forms', { ctx, user, captcha: body.captcha });
      const confirm = randomToken();
      const manage = randomToken();
      // A repeated subscription renews the tokens and mails again; it never reveals whether the
      // address was already on the list.
      const row = await db
        .insertInto('newsletter_subscriptions')
        .values({
          email: body.email,
          list: body.list,
          locale,
          confirm_token_hash: hashToken(confirm),
          manage_token_hash: hashToken(manage),
          confirmed_at: null,
          created_at: deps.now(),
        })
        .onConflict((oc) =>
          oc.expression(sql`lower(email), list`).doUpdateSet({
            confirm_token_hash: hashToken(confirm),
            manage_token_hash: hashToken(manage),
          }),
        )
        .returning(['id', 'confirmed_at'])
        .executeTakeFirstOrThrow();
      await mailConfirmation(body.email, locale, body.region, 'newsletter', confirm, manage);
      return {
        id: String(row.id),
        confirmed: false,
        message: translate('notice.subscriptionConfirmationSent', locale),
      };
    }),
    defineRoute(endpoints.newsletterConfirm, async ({ body }) => {
      const row = await db
        .updateTable('newsletter_subscriptions')
        .set({ confirmed_at: deps.now(), confirm_token_hash: null })
        .where('confirm_token_hash', '=', hashToken(body.token))
        .returning('list')
        .executeTakeFirst();
      if (!row) throw notFound();
      return { list: row.list, confirmed: true as const };
    }),
    defineRoute(endpoints.newsletterUnsubscribe, async ({ body }) => {
      const row = await db
        .deleteFrom('newsletter_subscriptions')
        .where('manage_token_hash', '=', hashToken(body.token))
        .returning('id')
        .executeTakeFirst();
      if (!row) throw notFound();
      return { unsubscribed: true as const };
    }),
  ];
}
