import { endpoints, MIN_PASSWORD_LENGTH } from '@allas/core';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { newPasswordFieldProblem } from '../auth/new-password.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/secrets.ts';
import type { Database } from '../db/schema.ts';
import {
  deleteUnreferencedFiles,
  insertFileRow,
  type PutFile,
  writeWithFiles,
} from '../files/file-records.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { checkUpload } from '../files/upload-check.ts';
import { ApiError, type FieldProblem, fieldError } from '../http/api-error.ts';
import { defineRoute } from '../http/route.ts';
import { toE164 } from '../users/e164.ts';
import { loadProfile } from '../users/profile.ts';

export function profileRoutes(deps: AppDeps) {
  const { db } = deps;

  const slotRoutes = (kind: 'cv' | 'photo') => {
    const column = kind === 'cv' ? 'cv_file_id' : 'photo_file_id';
    const slot =
      kind === 'cv'
        ? { upload: endpoints.cvUpload, download: endpoints.cvDownload, remove: endpoints.cvDelete }
        : {
            upload: endpoints.photoUpload,
            download: endpoints.photoDownload,
            remove: endpoints.photoDelete,
          };
    // Points the slot at `fileId` (or at nothing) and releases the file it pointed at unless an
    // application still uses it; returns the storage keys to remove after the commit. The row is
    // locked first, so an application sent with the saved CV at the same moment either sees the new
    // pointer or has already recorded its own reference (application-routes.ts).
    const setSlot = async (trx: Transaction<Database>, userId: number, fileId: number | null) => {
      const row = await trx
        .selectFrom('users')
        .select(column)
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      await trx
        .updateTable('users')
        .set({ [column]: fileId, updated_at: deps.now() })
        .where('id', '=', userId)
        .execute();
      return deleteUnreferencedFiles(trx, [row?.[column] as number | null | undefined]);
    };
    return [
      defineRoute(slot.upload, async ({ user, files }) => {
        await deps.limiter.consume('uploads', [`user:${user.id}`]);
        const checked = await checkUpload(files.file, kind === 'cv' ? 'pdf' : 'photo', 'file');
        await writeWithFiles(deps, [checked], async (trx, [file]) => {
          const id = await insertFileRow(trx, user.id, kind, file as PutFile);
          return { value: null, releasedKeys: await setSlot(trx, user.id, id) };
        });
        return loadProfile(db, user.id);
      }),
      defineRoute(slot.download, async ({ ctx, user }) => {
        const row = await db
          .selectFrom('users')
          .select(column)
          .where('id', '=', user.id)
          .executeTakeFirst();
        await sendStoredFile(deps, ctx, (row?.[column] as number | null | undefined) ?? null);
      }),
      defineRoute(slot.remove, async ({ user }) => {
        await writeWithFiles(deps, [], async (trx) => ({
          value: null,
          releasedKeys: await setSlot(trx, user.id, null),
        }));
        return loadProfile(db, user.id);
      }),
    ];
  };

  return {
    routes: [
      defineRoute(endpoints.profile, async ({ user }) => loadProfile(db, user.id)),
      defineRoute(endpoints.profileUpdate, async ({ user, body }) => {
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
      }),
      defineRoute(endpoints.passwordChange, async ({ user, body, ctx }) => {
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
        const passwordHash = await hashPassword(body.password);
        const token = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1] ?? '';
        // The new password and the end of the other sessions happen together or not at all.
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({ password_hash: passwordHash, updated_at: deps.now() })
            .where('id', '=', user.id)
            .execute();
          await trx
            .updateTable('auth_tokens')
            .set({ revoked_at: deps.now() })
            .where('user_id', '=', user.id)
            .where('token_hash', '!=', hashToken(token))
            .where('revoked_at', 'is', null)
            .execute();
        });
        return { changed: true as const, minLength: MIN_PASSWORD_LENGTH };
      }),
      defineRoute(endpoints.linkedInChange, async ({ user, body }) => {
        await db
          .updateTable('users')
          .set({ linkedin_url: body.linkedInUrl, updated_at: deps.now() })
          .where('id', '=', user.id)
          .execute();
        return loadProfile(db, user.id);
      }),
      defineRoute(endpoints.notificationsChange, async ({ user, body }) => {
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
      }),
      defineRoute(endpoints.profileExport, async ({ user, ctx }) => {
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
      }),
      defineRoute(endpoints.profileDelete, async ({ user, body }) => {
        if (body.email !== user.email.toLowerCase())
          throw fieldError('email', 'validation.accountDeletion.emailMismatch');
        await writeWithFiles(deps, [], async (trx) => {
          const owned = await trx
            .selectFrom('files')
            .select('storage_key')
            .where('owner_user_id', '=', user.id)
            .execute();
          await trx.deleteFrom('applications').where('user_id', '=', user.id).execute();
          // The user's files go with the user (files.owner_user_id cascades).
          await trx.deleteFrom('users').where('id', '=', user.id).execute();
          return { value: null, releasedKeys: owned.map((file) => file.storage_key) };
        });
        return { deleted: true as const };
      }),
      ...slotRoutes('cv'),
      ...slotRoutes('photo'),
    ],
  };
}
