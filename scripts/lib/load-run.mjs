// One autocannon measurement for `pnpm bench:web`: a warm-up, then a timed run at a set number of
// connections, summed up as a visitor sees it.
import autocannon from 'autocannon';

function cannon(url, host, connections, duration, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        // autocannon's default: a request unanswered after 10 s counts as a timeout.
        timeout: 10,
        headers: { accept: 'text/html,application/json', ...(host ? { host } : {}), ...headers },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * A 2-second warm-up (JIT, connection pools, caches), then `durationS` seconds at `connections`.
 * pagesPerSecond counts 2xx answers only (a 503 is no page); p50/p99 are of the 2xx answers
 * (autocannon records no others; null when none came); errors leave timeouts out; 503s (the gateway's overload answer)
 * are apart from the other non-2xx answers; bytesPerAnswer is the mean size of an answer as sent.
 * `headers` adds request headers (Accept-Encoding for the compression rows).
 */
export async function loadRun({ url, host, connections, durationS, headers = {} }) {
  await cannon(url, host, connections, 2, headers);
  const result = await cannon(url, host, connections, durationS, headers);
  const unavailable = result.statusCodeStats?.['503']?.count ?? 0;
  return {
    pages: result['2xx'],
    pagesPerSecond: result['2xx'] / result.duration,
    p50: result['2xx'] > 0 ? result.latency.p50 : null,
    p99: result['2xx'] > 0 ? result.latency.p99 : null,
    unavailable,
    otherNon2xx: result.non2xx - unavailable,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    bytesPerAnswer: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}
