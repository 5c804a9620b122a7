import { cookieTable, parseCookieHeader } from '@allas/core';
import type { LoaderFunctionArgs } from 'react-router';
import { gatewayContext, pageContext } from '../routing/requestContext';
import { type ApiCallOptions, apiCall } from './apiClient';

/**
 * A route loader's (or action's) call to the api on the server: the gateway's api URL and request
 * id, the page's language, and the visitor's bearer token from the httpOnly `token` cookie, so
 * signed-in pages load the visitor's own data. The token never reaches the browser.
 */
export function loaderApi<T>(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  path: string,
  options: Pick<ApiCallOptions, 'method' | 'body' | 'timeoutMs'> = {},
): Promise<T> {
  const gateway = context.get(gatewayContext);
  const page = context.get(pageContext);
  const token = parseCookieHeader(request.headers.get('cookie') ?? undefined).get(
    cookieTable.token.name,
  );
  return apiCall<T>(path, {
    ...options,
    baseUrl: gateway.apiUrl,
    requestId: gateway.requestId,
    locale: page.locale,
    token,
    // The gateway aborts the request when its browser goes away; the api calls stop with it.
    signal: request.signal,
  });
}
