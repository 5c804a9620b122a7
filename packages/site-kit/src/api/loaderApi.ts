import { cookieTable, parseCookieHeader } from '@allas/core';
import type { LoaderFunctionArgs } from 'react-router';
import { gatewayContext, pageContext } from '../routing/requestContext';
import { type ServerCallOptions, serverApi } from './apiClient';
import type { TypedApi } from './typedApi';

/**
 * The typed api client of a route loader (or action) on the server: the gateway's api URL and
 * request id, the page's language, and the visitor's bearer token from the httpOnly `token`
 * cookie, so signed-in pages load the visitor's own data. The token never reaches the browser.
 */
export function loaderApi({
  request,
  context,
}: Pick<LoaderFunctionArgs, 'request' | 'context'>): TypedApi<ServerCallOptions> {
  const gateway = context.get(gatewayContext);
  const page = context.get(pageContext);
  const token = parseCookieHeader(request.headers.get('cookie') ?? undefined).get(
    cookieTable.token.name,
  );
  return serverApi({
    baseUrl: gateway.apiUrl,
    requestId: gateway.requestId,
    locale: page.locale,
    token,
    // The gateway aborts the request when its browser goes away; the api calls stop with it.
    signal: request.signal,
  });
}
