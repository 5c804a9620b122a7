import {
  defaultJobSearchFilters,
  digestPeriodStart,
  type NewsletterList,
  newsletterLists,
} from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { randomToken } from '../auth/secrets.ts';
import { siteBaseUrl } from '../http/site-base-url.ts';
import { LOCALES, type Locale, translate } from '../i18n/messages.ts';
import { loadCategories } from '../jobs/job-card.ts';
import { searchJobs } from '../jobs/job-search.ts';
import { timeZoneOf } from '../jobs/job-status.ts';
import { isSuppressed } from '../mail/delivery-queue.ts';
import type { NewsletterItem } from '../mail/templates/NewsletterMail.tsx';
import { renderNewsletterMail } from '../mail/templates/render-mail.ts';
import { enqueueBulkMail, unsubscribeLinks } from './bulk-mail.ts';

const ISSUE_ITEMS = 10;
const WEEK = 7 * 24 * 3_600_000;
/** The category whose week of ads makes each job newsletter. */
const LIST_CATEGORY: Partial<Record<NewsletterList, string>> = {
  'it-jobs': 'it',
  'office-jobs': 'irodai',
};

export interface NewsletterRun {
  /** Issues queued, per list. */
  queued: Record<NewsletterList, number>;
  /** Lists of which this run queued nothing (nothing new this week, or all queued already). */
  empty: NewsletterList[];
}

/**
 * Composes the week's newsletter issues (Monday 07:00, Budapest time, as weekly alerts) into the
 * delivery queue: for IT and office jobs the week's best ads of that category (the /jobs search),
 * for lovable workplaces the week's posts (the award and workplace-of-the-month news). One issue
 * per confirmed subscriber, in their language, with its own unsubscribe token; the idempotency key
 * names the list, the week and the subscription, so every process may compose it. A list with
 * nothing new sends nothing. `force` (the command) also mails those who subscribed this week.
 */
export async function composeNewsletters(
  deps: AppDeps,
  now: Date,
  options: { force?: boolean } = {},
): Promise<NewsletterRun> {
  const { db, config } = deps;
  const week = digestPeriodStart('weekly', now, timeZoneOf('HU'));
  const since = new Date(week.start.getTime() - WEEK);
  const run: NewsletterRun = {
    queued: { 'it-jobs': 0, 'office-jobs': 0, 'lovable-workplaces': 0 },
    empty: [],
  };
  const categories = await loadCategories(db);
  const itemCache = new Map<string, NewsletterItem[]>();

  async function itemsOf(list: NewsletterList, locale: Locale): Promise<NewsletterItem[]> {
    const cacheKey = `${list}:${locale}`;
    const cached = itemCache.get(cacheKey);
    if (cached) return cached;
    const region = locale === 'ro' ? 'ro' : 'hu';
    const base = `${siteBaseUrl(config, region)}/${locale}`;
    let items: NewsletterItem[];
    const categorySlug = LIST_CATEGORY[list];
    if (categorySlug) {
      const category = [...categories.values()].find((c) => c.slug === categorySlug);
      const found = await searchJobs(
        db,
        { ...defaultJobSearchFilters, region, perPage: ISSUE_ITEMS },
        {
          locale,
          now,
          apiUrl: config.PUBLIC_API_URL,
          facets: false,
          extra: {
            categoryIds: category ? [category.id] : [-1],
            publishedAfter: since,
            publishedUntil: week.start,
          },
        },
      );
      items = found.items.map((job) => ({
        title: job.title,
        detail: `${job.companyName} · ${job.location.city}`,
        url: `${base}/job/${encodeURIComponent(job.companySlug)}/${encodeURIComponent(job.slug)}`,
      }));
    } else {
      const posts = await db
        .selectFrom('blog_posts')
        .select(['slug', 'title', 'excerpt'])
        .where('locale', '=', locale)
        .where('published_at', '>', since)
        .where('published_at', '<=', week.start)
        .orderBy('published_at', 'desc')
        .limit(ISSUE_ITEMS)
        .execute();
      items = posts.map((post) => ({
        title: post.title,
        detail: post.excerpt,
        url: `${base}/blog/post/${encodeURIComponent(post.slug)}`,
      }));
    }
    itemCache.set(cacheKey, items);
    return items;
  }

  for (const list of newsletterLists) {
    const subscribers = await db
      .selectFrom('newsletter_subscriptions')
      .select(['id', 'email', 'locale'])
      .where('list', '=', list)
      .where('confirmed_at', 'is not', null)
      // The scheduler mails those subscribed before the week began (a new subscriber's first issue
      // is next Monday's); `alerts:send --frequency newsletter` mails every confirmed one.
      .$if(!options.force, (q) => q.where('confirmed_at', '<', week.start))
      .orderBy('id')
      .execute();
    let any = false;
    for (const subscriber of subscribers) {
      const locale = LOCALES.find((l) => l === subscriber.locale) ?? 'hu';
      const key = `newsletter:${list}:${week.date}:${subscriber.id}`;
      const queuedAlready = await db
        .selectFrom('mail_deliveries')
        .select('id')
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      if (queuedAlready || (await isSuppressed(db, subscriber.email))) continue;
      const items = await itemsOf(list, locale);
      if (items.length === 0) continue;
      any = true;
      const token = randomToken();
      const links = unsubscribeLinks(config, {
        region: locale === 'ro' ? 'ro' : 'hu',
        locale,
        subscription: 'newsletter',
        token,
      });
      const mail = await renderNewsletterMail({
        locale,
        listName: translate(`mail.list.${list}`, locale),
        items,
        manageUrl: links.page,
        unsubscribeUrl: links.page,
      });
      const queued = await db.transaction().execute((trx) =>
        enqueueBulkMail(
          trx,
          {
            idempotencyKey: key,
            to: subscriber.email,
            kind: `newsletter-${list}`,
            locale,
            ...mail,
            headers: links.headers,
          },
          { subscription: 'newsletter', subscriptionId: subscriber.id, token },
          now,
        ),
      );
      if (queued !== null) run.queued[list]++;
    }
    if (!any) run.empty.push(list);
  }
  return run;
}
