import type { AppDeps } from '../app-deps.ts';

/** The version of a region's legal document in force, which a registration accepts. */
export async function currentLegalVersion(
  deps: Pick<AppDeps, 'db'>,
  docType: string,
  region: 'hu' | 'ro',
): Promise<string | null> {
  const row = await deps.db
    .selectFrom('legal_documents')
    .select('version')
    .where('doc_type', '=', docType)
    .where('region', '=', region)
    .orderBy('published_at', 'desc')
    .executeTakeFirst();
  return row?.version ?? null;
}
