import { apiErrorBody, jsonNestingExceeds, MAX_JSON_NESTING } from '@allas/core';
import { requestLocale } from './locale';
import { BodyTooLarge, readBodyWithin } from './readBodyWithin';
import type { GatewayContext } from './state';

/** The auth calls carry a handful of form fields; anything larger is not a real form. */
export const AUTH_BODY_LIMIT_BYTES = 64 * 1024;

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly body: unknown,
  ) {
    super(`request body refused with ${status}`);
  }
}

const isJsonType = (type: string) => type === 'application/json' || type.endsWith('+json');

/** Reads a JSON object body (an empty body is `{}`), refusing broken JSON, other types and big bodies. */
export async function readJsonObject(ctx: GatewayContext): Promise<Record<string, unknown>> {
  const locale = requestLocale(ctx);
  let raw: string;
  try {
    raw = (await readBodyWithin(ctx.req, AUTH_BODY_LIMIT_BYTES)).toString('utf8');
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    throw new BodyError(
      413,
      apiErrorBody('payload_too_large', 'error.payloadTooLarge', locale, {
        values: { limit: '64 kB' },
      }),
    );
  }
  if (raw.trim() === '') return {};
  const type = (ctx.get('content-type').split(';')[0] ?? '').trim().toLowerCase();
  if (!isJsonType(type)) {
    throw new BodyError(
      415,
      apiErrorBody('bad_request', 'error.unsupportedMediaType', locale, {
        values: { type: type || '(none)' },
      }),
    );
  }
  // Checked before parsing: a body nested thousands deep parses, then overflows whatever walks it.
  if (jsonNestingExceeds(raw, MAX_JSON_NESTING)) {
    throw new BodyError(
      400,
      apiErrorBody('bad_request', 'error.jsonTooDeep', locale, {
        values: { limit: MAX_JSON_NESTING },
      }),
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BodyError(400, apiErrorBody('bad_request', 'error.malformedJson', locale));
  }
  return parsed as Record<string, unknown>;
}
