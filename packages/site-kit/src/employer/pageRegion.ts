import type { RegionCode } from '@allas/core';
import type { LoaderFunctionArgs } from 'react-router';
import { pageContext } from '../routing/requestContext';

/** The page's region code (HU or RO), for phone numbers and the api's region parameter. */
export function regionCodeOf({ context }: Pick<LoaderFunctionArgs, 'context'>): RegionCode {
  return context.get(pageContext).region.regionCode;
}
