import { toRegionKey } from '@allas/core';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { apiCall } from '../api/apiClient';
import { gatewayContext, pageContext } from '../routing/requestContext';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

export interface HomeData {
  /** Open positions in the region; null when the api could not say (shown as an inline notice). */
  totalOpenJobs: number | null;
}

/** The home page's figures from the api's home aggregate, in the page's language. */
export async function homeLoader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  const page = context.get(pageContext);
  try {
    const gateway = context.get(gatewayContext);
    const home = await apiCall<{ totalOpenJobs: number }>(
      `/content/home?region=${toRegionKey(page.region.regionCode)}`,
      { baseUrl: gateway.apiUrl, requestId: gateway.requestId, locale: page.locale },
    );
    return { totalOpenJobs: home.totalOpenJobs };
  } catch {
    return { totalOpenJobs: null };
  }
}

export function homeMeta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), { title: 'home.title', description: 'home.description' });
}
