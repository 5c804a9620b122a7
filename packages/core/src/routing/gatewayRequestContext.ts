import type { RegionCode } from '../region/regionCodes';

/**
 * What the gateway hands to a site's render of one request (its load context): the region, the
 * CSP nonce every inline script must carry, the request id and address for the api calls of
 * loaders, and the region's public settings. Declared here, between the two: the gateway builds it
 * (server/gateway ssr/siteRendering.ts) and site-kit's server entry reads it (routing/requestContext.ts).
 */
export interface GatewayRequestContext {
  region: RegionCode;
  cspNonce: string;
  requestId: string;
  apiUrl: string;
  publicBaseUrl: string;
  gtmId: string | undefined;
  maintenance: boolean;
}
