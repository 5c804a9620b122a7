import { endpoints, type NewsletterList } from '@allas/core';
import { sql } from 'kysely';
import { unsubscribeByMailToken } from '../alerts/alert-routes.ts';
import { searchOf, storedSearch } from '../alerts/alert-search.ts';
import type { AppDeps } from '../app-deps.ts';
import { admitSubmission } from '../auth/admit-submission.ts';
import { hashToken, randomToken } from '../auth/secrets.ts';
import { fieldError, notFound } from '../http/api-error.ts';
import { defineRoute, type SignedInUser } from '../http/route.ts';
import { siteBaseUrl } from '../http/site-base-url.ts';
import { type Locale, translate } from '../i18n/messages.ts';
import { isSuppressed } from '../mail/delivery-queue.ts';

export function subscriptionRoutes(deps: AppDeps) {
  const { db } = deps;

  type Subscription = 'job-alert' | 'newsletter';
  /** What one confirmation mail is for: the job alert, or one newsletter list. */
  type Subscribed = 'job-alert' | NewsletterList;
  const subscriptionOf = (list: Subscribed): Subscription =>
    list === 'job-alert' ? 'job-alert' : 'newsletter';
  const tables = { 'job-alert': 'job_alerts', newsletter: 'newsletter_subscriptions' } as const;

  async function mailConfirmation(
    to: string,
    locale: Locale,
    region: string,
    list: Subscribed,
    confirm: string,
    manage: string,
  ) {
    const kind = subscriptionOf(list);
    const base = `${siteBaseUrl(deps.config, region)}/${locale}`;
    const listName = translate(`mail.list.${list}`, locale);
    await deps.mailer.send({
      to,
      subject: translate('mail.confirm.subject', locale, { list: listName }),
      text: translate('mail.confirm.body', locale, {
        list: listName,
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
    frequency: 'instant' | 'daily' | 'weekly';
    category_ids: number[];
    location_ids: number[];
    keywords: string;
    region: string;
    confirmed_at: Date | null;
    created_at: Date | string;
    filters: Record<string, unknown>;
    paused_at: Date | null;
  }) {
    const [categories, locations, suppressed] = await Promise.all([
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
      isSuppressed(db, row.email),
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
      search: searchOf(row.filters),
      paused: row.paused_at !== null,
      suppressed,
    };
  }

  /**
   * The double opt-in both subscriptions share: a confirmation token and a management token
   * (one-click unsubscribe), stored hashed by `store`, mailed in the clear; the answer says a
   * confirmation mail is on its way.
   */
  async function startDoubleOptIn(
    list: Subscribed,
    to: { email: string; region: string; locale: Locale },
    store: (hashes: { confirm_token_hash: string; manage_token_hash: string }) => Promise<{
      id: number;
    }>,
  ) {
    const confirm = randomToken();
    const manage = randomToken();
    const row = await store({
      confirm_token_hash: hashToken(confirm),
      manage_token_hash: hashToken(manage),
    });
    await mailConfirmation(to.email, to.locale, to.region, list, confirm, manage);
    return {
      id: String(row.id),
      confirmed: false,
      message: translate('notice.subscriptionConfirmationSent', to.locale),
    };
  }

  /**
   * One-click unsubscribe with the management token of the confirmation mail, or the token of a
   * digest or newsletter issue (a second use of that one still answers unsubscribed).
   */
  async function unsubscribe(kind: Subscription, token: string) {
    const row = await db
      .deleteFrom(tables[kind])
      .where('manage_token_hash', '=', hashToken(token))
      .returning('id')
      .executeTakeFirst();
    if (!row && !(await unsubscribeByMailToken(deps, token, kind))) throw notFound();
    return { unsubscribed: true as const };
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
      return startDoubleOptIn('job-alert', { email, region: body.region, locale }, (hashes) =>
        db
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
            filters: JSON.stringify(body.search ? storedSearch(body.search) : {}),
            ...hashes,
            confirmed_at: null,
            created_at: deps.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
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
    defineRoute(endpoints.jobAlertUnsubscribe, ({ body }) => unsubscribe('job-alert', body.token)),
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
      const current = await ownAlert(user, params.id);
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
          ...(body.search !== undefined
            ? { filters: JSON.stringify(storedSearch(body.search)) }
            : {}),
          ...(body.paused === true && !current.paused_at ? { paused_at: deps.now() } : {}),
          ...(body.paused === false ? { paused_at: null } : {}),
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
      // A repeated subscription renews the tokens and mails again; it never reveals whether the
      // address was already on the list.
      return startDoubleOptIn(
        body.list,
        { email: body.email, region: body.region, locale },
        (hashes) =>
          db
            .insertInto('newsletter_subscriptions')
            .values({
              email: body.email,
              list: body.list,
              locale,
              ...hashes,
              confirmed_at: null,
              created_at: deps.now(),
            })
            .onConflict((oc) => oc.expression(sql`lower(email), list`).doUpdateSet(hashes))
            .returning('id')
            .executeTakeFirstOrThrow(),
      );
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
    defineRoute(endpoints.newsletterUnsubscribe, ({ body }) =>
      unsubscribe('newsletter', body.token),
    ),
  ];
}
