import {
  type GatewayRequestContext,
  type Locale,
  type RegionConfig,
  type RegionKey,
  toRegionKey,
  type UserType,
} from '@allas/core';
import { createContext, type LoaderFunctionArgs, RouterContextProvider } from 'react-router';

// The gateway's load context is declared once, in core, for the gateway and the sites alike.
export type { GatewayRequestContext };

export const gatewayContext = createContext<GatewayRequestContext>();

/** The signed-in user as the shell needs it. */
export interface SessionUser {
  name: string;
  userType: UserType;
}

/** What the root middleware works out for one request; loaders read it. */
export interface PageRequest {
  region: RegionConfig;
  locale: Locale;
  /** The URL's language prefix; null on the unprefixed (region default) variant. */
  prefix: Locale | null;
  /** The path without the language prefix. */
  path: string;
  user: SessionUser | null;
}

export const pageContext = createContext<PageRequest>();

/** The page's region as the api's `region` parameter takes it (`hu`, `ro`): core's toRegionKey. */
export function apiRegionOf({ context }: Pick<LoaderFunctionArgs, 'context'>): RegionKey {
  return toRegionKey(context.get(pageContext).region.regionCode);
}

/**
 * Turns the gateway's plain load context into react-router's context provider (middleware is on
 * in react-router 8, so the handler only accepts a RouterContextProvider). The server entry exports
 * it and the gateway calls it for each request.
 */
export function getLoadContext(gateway: GatewayRequestContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[gatewayContext, gateway]]));
}
