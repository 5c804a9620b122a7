import { localizedPath } from '@allas/core';
import { type FormEvent, useEffect, useRef } from 'react';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaArgs,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSubmit,
} from 'react-router';
import { returnPath } from '../auth/returnPath';
import { pagePathname } from '../guards/siteMiddleware';
import { gatewayContext, pageContext } from '../routing/requestContext';
import { servedOverHttps } from '../routing/servedOverHttps';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { exchangeSocialCode } from '../social/exchangeSocialCode';
import { SocialLoginCompletion, type SocialLoginState } from '../social/SocialLoginCompletion';
import {
  clearSocialCodeCookie,
  socialCodeCookie,
  socialLoginCookies,
  tokenCookie,
} from '../social/socialLoginCookies';

/** The longest code the api accepts; anything longer is not a code and is not stored. */
const MAX_CODE_LENGTH = 200;

/**
 * The provider's callback (a later issue) sends the browser to
 * /{locale}/social-login-success?token=<one-time code>. The code goes into a 60-second httpOnly
 * cookie and the browser is sent to the same page without it, so it leaves the address bar and the
 * history at once (the gateway's no-referrer policy covers the one answer that carries it). The
 * page then offers the trade, which JavaScript starts by itself.
 */
export function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const code = url.searchParams.get('token');
  if (code !== null) {
    url.searchParams.delete('token');
    const rest = url.searchParams.toString();
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    if (code !== '' && code.length <= MAX_CODE_LENGTH) {
      headers.append('Set-Cookie', socialCodeCookie(code, servedOverHttps(args)));
    }
    throw redirect(`${pagePathname(url.pathname)}${rest ? `?${rest}` : ''}`, { headers });
  }
  const cookies = socialLoginCookies(args.request.headers.get('cookie'));
  // A code is bound to the browser session it was issued to: without one it cannot work.
  const ready = cookies.code !== null && cookies.session !== null && cookies.xsrf !== null;
  return data(
    { state: (ready ? 'ready' : 'invalid') as SocialLoginState, xsrf: cookies.xsrf ?? '' },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/**
 * The trade, on the server, with or without JavaScript in the browser: a form POST whose `xsrf`
 * field must equal the XSRF-TOKEN cookie (a page on another site can read neither), then the api's
 * exchange with the visitor's session. On success the token goes into the httpOnly `token` cookie,
 * exactly as the gateway's login does, and the visitor continues where they came from, else home.
 */
export async function action(args: ActionFunctionArgs) {
  const secure = servedOverHttps(args);
  const cookies = socialLoginCookies(args.request.headers.get('cookie'));
  const form = await args.request.formData().catch(() => null);
  const posted = form?.get('xsrf');
  const clearCode = { 'Set-Cookie': clearSocialCodeCookie(secure), 'Cache-Control': 'no-store' };
  if (
    cookies.code === null ||
    cookies.session === null ||
    cookies.xsrf === null ||
    typeof posted !== 'string' ||
    posted !== cookies.xsrf
  ) {
    return data({ state: 'invalid' as SocialLoginState }, { status: 401, headers: clearCode });
  }
  const gateway = args.context.get(gatewayContext);
  const page = args.context.get(pageContext);
  const outcome = await exchangeSocialCode({
    apiUrl: gateway.apiUrl,
    requestId: gateway.requestId,
    locale: page.locale,
    code: cookies.code,
    session: cookies.session,
    xsrf: cookies.xsrf,
  });
  if (!outcome.ok) {
    const status = outcome.reason === 'invalid' ? 401 : 502;
    return data({ state: outcome.reason as SocialLoginState }, { status, headers: clearCode });
  }
  const home = localizedPath('/', page.locale, { defaultLang: page.region.defaultLang });
  const next = returnPath(new URL(args.request.url).searchParams.get('redirect'), home);
  const headers = new Headers(clearCode);
  headers.append('Set-Cookie', tokenCookie(outcome.token, secure));
  throw redirect(next, { headers });
}

/** The page carries the session's XSRF token: no cache may keep it. */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function meta({ matches }: MetaArgs) {
  return [
    ...pageMeta(rootDataOf(matches), {
      title: 'social.login.title',
      description: 'social.login.description',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** /social-login-success: finishes a social login started at the provider. */
export default function SocialLoginSuccessPage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const href = useLocalizedHref();
  const started = useRef(false);
  const state: SocialLoginState =
    acted?.state ?? (navigation.state === 'idle' ? loaded.state : 'signing-in');

  // With JavaScript the trade starts by itself once; the button stays for the page without it.
  useEffect(() => {
    if (loaded.state !== 'ready' || started.current) return;
    started.current = true;
    const data = new FormData();
    data.set('xsrf', loaded.xsrf);
    void submit(data, { method: 'post', replace: true });
  }, [loaded, submit]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event.currentTarget, { method: 'post', replace: true });
  };

  return (
    <SocialLoginCompletion
      state={state}
      xsrf={loaded.xsrf}
      loginHref={href('/login')}
      onSubmit={onSubmit}
    />
  );
}
