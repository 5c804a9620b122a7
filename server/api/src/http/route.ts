import type {
  Endpoint,
  EndpointAccess,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResult,
} from '@allas/core';
import type { Context } from 'koa';
import type { Locale } from '../i18n/messages.ts';
import type { UploadedFile } from './multipart.ts';

export interface SignedInUser {
  id: number;
  email: string;
  userType: 'candidate' | 'employer';
}

/** The caller as a handler sees it: routes for signed-in users only run with one. */
export type UserOf<A extends EndpointAccess> = A extends 'user' | 'candidate' | 'employer'
  ? SignedInUser
  : SignedInUser | null;

export interface RouteInput<E extends Endpoint> {
  ctx: Context;
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  locale: Locale;
  /** mountRoutes answers 401 before the handler runs when a route for users has no user. */
  user: UserOf<E['access']>;
  /** The file fields of a multipart request (only for endpoints with `multipart`). */
  files: Record<string, UploadedFile>;
}

/** A route that writes its own body (downloads, `raw`) returns nothing. */
export type RouteHandler<E extends Endpoint> = (
  input: RouteInput<E>,
) => Promise<E['raw'] extends object ? void : EndpointResult<E>>;

/**
 * One api route: core's endpoint (the contract: schemas, access, documented errors) with its
 * handler. The endpoint validates requests, checks answers in tests and generates /openapi.json.
 */
export interface RouteDefinition extends Endpoint {
  handle(input: RouteInput<Endpoint>): Promise<unknown>;
}

/** Mounts a handler on one of core's endpoints; the handler's input and answer are typed from it. */
export function defineRoute<E extends Endpoint>(
  endpoint: E,
  handle: RouteHandler<E>,
): RouteDefinition {
  return { ...endpoint, handle: handle as RouteDefinition['handle'] };
}
