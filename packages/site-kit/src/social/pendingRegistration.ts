import { cookieTable, parseCookieHeader } from '@allas/core';
import type { LoaderFunctionArgs } from 'react-router';
import { serverApi } from '../api/apiClient';
import { gatewayContext, pageContext } from '../routing/requestContext';
import type { SocialProvider } from './socialProviders';

export interface PendingPerson {
  provider: SocialProvider;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * What the provider told about the person of this browser session (the api keeps it 30 minutes
 * after the provider's callback), read on the server with the visitor's httpOnly session cookie;
 * null when there is none (expired, another browser) or the api cannot say.
 */
export async function loadPendingPerson(
  args: Pick<LoaderFunctionArgs, 'request' | 'context'>,
): Promise<PendingPerson | null> {
  const session = parseCookieHeader(args.request.headers.get('cookie') ?? undefined).get(
    cookieTable.session.name,
  );
  if (!session) return null;
  const gateway = args.context.get(gatewayContext);
  const page = args.context.get(pageContext);
  const api = serverApi({
    baseUrl: gateway.apiUrl,
    requestId: gateway.requestId,
    locale: page.locale,
    headers: { cookie: `${cookieTable.session.name}=${encodeURIComponent(session)}` },
    signal: args.request.signal,
  });
  return api.get('/auth/social/registration').catch(() => null);
}
