import type { SocialProvider } from '@allas/core';
import type { LoaderFunctionArgs } from 'react-router';
import { loaderApi } from '../api/loaderApi';

/** The configured providers (the api's /social/providers); none when the api cannot say. */
export function loadSocialProviders(
  args: Pick<LoaderFunctionArgs, 'request' | 'context'>,
): Promise<SocialProvider[]> {
  return loaderApi(args)
    .get('/social/providers')
    .then((answer) => answer.providers)
    .catch(() => []);
}
