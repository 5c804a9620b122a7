import type { JobCard, JobDetail } from '@allas/core';
import { data, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { ApiError } from '../api/apiClient';
import { loaderApi } from '../api/loaderApi';
import { markPageUnavailable } from '../routing/pageAvailability';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

/** How many similar jobs the ad shows. */
export const RELATED_JOBS = 4;

export type JobPageData =
  | { job: JobDetail; related: JobCard[] | null }
  | { job: null; related: null };

/** Similar open jobs of the ad's category; null when the api could not tell (the page goes on). */
function similarJobs(
  args: LoaderFunctionArgs,
  params: { companySlug: string; slug: string },
): Promise<JobCard[] | null> {
  return loaderApi(args)
    .get('/jobs/:companySlug/:slug/similar', { params, query: { limit: RELATED_JOBS } })
    .catch(() => null);
}

/**
 * The ad with the visitor's saved / applied flags (the api reads the session token), and similar
 * open jobs of its category, asked for at the same time. An unknown ad is the 404 page; an api
 * failure an inline notice.
 */
export async function jobLoader(args: LoaderFunctionArgs): Promise<JobPageData> {
  const { company_slug: companySlug = '', slug = '' } = args.params;
  const params = { companySlug, slug };
  const related = similarJobs(args, params);
  let job: JobDetail;
  try {
    job = await loaderApi(args).get('/jobs/:companySlug/:slug', { params });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    markPageUnavailable(args);
    return { job: null, related: null };
  }
  return { job, related: await related };
}

/**
 * Title and description per ad in the page's language; an expired ad is kept out of search
 * engines' indexes (its structured data is left out too, see jobPostingJsonLd).
 */
export function jobMeta({ matches, loaderData }: MetaArgs<typeof jobLoader>) {
  const root = rootDataOf(matches);
  const job = loaderData?.job ?? null;
  if (job === null) {
    return [
      ...pageMeta(root, { title: 'job.unavailable', description: 'job.unavailable' }),
      { name: 'robots', content: 'noindex' },
    ];
  }
  const tags = pageMeta(
    root,
    { title: 'job.metaTitle', description: 'job.metaDescription' },
    { company: job.companyName },
  ).map((tag) => ('title' in tag ? { title: `${job.title} – ${tag.title}` } : tag));
  return job.status.expired ? [...tags, { name: 'robots', content: 'noindex' }] : tags;
}
