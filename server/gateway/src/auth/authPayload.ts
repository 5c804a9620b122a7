/** Body fields that belong to the original's server proxy, never to the api. */
const GATEWAY_FIELDS = ['api', 'xsrf'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body the api gets for an auth call. Spec §7 sends `{ api, credentials, xsrf }` (login) and
 * `{ api, fields, xsrf }` (register, forgot and reset password); a flat body of the fields works
 * too. `api` is dropped whatever it says — the api's address is configuration only — and so are
 * `xsrf` (it travels as the X-XSRF-TOKEN header) and the route's `drop` fields.
 */
export function authPayload(
  body: Record<string, unknown>,
  nestedIn: 'credentials' | 'fields' | undefined,
  drop: readonly string[] = [],
): Record<string, unknown> {
  const nested = nestedIn === undefined ? undefined : body[nestedIn];
  const source = isPlainObject(nested) ? nested : body;
  const omitted = new Set<string>([...GATEWAY_FIELDS, ...drop]);
  return Object.fromEntries(Object.entries(source).filter(([key]) => !omitted.has(key)));
}

/** The spec's `xsrf` body field, used when the X-XSRF-TOKEN header is absent. */
export function xsrfField(body: Record<string, unknown>): string | undefined {
  return typeof body.xsrf === 'string' && body.xsrf !== '' ? body.xsrf : undefined;
}
