import { createFilterCodec, MAX_LIST_PAGE, pageField } from '@allas/core';
import { data, type LoaderFunctionArgs, type MetaArgs, redirect } from 'react-router';
import { ApiError } from '../api/apiClient';
import { loaderApi } from '../api/loaderApi';
import { markPageUnavailable } from '../routing/pageAvailability';
import { apiRegionOf } from '../routing/requestContext';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import type { CompanyDetail } from './companyTypes';

export interface CompanyData {
  /** Null when the api failed (not a 404): the page shows an inline message. */
  company: CompanyDetail | null;
  /** The site's Google Maps key (GOOGLE_MAPS_KEY); without one the offices are listed only. */
  mapsKey: string | null;
  /** The month (YYYY-MM) this company is the region's workplace of the month, if it is. */
  workplaceMonth: string | null;
}

/** The company page's URL: which page of its open jobs (`?page=`, 1 when absent or malformed). */
export const companyPageCodec = createFilterCodec({ page: pageField('page', MAX_LIST_PAGE) });

/**
 * The company page by slug with one page of its open jobs; an unknown company is the 404 page, and
 * a jobs page past the last one goes to the first (the ads it listed have closed since).
 */
export async function companyLoader(args: LoaderFunctionArgs): Promise<CompanyData> {
  const mapsKey = process.env.GOOGLE_MAPS_KEY?.trim() || null;
  const slug = args.params.slug ?? '';
  const url = new URL(args.request.url);
  const { page } = companyPageCodec.fromQuery(url.searchParams);
  const api = loaderApi(args);
  // Only a garnish: a failed look-up leaves the page as it is.
  const workplace = api
    .get('/workplace-of-the-month', { query: { region: apiRegionOf(args) } })
    .then((answer) => answer.current)
    .catch(() => null);
  let company: CompanyDetail;
  try {
    company = await api.get('/companies/:slug', { params: { slug }, query: { page } });
  } catch (error) {
    // 400: the api refuses a slug no company can have, which is just as unknown.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    markPageUnavailable(args);
    return { company: null, mapsKey, workplaceMonth: null };
  }
  if (page > 1 && company.jobs.length === 0) throw redirect(url.pathname);
  const chosen = await workplace;
  return {
    company,
    mapsKey,
    workplaceMonth: chosen?.company.slug === company.slug ? chosen.month : null,
  };
}

export function companyMeta({ matches, loaderData }: MetaArgs<typeof companyLoader>) {
  const name = loaderData?.company?.name;
  if (name === undefined) {
    return pageMeta(rootDataOf(matches), {
      title: 'companies.title',
      description: 'companies.description',
    });
  }
  return pageMeta(
    rootDataOf(matches),
    { title: 'companies.page.title', description: 'companies.page.description' },
    { company: name },
  );
}
