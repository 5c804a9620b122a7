import {
  type AlertFrequency,
  type AlertTiming,
  DIGEST_MAX_JOBS,
  digestPeriodKey,
  digestWindowStart,
  isDigestDue,
  type JobCard,
  localDayStart,
} from '@allas/core';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { randomToken } from '../auth/secrets.ts';
import { siteBaseUrl } from '../http/site-base-url.ts';
import type { Locale } from '../i18n/messages.ts';
import { loadCategories } from '../jobs/job-card.ts';
import { searchJobs } from '../jobs/job-search.ts';
import { timeZoneOf } from '../jobs/job-status.ts';
import { isSuppressed } from '../mail/delivery-queue.ts';
import { payText } from '../mail/templates/mail-texts.ts';
import { renderDigestMail } from '../mail/templates/render-mail.ts';
import { alertSearch } from './alert-search.ts';
import { enqueueBulkMail, unsubscribeLinks } from './bulk-mail.ts';

export interface ComposedDigest {
  alertId: number;
  to: string;
  locale: Locale;
  jobs: number;
  idempotencyKey: string;
  subject: string;
  /** "title — link" of each job, for the command's report (no token in them). */
  links: string[];
}

export interface DigestRun {
  frequency: AlertFrequency;
  /** Alerts looked at (confirmed, not paused, of this frequency). */
  alerts: number;
  enqueued: ComposedDigest[];
  /** Due alerts with no new matching job: nothing queued. */
  empty: number;
  /** Alerts whose composition failed this time (logged). */
  failed: number;
}

/** Ends a digest's transaction without a trace when its mail is queued already. */
class AlreadyQueued extends Error {}

const LOCALES: readonly Locale[] = ['hu', 'ro', 'en'];

/**
 * Composes the due digests of one frequency and puts them in the delivery queue (nothing is sent
 * here). For each alert: the job search of its filters over the ads published since its last
 * digest, best first; the jobs its address has been mailed by any of its alerts are left out; up to
 * DIGEST_MAX_JOBS go in the mail. Nothing is queued when nothing matches.
 *
 * Several processes may run this at once: each alert's bookkeeping (its last digest, the jobs sent
 * to the address, the queued mail) is written in one transaction that holds the alert's row
 * (FOR UPDATE SKIP LOCKED: another process skips it), and the mail's idempotency key names the
 * alert and period, so a digest is queued once. The search runs before that transaction, on the
 * shared pool (PGlite has one connection, which the transaction would hold).
 *
 * `force` (the `alerts:send` command) composes daily and weekly digests without waiting for
 * 07:00; an instant alert's daily cap holds either way.
 */
export async function composeDigests(
  deps: AppDeps,
  options: { frequency: AlertFrequency; now: Date; force?: boolean },
): Promise<DigestRun> {
  const { db, config } = deps;
  const { frequency, now } = options;
  const run: DigestRun = { frequency, alerts: 0, enqueued: [], empty: 0, failed: 0 };
  const alerts = await db
    .selectFrom('job_alerts')
    .selectAll()
    .where('frequency', '=', frequency)
    .where('confirmed_at', 'is not', null)
    .where('paused_at', 'is', null)
    // A signed-in owner who turned job alerts off on /user/notifications gets none.
    .where((eb) =>
      eb.or([
        eb('user_id', 'is', null),
        eb.exists(
          eb
            .selectFrom('users')
            .select('users.id')
            .whereRef('users.id', '=', 'job_alerts.user_id')
            .where('users.notify_job_alerts', '=', true),
        ),
      ]),
    )
    .orderBy(sql`lower(email)`)
    .orderBy('id')
    .execute();
  run.alerts = alerts.length;
  if (alerts.length === 0) return run;
  const [categories, locations] = await Promise.all([
    loadCategories(db),
    db.selectFrom('locations').select(['id', 'name']).execute(),
  ]);
  const locationNames = new Map(locations.map((row) => [row.id, row.name]));

  const composeOne = async (alert: (typeof alerts)[number]) => {
    const country = alert.region === 'ro' ? 'RO' : 'HU';
    const timeZone = timeZoneOf(country);
    const locale = (LOCALES as readonly string[]).includes(alert.locale)
      ? (alert.locale as Locale)
      : 'hu';
    const timing: AlertTiming = {
      frequency,
      confirmedAt: alert.confirmed_at ? new Date(alert.confirmed_at) : null,
      pausedAt: alert.paused_at,
      lastDigestAt: alert.last_digest_at ? new Date(alert.last_digest_at) : null,
    };
    const instantToday =
      frequency === 'instant'
        ? Number(
            (
              await db
                .selectFrom('mail_deliveries')
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .where('idempotency_key', 'like', `digest:${alert.id}:instant:%`)
                .where('created_at', '>=', localDayStart(now, timeZone))
                .executeTakeFirstOrThrow()
            ).n,
          )
        : 0;
    const due =
      options.force && frequency !== 'instant'
        ? true
        : isDigestDue(timing, now, timeZone, instantToday);
    if (!due || (await isSuppressed(db, alert.email))) return null;

    const search = alertSearch(alert, categories, locationNames);
    const found = await searchJobs(db, search.query, {
      locale,
      now,
      apiUrl: config.PUBLIC_API_URL,
      facets: false,
      extra: {
        ...search.extra,
        publishedAfter: digestWindowStart(timing, now),
        publishedUntil: now,
      },
    });
    const key = `digest:${alert.id}:${digestPeriodKey(frequency, now, timeZone)}`;
    const token = randomToken();
    const base = `${siteBaseUrl(config, alert.region)}`;
    return db
      .transaction()
      .execute(async (trx) => {
        const held = await trx
          .selectFrom('job_alerts')
          .select(['id', 'last_digest_at'])
          .where('id', '=', alert.id)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        // Another process holds it, or finished it since we read it.
        if (!held) return null;
        const before = held.last_digest_at ? new Date(held.last_digest_at).getTime() : null;
        if (before !== (timing.lastDigestAt?.getTime() ?? null)) return null;
        const markDone = () =>
          trx
            .updateTable('job_alerts')
            .set({ last_digest_at: now })
            .where('id', '=', alert.id)
            .execute();

        const ids = found.items.map((job) => Number(job.id));
        const mailedBefore = ids.length
          ? await trx
              .selectFrom('job_alert_sent_jobs')
              .select('job_id')
              .where(sql`lower(email)`, '=', alert.email.toLowerCase())
              .where('job_id', 'in', ids)
              .execute()
          : [];
        const mailed = new Set(mailedBefore.map((row) => Number(row.job_id)));
        const fresh = found.items
          .filter((job) => !mailed.has(Number(job.id)))
          .slice(0, DIGEST_MAX_JOBS);
        const claimed = fresh.length
          ? await trx
              .insertInto('job_alert_sent_jobs')
              .values(
                fresh.map((job) => ({
                  email: alert.email,
                  job_id: Number(job.id),
                  alert_id: alert.id,
                  idempotency_key: key,
                  created_at: now,
                })),
              )
              .onConflict((oc) => oc.expression(sql`lower(email), job_id`).doNothing())
              .returning('job_id')
              .execute()
          : [];
        const claimedIds = new Set(claimed.map((row) => Number(row.job_id)));
        const jobs = fresh.filter((job) => claimedIds.has(Number(job.id)));
        if (jobs.length === 0) {
          await markDone();
          return 'empty' as const;
        }
        const links = unsubscribeLinks(config, {
          region: alert.region,
          locale,
          subscription: 'job-alert',
          token,
        });
        const digestJobs = jobs.map((job) => digestJob(job, `${base}/${locale}`, locale));
        const mail = await renderDigestMail({
          locale,
          frequency,
          jobs: digestJobs,
          seeAllUrl: `${base}/${locale}/jobs${search.seeAll ? `?${search.seeAll}` : ''}`,
          manageUrl: alert.user_id ? `${base}/${locale}/user/notifications` : links.page,
          unsubscribeUrl: links.page,
        });
        const queued = await enqueueBulkMail(
          trx,
          {
            idempotencyKey: key,
            to: alert.email,
            kind: 'job-alert-digest',
            locale,
            ...mail,
            headers: links.headers,
          },
          { subscription: 'job-alert', subscriptionId: alert.id, token },
          now,
        );
        if (queued === null) throw new AlreadyQueued();
        await markDone();
        return {
          alertId: alert.id,
          to: alert.email,
          locale,
          jobs: jobs.length,
          idempotencyKey: key,
          subject: mail.subject,
          links: digestJobs.map((job) => `${job.title} — ${job.url}`),
        };
      })
      .catch((error: unknown) => {
        if (error instanceof AlreadyQueued) return null;
        throw error;
      });
  };

  for (const alert of alerts) {
    try {
      const composed = await composeOne(alert);
      if (composed === 'empty') run.empty++;
      else if (composed) run.enqueued.push(composed);
    } catch (error) {
      // One alert's failure (a stored search that no longer parses, a lost connection) must not
      // hold up the others; it is tried again on the next cycle.
      run.failed++;
      deps.logger.error({ err: error, alertId: alert.id }, 'job alert digest not composed');
    }
  }
  return run;
}

function digestJob(job: JobCard, localeBase: string, locale: Locale) {
  return {
    title: job.title,
    company: job.companyName,
    place: job.location.city,
    pay: job.salary ? payText(job.salary, locale) : null,
    url: `${localeBase}/job/${encodeURIComponent(job.companySlug)}/${encodeURIComponent(job.slug)}`,
  };
}
