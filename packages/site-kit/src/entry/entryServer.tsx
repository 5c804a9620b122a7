import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { gatewayContext } from '../routing/requestContext';
import { NonceContext } from '../shell/nonce';

export { getLoadContext } from '../routing/requestContext';

/**
 * Errors of loaders and actions that are worth a log line. A visitor who went away, or a request
 * the router itself refused (a POST to a page without a form is a 405, an unknown path a 404), is
 * routine: the answer says so, and the fuzzer's thousands of them would bury real faults.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

/** Pages give up streaming after this long; react-router aborts a second later. */
export const streamTimeout = 5000;

const crawlerPattern = /bot|crawl|spider|slurp|lighthouse/i;

function nonceOf(loadContext: RouterContextProvider): string {
  try {
    return loadContext.get(gatewayContext).cspNonce;
  } catch {
    return '';
  }
}

/**
 * The server entry both sites re-export: streams the page, every inline script carrying the
 * gateway's CSP nonce. Crawlers get the whole document at once (onAllReady), browsers as soon as
 * the shell is ready.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const nonce = nonceOf(loadContext);
  const waitForAll =
    crawlerPattern.test(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) send();
        },
        onAllReady() {
          if (waitForAll) send();
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    function send() {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    }
    setTimeout(abort, streamTimeout + 1000);
  });
}
