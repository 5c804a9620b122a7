import type { LoaderFunctionArgs } from 'react-router';
import { gatewayContext } from './requestContext';

/**
 * Whether the cookies a response sets must be Secure: the page was asked for over https, or the
 * site's public origin is https (whatever a proxy in front tells the gateway). `react-router dev`
 * renders without the gateway, over plain http.
 */
export function servedOverHttps({
  request,
  context,
}: Pick<LoaderFunctionArgs, 'request' | 'context'>): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  try {
    return context.get(gatewayContext).publicBaseUrl.startsWith('https:');
  } catch {
    return false;
  }
}
