import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { shouldRetryRequest } from '@allas/core';

export interface ApiRequest {
  method: string;
  /** Path and query on the api, starting with a slash. */
  path: string;
  headers: OutgoingHttpHeaders;
  /** A buffer (auth proxy: a rebuilt JSON body) or the browser's request stream (pass-through). */
  body?: Buffer | Readable;
  /** No progress in either direction for this long: the call fails as `timeout`. */
  timeoutMs: number;
  /** Answers larger than this fail as `too_large`, before or while they are read. */
  maxResponseBytes: number;
  /** Aborted when the browser goes away, so the api call stops too. */
  signal?: AbortSignal;
}

export interface ApiAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Why a call produced no answer: the api cannot be reached, stayed silent, or said too much. */
export type ApiFailureKind = 'unreachable' | 'timeout' | 'too_large' | 'aborted';

export class ApiFailure extends Error {
  constructor(
    readonly kind: ApiFailureKind,
    detail: string,
    /** A kept-alive connection the api closed just as it was reused: safe to try once more. */
    readonly staleConnection = false,
  ) {
    super(`${kind}: ${detail}`);
  }
}

export interface ApiClient {
  readonly baseUrl: string;
  call(request: ApiRequest): Promise<ApiAnswer>;
  close(): void;
}

/**
 * Calls the api over node:http and reads the whole answer into memory, up to a limit. Reading it
 * whole is what lets the gateway still answer 502 when an answer turns out too large, and lets the
 * answer pass through Koa (compression, security headers, access log) like any other; the api's
 * answers are JSON and uploaded files of a few megabytes, so the limit keeps memory bounded.
 * Connections are kept alive: the api is one hop away and is called on almost every request.
 */
export function createApiClient(baseUrl: string): ApiClient {
  const base = new URL(baseUrl);
  const transport = base.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxFreeSockets: 32 });
  // A streamed body (an upload) cannot be sent again, so it never rides a kept-alive connection
  // the api may be closing at that very moment; each gets a connection of its own.
  const streamingAgent = new transport.Agent({ keepAlive: false });
  const basePath = base.pathname.replace(/\/+$/, '');

  function attempt(request: ApiRequest, connection: 'pooled' | 'fresh'): Promise<ApiAnswer> {
    const streamed = request.body !== undefined && !Buffer.isBuffer(request.body);
    return new Promise<ApiAnswer>((resolve, reject) => {
      let settled = false;
      let idleTimer: NodeJS.Timeout | undefined;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(idleTimer);
        request.signal?.removeEventListener('abort', onAbort);
        outcome();
      };
      const fail = (failure: ApiFailure) => {
        finish(() => reject(failure));
        outgoing.destroy();
      };
      const touch = () => {
        clearTimeout(idleTimer);
        idleTimer = setTimeout(
          () => fail(new ApiFailure('timeout', `no progress for ${request.timeoutMs} ms`)),
          request.timeoutMs,
        );
      };
      const onAbort = () => fail(new ApiFailure('aborted', 'the browser went away'));

      const outgoing = transport.request({
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method: request.method,
        path: `${basePath}${request.path}`,
        headers: request.headers,
        agent: streamed || connection === 'fresh' ? streamingAgent : agent,
      });
      touch();
      if (request.signal?.aborted) return onAbort();
      request.signal?.addEventListener('abort', onAbort);

      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        const stale = outgoing.reusedSocket && error.code === 'ECONNRESET';
        fail(new ApiFailure('unreachable', error.message, stale));
      });
      outgoing.on('response', (response) => {
        touch();
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > request.maxResponseBytes) {
          response.resume();
          return fail(new ApiFailure('too_large', `declared ${declared} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          touch();
          size += chunk.length;
          if (size > request.maxResponseBytes) {
            fail(new ApiFailure('too_large', `more than ${request.maxResponseBytes} bytes`));
            response.destroy();
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', (error) => fail(new ApiFailure('unreachable', error.message)));
        response.on('end', () =>
          finish(() =>
            resolve({
              status: response.statusCode ?? 502,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          ),
        );
      });

      const body = request.body;
      if (body === undefined || Buffer.isBuffer(body)) {
        outgoing.end(body);
        return;
      }
      body.on('data', touch);
      body.on('error', (error) => fail(new ApiFailure('aborted', error.message)));
      body.pipe(outgoing);
    });
  }

  return {
    baseUrl: `${base.origin}${basePath}`,
    async call(request) {
      // A streamed body (an upload) has gone once it is sent: only buffered calls are repeated.
      const replayable = request.body === undefined || Buffer.isBuffer(request.body);
      const once = async () => {
        try {
          return await attempt(request, 'pooled');
        } catch (error) {
          // A kept-alive connection the api had just closed: once more, on a new connection
          // (another pooled one may be just as stale). Streamed bodies use fresh ones anyway.
          if (error instanceof ApiFailure && error.staleConnection && replayable) {
            return attempt(request, 'fresh');
          }
          throw error;
        }
      };
      // Core's retry policy, the same as the sites' server-side client: one more try for an
      // idempotent method on a transient status. The browser's calls are retried here, not there.
      for (let retriesSoFar = 0; ; retriesSoFar++) {
        const answer = await once();
        const retry =
          replayable &&
          shouldRetryRequest({ method: request.method, status: answer.status, retriesSoFar });
        if (!retry) return answer;
      }
    },
    close() {
      agent.destroy();
      streamingAgent.destroy();
    },
  };
}
