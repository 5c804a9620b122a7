import type { QueryParamsLike } from '../src/index';

/** The runtime's URLSearchParams (core compiles without DOM or Node types, so it is typed here). */
export interface UrlSearchParamsLike extends QueryParamsLike {
  toString(): string;
  get(name: string): string | null;
}

export const UrlSearchParams = (
  globalThis as unknown as {
    URLSearchParams: new (init?: string | Array<[string, string]>) => UrlSearchParamsLike;
  }
).URLSearchParams;
