import type { JobCard } from '@allas/core';

/** The tags most jobs of a list carry (ties alphabetically), for the list's tag pills. */
export function popularTags(jobs: readonly JobCard[], limit = 8): string[] {
  const counts = new Map<string, number>();
  for (const job of jobs) for (const tag of job.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .slice(0, limit)
    .map(([tag]) => tag);
}
