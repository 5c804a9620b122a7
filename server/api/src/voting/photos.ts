import { MAX_VOTING_PHOTOS, type VotingPhoto } from '@allas/core';
import { type Kysely, sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import type { Database } from '../db/schema.ts';
import { deleteUnreferencedFiles, insertFileRow, writeWithFiles } from '../files/file-records.ts';
import type { FileStore } from '../files/file-store.ts';
import { type CheckedUpload, checkUpload } from '../files/upload-check.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { UploadedFile } from '../http/multipart.ts';

/** A workplace photo keeps more pixels than a profile picture: it is looked at, not an avatar. */
const VOTING_PHOTO_MAX_SIDE = 1600;

export const votingPhotoPath = (id: number | string) => `/media/voting/photos/${id}.jpg`;

type PhotoRow = { id: number; company_id: number; user_id: number; status: 'pending' | 'approved' };

/**
 * The photos of a campaign's nominees that `viewerId` may see: every approved one, and the
 * viewer's own pending ones (no one else sees a photo before moderation).
 */
export async function visiblePhotos(
  db: Kysely<Database>,
  campaignId: number,
  viewerId: number | null,
  url: (path: string) => string,
): Promise<Map<string, VotingPhoto[]>> {
  const rows = await db
    .selectFrom('voting_photos')
    .select(['id', 'company_id', 'user_id', 'status'])
    .where('campaign_id', '=', campaignId)
    .where((eb) =>
      viewerId === null
        ? eb('status', '=', 'approved')
        : eb.or([eb('status', '=', 'approved'), eb('user_id', '=', viewerId)]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const byNominee = new Map<string, VotingPhoto[]>();
  for (const row of rows as PhotoRow[]) {
    const key = String(row.company_id);
    const list = byNominee.get(key) ?? [];
    list.push({
      id: String(row.id),
      url: url(votingPhotoPath(row.id)),
      status: row.status,
      own: viewerId !== null && Number(row.user_id) === viewerId,
    });
    byNominee.set(key, list);
  }
  return byNominee;
}

/**
 * Checks a workplace photo by its bytes and re-encodes it (the company pictures' pipeline: a real
 * decoder, no metadata). Done before anything else about the voter, so a hostile file is refused
 * for what it is.
 */
export const checkVotingPhoto = (file: UploadedFile | undefined) =>
  checkUpload(file, 'image', 'file', { maxSide: VOTING_PHOTO_MAX_SIDE });

/**
 * Stores a checked photo of a nominee, pending moderation. The limit of three per voter, nominee
 * and campaign is the table's unique slot: the insert tries slots 1–3 in turn, so parallel
 * uploads queue on the key and a fourth finds none free.
 */
export async function addVotingPhoto(
  deps: Pick<AppDeps, 'db' | 'files' | 'logger'>,
  target: { campaignId: number; companyId: number; userId: number },
  checked: CheckedUpload,
): Promise<number> {
  return writeWithFiles(deps, [checked], async (trx, stored) => {
    const [image] = stored;
    if (!image) throw new Error('writeWithFiles stores every upload it is given');
    const fileId = await insertFileRow(trx, target.userId, 'voting_photo', image);
    for (let slot = 1; slot <= MAX_VOTING_PHOTOS; slot++) {
      const inserted = await trx
        .insertInto('voting_photos')
        .values({
          campaign_id: target.campaignId,
          company_id: target.companyId,
          user_id: target.userId,
          slot,
          file_id: fileId,
        })
        .onConflict((oc) =>
          oc.columns(['campaign_id', 'company_id', 'user_id', 'slot']).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { value: Number(inserted.id), releasedKeys: [] };
    }
    throw new ApiError(409, 'conflict', 'voting.photos.tooMany', { maximum: MAX_VOTING_PHOTOS });
  });
}

/**
 * Deletes a pending photo of its uploader. Someone else's photo is not found (its existence is
 * not told); an approved one is the award's now and stays.
 */
export async function deleteOwnVotingPhoto(
  deps: Pick<AppDeps, 'db' | 'files' | 'logger'>,
  region: 'hu' | 'ro',
  photoId: number,
  userId: number,
): Promise<void> {
  await writeWithFiles(deps, [], async (trx) => {
    const photo = await trx
      .selectFrom('voting_photos as p')
      .innerJoin('voting_campaigns as c', 'c.id', 'p.campaign_id')
      .select(['p.id', 'p.status', 'p.file_id'])
      .where('p.id', '=', photoId)
      .where('p.user_id', '=', userId)
      .where('c.region', '=', region)
      .forUpdate()
      .executeTakeFirst();
    if (!photo) throw notFound();
    if (photo.status !== 'pending') throw new ApiError(409, 'conflict', 'voting.photos.notPending');
    await trx.deleteFrom('voting_photos').where('id', '=', photo.id).execute();
    return { value: null, releasedKeys: await deleteUnreferencedFiles(trx, [photo.file_id]) };
  });
}

/** The stored file of a photo `viewerId` may see (approved, or their own), or null. */
export async function visiblePhotoFile(
  db: Kysely<Database>,
  photoId: number,
  viewerId: number | null,
): Promise<{ storageKey: string; contentType: string; approved: boolean } | null> {
  const row = await db
    .selectFrom('voting_photos as p')
    .innerJoin('files as f', 'f.id', 'p.file_id')
    .select(['f.storage_key', 'f.content_type', 'p.status', 'p.user_id'])
    .where('p.id', '=', photoId)
    .executeTakeFirst();
  if (!row) return null;
  const approved = row.status === 'approved';
  if (!approved && (viewerId === null || Number(row.user_id) !== viewerId)) return null;
  return { storageKey: row.storage_key, contentType: row.content_type, approved };
}

const USAGE = [
  'usage: pnpm voting:photos --list',
  '       pnpm voting:photos --approve <photo id>',
  '       pnpm voting:photos --reject <photo id>',
];

/**
 * `pnpm voting:photos`: the operator's moderation of workplace photos. `--list` prints the pending
 * ones (oldest first, with the file to look at), `--approve` shows a photo on the nominee's card,
 * `--reject` deletes it and its file.
 */
export async function runPhotoModeration(
  db: Kysely<Database>,
  files: FileStore,
  argv: readonly string[],
  now: Date,
): Promise<{ code: number; lines: string[] }> {
  const [flag, value, ...rest] = argv.filter((arg) => arg !== '--');
  if (rest.length > 0) return { code: 2, lines: USAGE };
  if (flag === '--list' && value === undefined) {
    const pending = await sql<{
      id: number;
      region: string;
      year: number;
      company: string;
      user_id: number;
      storage_key: string;
      created_at: Date;
    }>`
      SELECT p.id, c.region, c.year, co.name AS company, p.user_id, f.storage_key, p.created_at
        FROM voting_photos p
        JOIN voting_campaigns c ON c.id = p.campaign_id
        JOIN companies co ON co.id = p.company_id
        JOIN files f ON f.id = p.file_id
       WHERE p.status = 'pending'
       ORDER BY p.created_at, p.id`.execute(db);
    const lines = [`pending photos: ${pending.rows.length}`];
    for (const row of pending.rows) {
      lines.push(
        `  #${row.id} ${row.region} ${row.year} ${row.company}: account ${row.user_id}, ${new Date(row.created_at).toISOString()}, file ${row.storage_key}`,
      );
    }
    return { code: 0, lines };
  }
  if ((flag !== '--approve' && flag !== '--reject') || !value || !/^\d{1,12}$/.test(value)) {
    return { code: 2, lines: USAGE };
  }
  const id = Number(value);
  if (flag === '--approve') {
    const approved = await db
      .updateTable('voting_photos')
      .set({ status: 'approved', moderated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    return approved
      ? { code: 0, lines: [`photo #${id} approved: it shows on the nominee's card`] }
      : { code: 1, lines: [`no pending photo #${id}`] };
  }
  const released = await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('voting_photos')
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('file_id')
      .executeTakeFirst();
    return removed ? deleteUnreferencedFiles(trx, [removed.file_id]) : null;
  });
  if (released === null) return { code: 1, lines: [`no pending photo #${id}`] };
  for (const key of released) await files.remove(key);
  return { code: 0, lines: [`photo #${id} rejected: deleted with its file`] };
}
