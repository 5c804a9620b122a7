import type { JobCard, JobDetail } from '@allas/core';
import { toRegionKey } from '@allas/core';
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

async function relatedJobs(args: LoaderFunctionArgs, job: JobDetail): Promise<JobCard[] | null> {
  try {
    const result = await loaderApi(args).get('/jobs', {
      query: {
        region: toRegionKey(job.region),
        category: job.category,
        perPage: RELATED_JOBS + 1,
        sort: 'newest',
      },
    });
    return result.items.filter((item) => item.id !== job.id).slice(0, RELATED_JOBS);
  } catch {
    return null;
  }
}

/**
 * The ad with the visitor's saved / applied flags (the api reads the session token), and similar
 * open jobs of its category. An unknown ad is the 404 page; an api failure an inline notice.
 */
export async function jobLoader(args: LoaderFunctionArgs): Promise<JobPageData> {
  const { company_slug: companySlug = '', slug = '' } = args.params;
  let job: JobDetail;
  try {
    job = await loaderApi(args).get('/jobs/:companySlug/:slug', { params: { companySlug, slug } });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    markPageUnavailable(args);
    return { job: null, related: null };
  }
  return { job, related: await relatedJobs(args, job) };
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
