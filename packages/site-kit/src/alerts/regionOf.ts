import type { LoaderFunctionArgs } from 'react-router';
import { pageContext } from '../routing/requestContext';

/** The api's lowercase region of the page's site. */
export function apiRegionOf({ context }: Pick<LoaderFunctionArgs, 'context'>): 'hu' | 'ro' {
  return context.get(pageContext).region.regionCode === 'RO' ? 'ro' : 'hu';
}
