/**
 * Whether a database error is the violation of the named constraint. Both drivers (pg and PGlite)
 * report PostgreSQL's constraint name on the error, which is what rules kept by the database
 * (one free ad, no negative credit balance) are recognised by.
 */
export function isConstraintViolation(error: unknown, constraint: string): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'constraint' in error &&
    error.constraint === constraint
  );
}
