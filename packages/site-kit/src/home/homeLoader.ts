import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { markPageUnavailable } from '../routing/pageAvailability';
import { apiRegionOf } from '../routing/requestContext';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { blueCollarCategories, type CategoryLink } from './blueCollarCategories';
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

export interface BlueHomeData extends HomeData {
  /** The trades the blue-collar board leads with; empty when the api could not answer. */
  blueCollar: CategoryLink[];
}

/** The blue-collar board's home: the home aggregate, and its trades from the category tree. */
export async function blueHomeLoader(args: LoaderFunctionArgs): Promise<BlueHomeData> {
  const [home, tree] = await Promise.all([
    homeLoader(args),
    loaderApi(args)
      .get('/categories', { query: { region: apiRegionOf(args) } })
      .catch(() => []),
  ]);
  return { ...home, blueCollar: blueCollarCategories(tree) };
}

export function homeMeta({ matches }: MetaArgs) {
  return pageMeta(rootDataOf(matches), { title: 'home.title', description: 'home.description' });
}
