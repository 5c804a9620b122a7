import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { markPageUnavailable } from '../routing/pageAvailability';
import { apiRegionOf } from '../routing/requestContext';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import type { HomeContent } from './contentTypes';

export interface HomeData {
  /**
   * Everything the sections show, from the api's one home aggregate in the page's language; null
   * when the api could not answer (the hero says so, the other sections stay away).
   */
  content: HomeContent | null;
}

/**
 * The home page's data: GET /content/home for the site's region, with the visitor's token so a
 * signed-in candidate's recommended jobs lead with their categories.
 */
export async function homeLoader(args: LoaderFunctionArgs): Promise<HomeData> {
  try {
    const content = await loaderApi(args).get('/content/home', {
      query: { region: apiRegionOf(args) },
    });
    return { content };
  } catch {
    markPageUnavailable(args);
    return { content: null };
  }
}

export function homeMeta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), { title: 'home.title', description: 'home.description' });
}
