import type { Context } from 'koa';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http/api-error.ts';

/**
 * Answers a stored file (a CV, a photo, a cover letter) as a private download. The caller has
 * already decided that this user may have it; a missing file is a 404.
 */
export async function sendStoredFile(
  deps: Pick<AppDeps, 'db' | 'files'>,
  ctx: Context,
  fileId: number | null,
): Promise<void> {
  if (fileId === null) throw notFound();
  const file = await deps.db
    .selectFrom('files')
    .selectAll()
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!file) throw notFound();
  ctx.set('Content-Type', file.content_type);
  ctx.set(
    'Content-Disposition',
    `attachment; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
  );
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = await deps.files.get(file.storage_key);
}
