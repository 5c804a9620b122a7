import type { ApiAnswer } from '../api/typedApi';

// The company pages' api answers, named for the components that show them: each is core's
// endpoint answer (inferred from its schema), not a second hand-written copy of it.

/** GET /companies: one page of companies, the total and the facets for the filter bar. */
export type CompanyList = ApiAnswer<'companies'>;
/** A company as the api's lists give it (CompanySummary in /openapi.json). */
export type CompanySummary = CompanyList['items'][number];
export type CompanyFacet = CompanyList['facets']['industries'][number];
/** GET /companies/:slug: the company page. */
export type CompanyDetail = ApiAnswer<'company'>;
export type CompanyOfficeData = CompanyDetail['offices'][number];
