import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an endpoint: anyone; anyone (the user is read when a token is sent); a signed-in
 * user of either kind; a signed-in job seeker (their own area: an employer gets 403); a signed-in
 * user of an employer account (the employer side; anyone else gets 403).
 */
export type EndpointAccess = 'public' | 'optional-user' | 'user' | 'candidate' | 'employer';

/** Whether an endpoint needs a signed-in user (401 without one). */
export const needsSignedInUser = (access: EndpointAccess): boolean =>
  access === 'user' || access === 'candidate' || access === 'employer';

/**
 * One api route's contract: method, path, the schemas of its parts, who may call it, and what the
 * OpenAPI document says about it. The api mounts a handler on it (server/api `defineRoute`), the
 * sites' typed client is typed from it, so both ends and /openapi.json have one source.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Koa-style path with :params. */
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly access: EndpointAccess;
  /** State-changing endpoints need the XSRF header unless they carry their own capability token. */
  readonly csrf?: boolean;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request body limit in bytes (JSON default 64 kB). */
  readonly bodyLimit?: number;
  /** multipart/form-data: per-file-field byte limits; `body` then validates the text fields. */
  readonly multipart?: {
    readonly fileLimits: Readonly<Record<string, number>>;
    readonly totalLimit: number;
  };
  /** Success status (200 when not given). */
  readonly status?: number;
  readonly response: z.ZodType;
  /** The answer is a file of this type, written by the handler itself (downloads). */
  readonly raw?: { readonly contentType: string };
  /** Documented error statuses (besides 400/422 validation and 500). */
  readonly errors: readonly number[];
}

/** Keeps the literal types of one contract (method, path, schemas) for both ends to infer from. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Output<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** What a handler receives, after validation. */
export type EndpointParams<E extends Endpoint> = Output<E['params']>;
export type EndpointQuery<E extends Endpoint> = Output<E['query']>;
export type EndpointBody<E extends Endpoint> = Output<E['body']>;
/** What a handler returns (the schema's input: it checks and documents the answer). */
export type EndpointResult<E extends Endpoint> = z.input<E['response']>;
/** What a caller receives. */
export type EndpointAnswer<E extends Endpoint> = z.output<E['response']>;
