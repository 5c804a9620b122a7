import type { Context } from 'koa';
import type { z } from 'zod';
import type { Locale } from '../i18n/messages.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route: anyone, anyone (the user is read when a token is sent), a signed-in user. */
export type Access = 'public' | 'optional-user' | 'user';

export interface SignedInUser {
  id: number;
  email: string;
  userType: 'candidate' | 'employer';
}

/** The caller as a handler sees it: routes with access 'user' only run for a signed-in user. */
export type UserOf<A extends Access> = A extends 'user' ? SignedInUser : SignedInUser | null;

export interface RouteInput<P, Q, B, U extends SignedInUser | null = SignedInUser | null> {
  ctx: Context;
  params: P;
  query: Q;
  body: B;
  locale: Locale;
  /** mountRoutes answers 401 before the handler runs when a route with access 'user' has no user. */
  user: U;
  /** The file fields of a multipart request (only for routes with `multipart`). */
  files: Record<string, import('./multipart.ts').UploadedFile>;
}

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/**
 * One api route: its contract (zod schemas, access, documented errors) and its handler. The same
 * definition validates requests, checks responses in tests and generates /openapi.json.
 */
export interface RouteDefinition<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  A extends Access = Access,
> {
  method: HttpMethod;
  /** Koa path with :params. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: A;
  /** State-changing routes need the XSRF header unless the route carries its own capability token. */
  csrf?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** Request body limit in bytes (JSON default 64 kB). */
  bodyLimit?: number;
  /** multipart/form-data: per-file-field byte limits; `body` then validates the text fields. */
  multipart?: { fileLimits: Record<string, number>; totalLimit: number };
  /** Success status and schema. A route that writes its own body (downloads) sets `raw`. */
  status?: number;
  response: R;
  raw?: { contentType: string };
  /** Documented error statuses (besides 400/422 validation and 500). */
  errors: number[];
  handle(input: RouteInput<Out<P>, Out<Q>, Out<B>, UserOf<A>>): Promise<z.input<R>>;
}

/** Keeps the generic parameters of one definition (an identity function for type inference). */
export function defineRoute<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
  A extends Access,
>(definition: RouteDefinition<P, Q, B, R, A>): RouteDefinition {
  return definition as unknown as RouteDefinition;
}
