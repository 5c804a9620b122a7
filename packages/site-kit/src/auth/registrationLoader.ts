import type { SocialProvider } from '@allas/core';
import type { LoaderFunctionArgs } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { apiRegionOf } from '../routing/requestContext';
import { loadSocialProviders } from '../social/socialProvidersLoader';
import { type LegalLinks, loadLegalLinks } from './legalLinks';
import type { RegistrationCategory } from './RegistrationForm';

export interface RegistrationData {
  /** Null when the api could not list them: the page says so instead of a form that cannot pass. */
  categories: RegistrationCategory[] | null;
  legalLinks: LegalLinks;
  /** The social sign-in providers the deployment is configured for (none: no buttons). */
  providers: SocialProvider[];
}

/** The region's top-level categories and the two documents the visitor accepts. */
export async function registrationLoader(args: LoaderFunctionArgs): Promise<RegistrationData> {
  const region = apiRegionOf(args);
  const [categories, legalLinks, providers] = await Promise.all([
    loaderApi(args)
      .get('/categories', { query: { region } })
      .then((list) => list.map(({ slug, name }) => ({ slug, name })))
      .catch(() => null),
    loadLegalLinks(args),
    loadSocialProviders(args),
  ]);
  return { categories, legalLinks, providers };
}
