// Raw HTTP for the suite: node:http rather than fetch, so a path goes on the request line exactly
// as written (`//jobs`, `/%E0%A4%A`), any header can be sent, and a reset connection is told apart
// from an answer.
import http from 'node:http';

export interface RawRequest {
  method?: string;
  path: string;
  headers?: http.OutgoingHttpHeaders;
  body?: string | Buffer;
  timeoutMs?: number;
}

export type RawAnswer =
  | { kind: 'answer'; status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number }
  | { kind: 'reset'; error: string; ms: number }
  | { kind: 'timeout'; ms: number };

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * Closes the kept-alive connections. Between two runs against one server: a connection left idle
 * for longer than the server keeps it may be closed by the server just as it is reused, and that
 * reset would be the client's doing, not the server's.
 */
export function dropIdleConnections(): void {
  agent.destroy();
}

export function send(baseUrl: string, request: RawRequest): Promise<RawAnswer> {
  const base = new URL(baseUrl);
  const started = performance.now();
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers: http.OutgoingHttpHeaders = { ...request.headers };
  if (body !== undefined && headers['content-length'] === undefined) {
    headers['content-length'] = String(body.length);
  }
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: RawAnswer) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const req = http.request(
      {
        hostname: base.hostname,
        port: base.port,
        path: request.path,
        method: request.method ?? 'GET',
        headers,
        agent,
        setHost: headers.host === undefined,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) =>
          done({ kind: 'reset', error: String(error), ms: performance.now() - started }),
        );
        res.on('end', () =>
          done({
            kind: 'answer',
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.setTimeout(request.timeoutMs ?? 30_000, () => {
      done({ kind: 'timeout', ms: performance.now() - started });
      req.destroy();
    });
    req.on('error', (error) =>
      done({ kind: 'reset', error: String(error), ms: performance.now() - started }),
    );
    req.end(body);
  });
}

/** JSON of an answer, or undefined. */
export function jsonOf<T = unknown>(answer: RawAnswer): T | undefined {
  if (answer.kind !== 'answer') return undefined;
  try {
    return JSON.parse(answer.body.toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Cookie pairs (`name=value`) from an answer's Set-Cookie lines. */
export function cookiesOf(answer: RawAnswer): Map<string, string> {
  const cookies = new Map<string, string>();
  if (answer.kind !== 'answer') return cookies;
  for (const line of answer.headers['set-cookie'] ?? []) {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return cookies;
}
