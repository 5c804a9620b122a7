import {
  isLegalDocumentType,
  type LegalDocumentType,
  type Locale,
  type RegionKey,
  regionKeySchema,
  regions,
  toRegionCode,
} from '@allas/core';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../api/apiClient';
import { loaderApi } from '../api/loaderApi';
import { markPageUnavailable } from '../routing/pageAvailability';
import { apiRegionOf, pageContext } from '../routing/requestContext';
import { dataProtectionAuthority, type LegalSection, legalTexts } from './legalTexts';

export interface LegalDocumentData {
  type: LegalDocumentType;
  region: RegionKey;
  sections: LegalSection[];
}

/**
 * /legal/:docType?region=hu|ro: a document of the api's legal-documents map (spec §3), whose URLs
 * point here. The region is the query's (registration on one site may link the other's) or the
 * site's; a document the map does not publish for that region is the 404 page.
 */
export async function legalDocumentLoader(args: LoaderFunctionArgs): Promise<LegalDocumentData> {
  const type = args.params.docType;
  if (!isLegalDocumentType(type)) throw data(null, { status: 404 });
  const asked = new URL(args.request.url).searchParams.get('region');
  const parsed = asked === null ? null : regionKeySchema.safeParse(asked);
  if (parsed !== null && !parsed.success) throw data(null, { status: 404 });
  const region = parsed?.data ?? apiRegionOf(args);
  const locale: Locale = args.context.get(pageContext).locale;
  try {
    const documents = await loaderApi(args).get('/dj-documents');
    if (documents[type]?.[region] === undefined) throw data(null, { status: 404 });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The texts are the site's own: shown even when the api cannot confirm them, flagged 503.
    markPageUnavailable(args);
  }
  const company = regions[toRegionCode(region)].company;
  const sections = legalTexts[type][locale]({
    operator: company.legalName,
    city: company.city,
    email: company.email,
    domain: regions[toRegionCode(region)].domain,
    authority: dataProtectionAuthority[region][locale],
  });
  return { type, region, sections };
}
