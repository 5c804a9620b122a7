import { data, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
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

/** The company page by slug; an unknown company is the 404 page. */
export async function companyLoader(args: LoaderFunctionArgs): Promise<CompanyData> {
  const mapsKey = process.env.GOOGLE_MAPS_KEY?.trim() || null;
  const slug = args.params.slug ?? '';
  const api = loaderApi(args);
  // Only a garnish: a failed look-up leaves the page as it is.
  const workplace = api
    .get('/workplace-of-the-month', { query: { region: apiRegionOf(args) } })
    .then((answer) => answer.current)
    .catch(() => null);
  try {
    const company = await api.get('/companies/:slug', { params: { slug } });
    const chosen = await workplace;
    return {
      company,
      mapsKey,
      workplaceMonth: chosen?.company.slug === company.slug ? chosen.month : null,
    };
  } catch (error) {
    // 400: the api refuses a slug no company can have, which is just as unknown.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    markPageUnavailable(args);
    return { company: null, mapsKey, workplaceMonth: null };
  }
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
