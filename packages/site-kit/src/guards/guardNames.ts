/**
 * The named guards a route may declare: spec §2's auth and candidate, both for a job seeker's
 * pages, and employer for the employer side's (issue 12).
 */
export const guardNames = ['auth', 'candidate', 'employer'] as const;
export type GuardName = (typeof guardNames)[number];

/**
 * Spec §4 guard 5: an unknown named guard is an error. Called when the route table is built
 * (`react-router build` evaluates routes.ts) and when the server build loads, so a typo in a
 * declaration stops the build or the start instead of leaving a page unguarded.
 */
export function assertKnownGuards(
  declarations: readonly { name: string; guards?: readonly string[] }[],
): void {
  for (const declaration of declarations) {
    for (const guard of declaration.guards ?? []) {
      if (!(guardNames as readonly string[]).includes(guard)) {
        throw new Error(`Route "${declaration.name}" declares an unknown guard "${guard}"`);
      }
    }
  }
}
