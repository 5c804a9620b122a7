/**
 * The unique index or constraint a failed write ran into (PostgreSQL's 23505, which PGlite reports
 * the same way), or undefined for any other error.
 */
export function uniqueConstraintOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : undefined;
}
