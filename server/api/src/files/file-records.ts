import { type Kysely, sql, type Transaction } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import type { Database } from '../db/schema.ts';
import type { CheckedUpload } from './upload-check.ts';

export type FileKind =
  | 'cv'
  | 'photo'
  | 'cover_letter'
  | 'company_logo'
  | 'company_banner'
  | 'voting_photo';

/** Bytes already in the file store, waiting for the row that records them. */
export interface PutFile extends CheckedUpload {
  key: string;
}

/** Records a stored file; its bytes are already in the store under `file.key`. */
export async function insertFileRow(
  trx: Transaction<Database>,
  ownerId: number | null,
  kind: FileKind,
  file: PutFile,
): Promise<number> {
  const row = await trx
    .insertInto('files')
    .values({
      owner_user_id: ownerId,
      kind,
      content_type: file.type,
      size_bytes: file.data.length,
      original_name: file.name,
      storage_key: file.key,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Deletes the rows of those files that no profile, application or company page refers to any more, and returns
 * their storage keys, for removal from the store once the transaction has committed. A CV an
 * application was sent with is kept for the employer even after its owner lets go of it.
 */
export async function deleteUnreferencedFiles(
  trx: Transaction<Database> | Kysely<Database>,
  ids: ReadonlyArray<number | null | undefined>,
): Promise<string[]> {
  const candidates = ids.filter((id): id is number => id !== null && id !== undefined);
  if (candidates.length === 0) return [];
  const deleted = await sql<{ storage_key: string }>`
    DELETE FROM files f WHERE f.id IN (${sql.join(candidates)})
      AND NOT EXISTS (SELECT 1 FROM users u WHERE f.id IN (u.cv_file_id, u.photo_file_id))
      AND NOT EXISTS (SELECT 1 FROM applications a
        WHERE f.id IN (a.cv_file_id, a.cover_letter_file_id))
      AND NOT EXISTS (SELECT 1 FROM companies c WHERE f.id IN (c.logo_file_id, c.banner_file_id))
      AND NOT EXISTS (SELECT 1 FROM voting_photos p WHERE p.file_id = f.id)
    RETURNING f.storage_key`.execute(trx);
  return deleted.rows.map((row) => row.storage_key);
}

/**
 * One write that stores files: the uploads' bytes go into the store first, then `write` records them
 * in one database transaction and says which storage keys it released. If the transaction fails, the
 * new bytes are removed again; once it has committed, the released ones are. A store that fails to
 * remove leaves an unreferenced file behind, which is logged, never an error for the user whose
 * write has succeeded.
 */
export async function writeWithFiles<T>(
  deps: Pick<AppDeps, 'db' | 'files' | 'logger'>,
  uploads: CheckedUpload[],
  write: (
    trx: Transaction<Database>,
    files: PutFile[],
  ) => Promise<{ value: T; releasedKeys: string[] }>,
): Promise<T> {
  const put: PutFile[] = [];
  const removeQuietly = async (keys: string[]) => {
    for (const key of keys) {
      await deps.files
        .remove(key)
        .catch((error: unknown) =>
          deps.logger.warn({ err: error, key }, 'stored file not removed'),
        );
    }
  };
  let outcome: { value: T; releasedKeys: string[] };
  try {
    for (const upload of uploads) put.push({ ...upload, key: await deps.files.put(upload.data) });
    outcome = await deps.db.transaction().execute((trx) => write(trx, put));
  } catch (error) {
    await removeQuietly(put.map((file) => file.key));
    throw error;
  }
  await removeQuietly(outcome.releasedKeys);
  return outcome.value;
}
