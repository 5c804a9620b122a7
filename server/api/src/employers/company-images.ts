import type { Transaction } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import type { Database } from '../db/schema.ts';
import { deleteUnreferencedFiles, insertFileRow, writeWithFiles } from '../files/file-records.ts';
import { checkUpload } from '../files/upload-check.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { absoluteUrl } from '../jobs/job-card.ts';
import type { CompanyMembership } from './employer-membership.ts';

export type CompanyImageKind = 'logo' | 'banner';

/**
 * Where each picture lives: the public address the pages read (logo_url, cover_url), the stored
 * file behind it, and how many pixels a side it keeps (a banner spans the page's width).
 */
const SLOTS = {
  logo: {
    urlColumn: 'logo_url',
    fileColumn: 'logo_file_id',
    fileKind: 'company_logo',
    maxSide: 1024,
  },
  banner: {
    urlColumn: 'cover_url',
    fileColumn: 'banner_file_id',
    fileKind: 'company_banner',
    maxSide: 2400,
  },
} as const;

/** The picture's public address: it names the file, so a new picture is a new address (cacheable for good). */
export const companyImagePath = (slug: string, fileId: number) =>
  `/media/companies/${slug}/images/${fileId}.jpg`;

/**
 * Points the company's picture at `fileId` (or at nothing) in the open transaction, returning the
 * storage keys of the file it pointed at, for removal once the transaction has committed.
 */
async function setImage(
  trx: Transaction<Database>,
  membership: CompanyMembership,
  kind: CompanyImageKind,
  fileId: number | null,
): Promise<string[]> {
  const slot = SLOTS[kind];
  const current = await trx
    .selectFrom('companies')
    .select(['logo_file_id', 'banner_file_id'])
    .where('id', '=', membership.id)
    .forUpdate()
    .executeTakeFirst();
  await trx
    .updateTable('companies')
    .set({
      [slot.fileColumn]: fileId,
      [slot.urlColumn]: fileId === null ? null : companyImagePath(membership.slug, fileId),
    })
    .where('id', '=', membership.id)
    .execute();
  return deleteUnreferencedFiles(trx, [current?.[slot.fileColumn]]);
}

/**
 * Checks an uploaded logo or banner by its bytes, stores it re-encoded (the photo pipeline: a real
 * decoder, no metadata) and puts it on the page, releasing the old picture in the same write.
 * Answers the picture's absolute public address.
 */
export async function uploadCompanyImage(
  deps: Pick<AppDeps, 'db' | 'files' | 'logger' | 'config'>,
  membership: CompanyMembership,
  kind: CompanyImageKind,
  file: UploadedFile | undefined,
): Promise<string | null> {
  const slot = SLOTS[kind];
  const checked = await checkUpload(file, 'image', 'file', { maxSide: slot.maxSide });
  const path = await writeWithFiles(deps, [checked], async (trx, stored) => {
    const [image] = stored;
    if (!image) throw new Error('writeWithFiles stores every upload it is given');
    // The company's pictures belong to the company, not to the colleague who uploaded them.
    const fileId = await insertFileRow(trx, null, slot.fileKind, image);
    const releasedKeys = await setImage(trx, membership, kind, fileId);
    return { value: companyImagePath(membership.slug, fileId), releasedKeys };
  });
  return absoluteUrl(deps.config.PUBLIC_API_URL, path);
}

/** Removes the logo or banner from the page and releases its file. */
export async function removeCompanyImage(
  deps: Pick<AppDeps, 'db' | 'files' | 'logger'>,
  membership: CompanyMembership,
  kind: CompanyImageKind,
): Promise<void> {
  await writeWithFiles(deps, [], async (trx) => ({
    value: null,
    releasedKeys: await setImage(trx, membership, kind, null),
  }));
}
