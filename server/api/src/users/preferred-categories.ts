import type { AppDeps } from '../app-deps.ts';

/** The category ids a signed-in job seeker chose (registration, account page); none for a guest. */
export async function preferredCategoryIds(
  deps: Pick<AppDeps, 'db'>,
  userId: number | undefined,
): Promise<number[]> {
  if (userId === undefined) return [];
  const row = await deps.db
    .selectFrom('users')
    .select('category_ids')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.category_ids ?? [];
}
