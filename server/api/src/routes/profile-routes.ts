import {
  accountDeletionBodySchema,
  deletedResponseSchema,
  fileBodySchema,
  linkedInBodySchema,
  MAX_CV_BYTES,
  MAX_PHOTO_BYTES,
  MIN_PASSWORD_LENGTH,
  notificationSwitchesBodySchema,
  passwordChangeBodySchema,
  passwordChangeResponseSchema,
  profileExportSchema,
  profileSchema,
  profileUpdateBodySchema,
} from '@allas/core';
import type { Context } from 'koa';
import type { AppDeps } from '../app-deps.ts';
import { newPasswordFieldProblem } from '../auth/new-password.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/secrets.ts';
import { safeFileName, sniffFileType } from '../files/file-kinds.ts';
import { ApiError, type FieldProblem, fieldError, notFound } from '../http/api-error.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { defineRoute } from '../http/route.ts';
import { toE164 } from '../users/e164.ts';
import { loadProfile } from '../users/profile.ts';

/** Checks an uploaded file by its bytes: kind, emptiness and size (each with the spec's message). */
export function checkUpload(file: UploadedFile | undefined, kind: 'cv' | 'photo', field: string) {
  if (!file) throw fieldError(field, 'validation.required');
  if (file.data.length === 0) throw fieldError(field, 'validation.file.invalid');
  if (file.truncated) {
    throw fieldError(
      field,
      kind === 'photo' ? 'validation.photo.tooLarge' : 'validation.cv.tooLarge',
      413,
    );
  }
  const type = sniffFileType(file.data);
  if (kind === 'cv' && type !== 'application/pdf')
    throw fieldError(field, 'validation.cv.type', 415);
  if (kind === 'photo' && (type === null || type === 'application/pdf')) {
    throw fieldError(field, 'validation.photo.type', 415);
  }
  return {
    type: type as string,
    name: safeFileName(file.filename, kind === 'cv' ? 'cv.pdf' : 'photo'),
  };
}

export function profileRoutes(deps: AppDeps) {
  const { db } = deps;

  /** Stores a file for its owner and returns its id; the old file of the slot is removed by the caller. */
  async function storeFile(
    ownerId: number | null,
    kind: 'cv' | 'photo' | 'cover_letter',
    file: UploadedFile,
    checked: { type: string; name: string },
  ) {
    const key = await deps.files.put(file.data);
    const row = await db
      .insertInto('files')
      .values({
        owner_user_id: ownerId,
        kind,
        content_type: checked.type,
        size_bytes: file.data.length,
        original_name: checked.name,
        storage_key: key,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async function removeFile(id: number | null) {
    if (id === null) return;
    const file = await db
      .deleteFrom('files')
      .where('id', '=', id)
      .returning('storage_key')
      .executeTakeFirst();
    if (file) await deps.files.remove(file.storage_key);
  }

  async function sendFile(ctx: Context, fileId: number | null) {
    if (fileId === null) throw notFound();
    const file = await db
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

  const slotRoutes = (kind: 'cv' | 'photo') => {
    const column = kind === 'cv' ? 'cv_file_id' : 'photo_file_id';
    const limit = kind === 'cv' ? MAX_CV_BYTES : MAX_PHOTO_BYTES;
    const label =
      kind === 'cv' ? 'CV (PDF, at most 3 MB)' : 'photo (JPEG, PNG or WebP, at most 2 MB)';
    return [
      defineRoute({
        method: 'post',
        path: `/profile/${kind}`,
        tag: 'profile',
        summary: `Uploads or replaces the ${label}; the type is checked by the bytes`,
        access: 'user',
        multipart: { fileLimits: { file: limit }, totalLimit: limit + 64 * 1024 },
        response: profileSchema,
        errors: [401, 413, 415, 419, 429],
        async handle({ user, files }) {
          await deps.limiter.consume('uploads', [`user:${user.id}`]);
          const checked = checkUpload(files.file, kind, 'file');
          const file = files.file as UploadedFile;
          const old = await db
            .selectFrom('users')
            .select(column)
            .where('id', '=', user.id)
            .executeTakeFirst();
          const id = await storeFile(user.id, kind, file, checked);
          await db
            .updateTable('users')
            .set({ [column]: id, updated_at: deps.now() })
            .where('id', '=', user.id)
            .execute();
          await removeFile((old?.[column] as number | null | undefined) ?? null);
          return loadProfile(db, user.id);
        },
      }),
      defineRoute({
        method: 'get',
        path: `/profile/${kind}`,
        tag: 'profile',
        summary: `Downloads the own ${kind} (only its owner can)`,
        access: 'user',
        response: fileBodySchema,
        raw: { contentType: kind === 'cv' ? 'application/pdf' : 'image/*' },
        errors: [401, 404],
        async handle({ ctx, user }) {
          const row = await db
            .selectFrom('users')
            .select(column)
            .where('id', '=', user.id)
            .executeTakeFirst();
          await sendFile(ctx, (row?.[column] as number | null | undefined) ?? null);
        },
      }),
      defineRoute({
        method: 'delete',
        path: `/profile/${kind}`,
        tag: 'profile',
        summary: `Deletes the own ${kind}`,
        access: 'user',
        response: profileSchema,
        errors: [401, 419],
        async handle({ user }) {
          const row = await db
            .selectFrom('users')
            .select(column)
            .where('id', '=', user.id)
            .executeTakeFirst();
          await db
            .updateTable('users')
            .set({ [column]: null, updated_at: deps.now() })
            .where('id', '=', user.id)
            .execute();
          await removeFile((row?.[column] as number | null | undefined) ?? null);
          return loadProfile(db, user.id);
        },
      }),
    ];
  };

  return {
    storeFile,
    routes: [
      defineRoute({
        method: 'get',
        path: '/profile',
        tag: 'profile',
        summary: 'The signed-in user (spec §7: GET /profile?locale=)',
        access: 'user',
        response: profileSchema,
        errors: [401],
        handle: async ({ user }) => loadProfile(db, user.id),
      }),
      defineRoute({
        method: 'patch',
        path: '/profile',
        tag: 'profile',
        summary:
          'Updates the account fields (names, phone, residence, levels, categories, newsletters, language)',
        access: 'user',
        body: profileUpdateBodySchema,
        response: profileSchema,
        errors: [401, 419],
        async handle({ user, body }) {
          const current = await db
            .selectFrom('users')
            .select(['region'])
            .where('id', '=', user.id)
            .executeTakeFirstOrThrow();
          let categoryIds: number[] | undefined;
          if (body.categories) {
            const known = await db
              .selectFrom('categories')
              .select('id')
              .where('slug', 'in', body.categories)
              .execute();
            if (known.length !== new Set(body.categories).size) {
              throw fieldError('categories', 'validation.categories.min');
            }
            categoryIds = known.map((c) => c.id);
          }
          const region = (body.region ?? current.region) as 'hu' | 'ro';
          await db
            .updateTable('users')
            .set({
              ...(body.firstName !== undefined ? { first_name: body.firstName } : {}),
              ...(body.lastName !== undefined ? { last_name: body.lastName } : {}),
              ...(body.phone !== undefined ? { phone: toE164(body.phone, region) } : {}),
              ...(body.residence !== undefined ? { residence: body.residence } : {}),
              ...(body.levels !== undefined ? { levels: body.levels } : {}),
              ...(categoryIds !== undefined ? { category_ids: categoryIds } : {}),
              ...(body.newsletters?.itJobs !== undefined
                ? { newsletter_it: body.newsletters.itJobs }
                : {}),
              ...(body.newsletters?.officeJobs !== undefined
                ? { newsletter_office: body.newsletters.officeJobs }
                : {}),
              ...(body.newsletters?.lovableWorkplaces !== undefined
                ? { newsletter_lovable: body.newsletters.lovableWorkplaces }
                : {}),
              ...(body.locale !== undefined ? { locale: body.locale } : {}),
              ...(body.region !== undefined ? { region: body.region } : {}),
              updated_at: deps.now(),
            })
            .where('id', '=', user.id)
            .execute();
          return loadProfile(db, user.id);
        },
      }),
      defineRoute({
        method: 'put',
        path: '/profile/password',
        tag: 'profile',
        summary: 'Changes the password (the current one is required); other sessions end',
        access: 'user',
        body: passwordChangeBodySchema,
        response: passwordChangeResponseSchema,
        errors: [401, 419],
        async handle({ user, body, ctx }) {
          const row = await db
            .selectFrom('users')
            .select(['password_hash', 'email', 'first_name', 'last_name'])
            .where('id', '=', user.id)
            .executeTakeFirstOrThrow();
          const problems: Record<string, FieldProblem> = {};
          if (
            !row.password_hash ||
            !(await verifyPassword(body.currentPassword, row.password_hash))
          ) {
            problems.currentPassword = { key: 'auth.currentPasswordWrong' };
          }
          const weak = newPasswordFieldProblem(body.password, {
            email: row.email,
            firstName: row.first_name,
            lastName: row.last_name,
          });
          if (weak) problems.password = weak;
          // Both at once, so the form shows every problem after one send.
          if (Object.keys(problems).length > 0) {
            throw new ApiError(422, 'validation_failed', 'error.validation', {}, problems);
          }
          await db
            .updateTable('users')
            .set({ password_hash: await hashPassword(body.password), updated_at: deps.now() })
            .where('id', '=', user.id)
            .execute();
          const token = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1] ?? '';
          await db
            .updateTable('auth_tokens')
            .set({ revoked_at: deps.now() })
            .where('user_id', '=', user.id)
            .where('token_hash', '!=', hashToken(token))
            .where('revoked_at', 'is', null)
            .execute();
          return { changed: true as const, minLength: MIN_PASSWORD_LENGTH };
        },
      }),
      defineRoute({
        method: 'put',
        path: '/profile/linkedin',
        tag: 'profile',
        summary: 'Sets or clears (null) the LinkedIn profile URL',
        access: 'user',
        body: linkedInBodySchema,
        response: profileSchema,
        errors: [401, 419],
        async handle({ user, body }) {
          await db
            .updateTable('users')
            .set({ linkedin_url: body.linkedInUrl, updated_at: deps.now() })
            .where('id', '=', user.id)
            .execute();
          return loadProfile(db, user.id);
        },
      }),
      defineRoute({
        method: 'put',
        path: '/profile/notifications',
        tag: 'profile',
        summary: 'Sets the notification switches',
        access: 'user',
        body: notificationSwitchesBodySchema,
        response: profileSchema,
        errors: [401, 419],
        async handle({ user, body }) {
          await db
            .updateTable('users')
            .set({
              ...(body.jobAlerts !== undefined ? { notify_job_alerts: body.jobAlerts } : {}),
              ...(body.applicationNews !== undefined
                ? { notify_application_news: body.applicationNews }
                : {}),
              ...(body.followedCompanies !== undefined
                ? { notify_followed_companies: body.followedCompanies }
                : {}),
              updated_at: deps.now(),
            })
            .where('id', '=', user.id)
            .execute();
          return loadProfile(db, user.id);
        },
      }),
      defineRoute({
        method: 'get',
        path: '/profile/export',
        tag: 'profile',
        summary: 'Every personal datum of the account as JSON (GDPR export)',
        access: 'user',
        response: profileExportSchema,
        errors: [401],
        async handle({ user, ctx }) {
          const [profile, saved, follows, applications, alerts] = await Promise.all([
            loadProfile(db, user.id),
            db.selectFrom('saved_jobs').selectAll().where('user_id', '=', user.id).execute(),
            db.selectFrom('company_follows').selectAll().where('user_id', '=', user.id).execute(),
            db
              .selectFrom('applications')
              .select([
                'id',
                'job_id',
                'email',
                'first_name',
                'last_name',
                'phone',
                'method',
                'linkedin_url',
                'language',
                'status',
                'created_at',
              ])
              .where('user_id', '=', user.id)
              .execute(),
            db
              .selectFrom('job_alerts')
              .select([
                'id',
                'email',
                'frequency',
                'keywords',
                'category_ids',
                'location_ids',
                'confirmed_at',
                'created_at',
              ])
              .where('user_id', '=', user.id)
              .execute(),
          ]);
          ctx.set('Content-Disposition', 'attachment; filename="allas-export.json"');
          const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
          return {
            exportedAt: deps.now().toISOString(),
            profile,
            savedJobs: saved.map((s) => ({
              jobId: String(s.job_id),
              savedAt: iso(s.created_at) ?? '',
            })),
            followedCompanies: follows.map((f) => ({
              companyId: String(f.company_id),
              followedAt: iso(f.created_at) ?? '',
            })),
            applications: applications.map((a) => ({
              ...a,
              id: String(a.id),
              job_id: String(a.job_id),
              created_at: iso(a.created_at),
            })),
            jobAlerts: alerts.map((a) => ({
              ...a,
              id: String(a.id),
              confirmed_at: iso(a.confirmed_at),
              created_at: iso(a.created_at),
            })),
          };
        },
      }),
      defineRoute({
        method: 'delete',
        path: '/profile',
        tag: 'profile',
        summary:
          'Deletes the account with everything it owns; the request repeats the account email',
        access: 'user',
        body: accountDeletionBodySchema,
        response: deletedResponseSchema,
        errors: [401, 419],
        async handle({ user, body }) {
          if (body.email !== user.email.toLowerCase())
            throw fieldError('email', 'validation.accountDeletion.emailMismatch');
          const files = await db
            .selectFrom('files')
            .select('storage_key')
            .where('owner_user_id', '=', user.id)
            .execute();
          await db.transaction().execute(async (trx) => {
            await trx.deleteFrom('applications').where('user_id', '=', user.id).execute();
            await trx.deleteFrom('users').where('id', '=', user.id).execute();
          });
          await Promise.all(files.map((f) => deps.files.remove(f.storage_key)));
          return { deleted: true as const };
        },
      }),
      ...slotRoutes('cv'),
      ...slotRoutes('photo'),
    ],
  };
}
