import { legalDocumentUrl } from '@allas/core';
import type { LoaderFunctionArgs } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { apiRegionOf, pageContext } from '../routing/requestContext';

/** The region's documents a registration accepts, in the page's language; a missing one is left out. */
export interface LegalLinks {
  userAgreement?: string;
  privacyPolicy?: string;
}

/** The user agreement and privacy policy of the page's region; none when the api cannot list them. */
export async function loadLegalLinks(
  args: Pick<LoaderFunctionArgs, 'request' | 'context'>,
): Promise<LegalLinks> {
  const page = args.context.get(pageContext);
  const region = apiRegionOf(args);
  const documents = await loaderApi(args)
    .get('/dj-documents')
    .catch(() => null);
  if (documents === null) return {};
  const link = (type: 'user-agreement' | 'privacy-policy') =>
    legalDocumentUrl(documents, type, region, page.locale, page.region.defaultLang);
  const userAgreement = link('user-agreement');
  const privacyPolicy = link('privacy-policy');
  return {
    ...(userAgreement ? { userAgreement } : {}),
    ...(privacyPolicy ? { privacyPolicy } : {}),
  };
}
