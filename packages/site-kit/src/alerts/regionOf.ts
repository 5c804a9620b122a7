import { toRegionKey } from '@allas/core';
import type { LoaderFunctionArgs } from 'react-router';
import { pageContext } from '../routing/requestContext';

/** The api's lowercase region of the page's site. */
export function apiRegionOf({ context }: Pick<LoaderFunctionArgs, 'context'>): 'hu' | 'ro' {
  return toRegionKey(context.get(pageContext).region.regionCode);
}
