import type { AnyEndpoint, Endpoint, EndpointAnswer, Endpoints, HttpMethod } from '@allas/core';
import type { z } from 'zod';

// Types only: the contract's schemas stay on the server; the browser bundle gets none of them.

type Input<S> = S extends z.ZodType ? z.input<S> : never;

type ParamsPart<E> = E extends { params: infer P extends z.ZodType }
  ? { params: Input<P> }
  : { params?: undefined };
type QueryPart<E> = E extends { query: infer Q extends z.ZodType }
  ? // A query whose every parameter is optional may be left out (an index signature counts).
    Record<never, never> extends Input<Q>
    ? { query?: Input<Q> }
    : { query: Input<Q> }
  : { query?: undefined };
/** A multipart endpoint takes the browser's FormData; any other a JSON body of its schema. */
type BodyPart<E> = E extends { multipart: object }
  ? { body?: FormData }
  : E extends { body: infer B extends z.ZodType }
    ? { body: Input<B> }
    : { body?: undefined };

/** The answer of one of core's endpoints, by its name (e.g. `ApiAnswer<'jobSearch'>`). */
export type ApiAnswer<Name extends keyof Endpoints> = EndpointAnswer<Endpoints[Name]>;

/**
 * What a caller sends to one endpoint: only the parts it has, each as its schema accepts it.
 * Distributed over E once, as a whole: three parts distributed each over a union of N endpoints
 * would intersect into N³ members (TS2590 "union type too complex" once N passed 46 GET routes).
 */
export type ApiRequest<E> = E extends unknown ? ParamsPart<E> & QueryPart<E> & BodyPart<E> : never;

/**
 * The table by method and path, built once per table: a call looks its endpoint up by key instead
 * of filtering the whole union (which TypeScript gives up on as the contract grows, TS2590).
 */
type ByMethodAndPath<Table extends Endpoint> = {
  [M in HttpMethod]: { [E in Extract<Table, { method: M }> as E['path']]: E };
};
type CallArgs<E, Options> =
  object extends ApiRequest<E> ? [init?: ApiRequest<E> & Options] : [init: ApiRequest<E> & Options];
type Caller<Routes, Options> = <P extends keyof Routes>(
  path: P,
  ...args: CallArgs<Routes[P], Options>
) => Promise<EndpointAnswer<Routes[P] & Endpoint>>;

/**
 * The sites' one api client, keyed by method and the contract's path (with :params), e.g.
 * `api.get('/jobs/:companySlug/:slug', { params })`: what it takes and answers is inferred from
 * core's endpoint. `Options` are the transport's own per-call settings (a timeout, a language).
 */
export type TypedApi<Options = object, Table extends Endpoint = AnyEndpoint> = {
  [M in HttpMethod]: Caller<ByMethodAndPath<Table>[M], Options>;
};

/** One call as a transport sends it: the method and the URL path with its query, built here. */
export interface ApiCall<Options> {
  method: Uppercase<HttpMethod>;
  /** The path with its params filled in and its query appended. */
  path: string;
  body: unknown;
  options: Options;
}

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/**
 * A query object as the api reads it: lists comma-joined, empty values left out. The one place the
 * sites write a query string for the api.
 */
export function apiQueryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(name, value.join(','));
    } else {
      search.set(name, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The contract's path with its :params filled in (each encoded) and the query appended. */
export function apiPath(
  path: string,
  params: Readonly<Record<string, unknown>> | undefined,
  query: Readonly<Record<string, QueryValue>> | undefined,
): string {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  return `${filled}${apiQueryString(query)}`;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const satisfies HttpMethod[];

/**
 * Builds the typed client over a transport (the server's fetch with the session token, or the
 * browser's through the gateway). The transport answers the parsed JSON of a success and throws
 * its own error for anything else.
 */
export function createTypedApi<Options extends object, Table extends Endpoint = AnyEndpoint>(
  send: (call: ApiCall<Options>) => Promise<unknown>,
): TypedApi<Options, Table> {
  const caller =
    (method: HttpMethod) =>
    (
      path: string,
      init: {
        params?: Record<string, unknown>;
        query?: Record<string, QueryValue>;
        body?: unknown;
      } & Options = {} as Options,
    ) => {
      const { params, query, body, ...options } = init;
      return send({
        method: method.toUpperCase() as Uppercase<HttpMethod>,
        path: apiPath(path, params, query),
        body,
        options: options as Options,
      });
    };
  // The answer's type comes from the contract; the transport has checked the call succeeded.
  return Object.fromEntries(
    METHODS.map((method) => [method, caller(method)]),
  ) as unknown as TypedApi<Options, Table>;
}
