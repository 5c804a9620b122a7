import { type CompanyFilters, companyFiltersFromQuery, companyFiltersToEntries } from '@allas/core';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { markPageUnavailable } from '../routing/pageAvailability';
import { apiRegionOf } from '../routing/requestContext';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { cardsPerRow } from './CompanyResults';
import type { CompanyList } from './companyTypes';

/** Four full rows of cards per page. */
export const companiesPerPage = cardsPerRow * 4;

export interface CompaniesData {
  /** The search in the URL (core's codec: anything invalid falls back to its default). */
  filters: CompanyFilters;
  /** Null when the api could not answer: the page shows an inline message instead of results. */
  list: CompanyList | null;
}

/** The company directory: the region's companies matching the URL's filters, one page of them. */
export async function companiesLoader(args: LoaderFunctionArgs): Promise<CompaniesData> {
  const filters = companyFiltersFromQuery(new URL(args.request.url).search);
  const region = apiRegionOf(args);
  try {
    const list = await loaderApi(args).get('/companies', {
      query: {
        region,
        perPage: companiesPerPage,
        ...Object.fromEntries(companyFiltersToEntries(filters)),
      },
    });
    return { filters, list };
  } catch {
    markPageUnavailable(args);
    return { filters, list: null };
  }
}

export function companiesMeta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), {
    title: 'companies.title',
    description: 'companies.description',
  });
}
