import { legalDocumentUrl, toRegionKey } from '@allas/core';
import type { LoaderFunctionArgs } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { pageContext } from '../routing/requestContext';
import type { RegistrationCategory } from './RegistrationForm';

export interface RegistrationData {
  /** Null when the api could not list them: the page says so instead of a form that cannot pass. */
  categories: RegistrationCategory[] | null;
  legalLinks: { userAgreement?: string; privacyPolicy?: string };
}

/** The region's top-level categories and the two documents the visitor accepts. */
export async function registrationLoader(args: LoaderFunctionArgs): Promise<RegistrationData> {
  const page = args.context.get(pageContext);
  const region = toRegionKey(page.region.regionCode);
  const api = loaderApi(args);
  const [categories, documents] = await Promise.allSettled([
    api.get('/categories', { query: { region } }),
    api.get('/dj-documents'),
  ]);
  const link = (type: 'user-agreement' | 'privacy-policy') =>
    documents.status === 'fulfilled'
      ? legalDocumentUrl(documents.value, type, region, page.locale, page.region.defaultLang)
      : undefined;
  const userAgreement = link('user-agreement');
  const privacyPolicy = link('privacy-policy');
  return {
    categories:
      categories.status === 'fulfilled'
        ? categories.value.map(({ slug, name }) => ({ slug, name }))
        : null,
    legalLinks: {
      ...(userAgreement ? { userAgreement } : {}),
      ...(privacyPolicy ? { privacyPolicy } : {}),
    },
  };
}
