import { createContext, type RouterContextProvider } from 'react-router';

/** Seconds a monitor or crawler is asked to wait before it tries an unavailable page again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

interface PageAvailability {
  unavailable: boolean;
}

/** Set per request by the root middleware; a loader flags it when its page's own data failed. */
export const pageAvailabilityContext = createContext<PageAvailability | null>(null);

type Args = { context: Readonly<RouterContextProvider> };

/**
 * A loader whose page's required data could not be loaded (the api down or failing) says so here.
 * The page still renders its friendly inline message in its language, but the root middleware
 * answers it 503 with Retry-After, so monitoring and crawlers see the outage rather than a 200.
 * Optional sections (a banner, related jobs, saved flags) just degrade and do not call this.
 */
export function markPageUnavailable({ context }: Args): void {
  const availability = context.get(pageAvailabilityContext);
  // Outside the root middleware (a loader run on its own in a test) there is no answer to mark.
  if (availability !== null) availability.unavailable = true;
}

/** The document answer with 503 when a loader flagged the page; anything else as it is. */
export function withAvailabilityStatus(response: Response, flag: PageAvailability): Response {
  if (!flag.unavailable || response.status !== 200) return response;
  const headers = new Headers(response.headers);
  headers.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers });
}
