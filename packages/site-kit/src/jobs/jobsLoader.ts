import type { CategoryCountTree, JobSearchResult, LocationCount } from '@allas/core';
import {
  type Banner,
  bannerRegionParam,
  chooseBanner,
  createFilterCodec,
  enumField,
  type FiltersOf,
  type JobSearchFilters,
  jobSearchFiltersFromQuery,
  jobSearchFiltersToEntries,
  MAX_LIST_PAGE,
  pageField,
} from '@allas/core';
import { data, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { ApiError } from '../api/apiClient';
import { loaderApi } from '../api/loaderApi';
import { markPageUnavailable } from '../routing/pageAvailability';
import { apiRegionOf, pageContext } from '../routing/requestContext';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

/** Jobs per page of every list (the spec leaves the page size open). */
export const JOBS_PER_PAGE = 20;

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;

/** The ids of the visitor's saved jobs, for the cards' save toggles; none for guests. */
async function savedJobIds(args: Args): Promise<string[]> {
  if (args.context.get(pageContext).user === null) return [];
  try {
    const saved = await loaderApi(args).get('/saved-jobs');
    return saved.map((job) => job.id);
  } catch {
    // The toggles then start unsaved; saving still works and tells the outcome.
    return [];
  }
}

export interface JobsPageData {
  filters: JobSearchFilters;
  /** null: the search failed (the page says so inline). */
  result: JobSearchResult | null;
  categories: CategoryCountTree[];
  locations: LocationCount[];
  savedIds: string[];
}

/** /jobs: the URL's search (core's codec) run by the api with facets, plus the filter lists. */
export async function jobsLoader(args: LoaderFunctionArgs): Promise<JobsPageData> {
  const region = apiRegionOf(args);
  const filters = jobSearchFiltersFromQuery(new URL(args.request.url).searchParams);
  const api = loaderApi(args);
  const [result, categories, locations, savedIds] = await Promise.all([
    api
      .get('/jobs', {
        query: {
          region,
          perPage: JOBS_PER_PAGE,
          ...Object.fromEntries(jobSearchFiltersToEntries(filters)),
        },
      })
      .catch(() => null),
    api.get('/categories', { query: { region } }).catch(() => []),
    api.get('/locations', { query: { region } }).catch(() => []),
    savedJobIds(args),
  ]);
  if (result === null) markPageUnavailable(args);
  return { filters, result, categories, locations, savedIds };
}

export function jobsMeta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), { title: 'jobs.title', description: 'jobs.description' });
}

/** The orders of a landing list: without search text there is no relevance order. */
export const jobListSorts = ['newest', 'deadline', 'salary'] as const;

/** The landing lists' URL: the page and the order (their filter is fixed by the list). */
export const jobListCodec = createFilterCodec({
  page: pageField('page', MAX_LIST_PAGE),
  sort: enumField('sort', jobListSorts, 'newest'),
});
export type JobListFilters = FiltersOf<typeof jobListCodec.fields>;

export interface JobListPageData {
  /** The list's own title from the api; null on /junior-jobs, which has its own heading. */
  title: string | null;
  filters: JobListFilters;
  result: JobSearchResult | null;
  /** A company banner of the job-list placement, chosen on the server so the page is stable. */
  banner: Banner | null;
  savedIds: string[];
}

async function jobListBanner(args: Args): Promise<Banner | null> {
  const page = args.context.get(pageContext);
  try {
    const banners = await loaderApi(args).get('/banners', {
      query: { region: bannerRegionParam(page.region) },
    });
    return chooseBanner(banners['job-list'] ?? []) ?? null;
  } catch {
    return null;
  }
}

/** The api's query of a landing list's page: the site, the page size and the URL's page and order. */
function jobListQuery(args: Args, filters: JobListFilters) {
  return {
    region: apiRegionOf(args),
    perPage: JOBS_PER_PAGE,
    ...filters,
  };
}

async function jobList(
  args: Args,
  fetchList: (filters: JobListFilters) => Promise<JobSearchResult & { title?: string }>,
): Promise<JobListPageData> {
  const filters = jobListCodec.fromQuery(new URL(args.request.url).searchParams);
  const [result, banner, savedIds] = await Promise.all([
    fetchList(filters).catch((error: unknown) => {
      // An unknown list is the 404 page; any other failure an inline message.
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      return null;
    }),
    jobListBanner(args),
    savedJobIds(args),
  ]);
  if (result === null) markPageUnavailable(args);
  return { title: result?.title ?? null, filters, result, banner, savedIds };
}

/** /list/jobs/:slug: a landing list of spec §2 (its filter, senior lists by level, is the api's). */
export function landingListLoader(args: LoaderFunctionArgs): Promise<JobListPageData> {
  return jobList(args, (filters) =>
    loaderApi(args).get('/jobs/lists/:slug', {
      params: { slug: args.params.slug ?? '' },
      query: jobListQuery(args, filters),
    }),
  );
}

/** /junior-jobs: the junior positions. */
export function juniorJobsLoader(args: LoaderFunctionArgs): Promise<JobListPageData> {
  return jobList(args, (filters) =>
    loaderApi(args).get('/jobs/junior', { query: jobListQuery(args, filters) }),
  );
}

export function juniorJobsMeta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'jobs.junior.title',
    description: 'jobs.junior.description',
  });
}

/** A landing list's meta: its own title from the api, and how many jobs it holds. */
export function landingListMeta({ matches, loaderData: list }: MetaArgs<typeof landingListLoader>) {
  const tags = pageMeta(
    rootDataOf(matches),
    { title: 'jobs.list.title', description: 'jobs.list.description' },
    { count: list?.result?.total ?? 0 },
  );
  if (!list?.title) return tags;
  return tags.map((tag) => ('title' in tag ? { title: `${list.title} – allas` } : tag));
}
