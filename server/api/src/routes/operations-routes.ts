import {
  captchaChallengeSchema,
  healthResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  readinessResponseSchema,
} from '@allas/core';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { ApiError } from '../http/api-error.ts';
import { developmentRoutesEnabled } from '../http/development-routes.ts';
import { defineRoute } from '../http/route.ts';

export function operationsRoutes(deps: AppDeps) {
  const routes = [
    defineRoute({
      method: 'get',
      path: '/healthz',
      tag: 'operations',
      summary: 'The process is up',
      access: 'public',
      response: healthResponseSchema,
      errors: [],
      handle: async () => ({ status: 'ok' as const }),
    }),
    defineRoute({
      method: 'get',
      path: '/readyz',
      tag: 'operations',
      summary: 'The database answers',
      access: 'public',
      response: readinessResponseSchema,
      errors: [503],
      async handle() {
        try {
          await sql`select 1`.execute(deps.db);
        } catch {
          throw new ApiError(503, 'unavailable', 'error.genericTryLater');
        }
        return { status: 'ready' as const, database: deps.dbKind };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/captcha/challenge',
      tag: 'operations',
      summary:
        'A proof-of-work challenge (ALTCHA) for the registration, application and form captchas',
      access: 'public',
      response: captchaChallengeSchema,
      errors: [],
      async handle({ ctx }) {
        ctx.set('Cache-Control', 'no-store');
        return (await deps.captcha.challenge()) as never;
      },
    }),
  ];
  if (!developmentRoutesEnabled(deps.config)) return routes;
  return [
    ...routes,
    defineRoute({
      method: 'get',
      path: '/_dev/outbox',
      tag: 'operations',
      summary: 'Development only: the latest mails in the outbox',
      access: 'public',
      query: outboxQuerySchema,
      response: outboxResponseSchema,
      errors: [404],
      async handle({ query }) {
        let q = deps.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(50);
        if (query.to) q = q.where(sql`lower(to_address)`, '=', query.to.toLowerCase());
        const rows = await q.execute();
        return rows.map((row) => ({
          id: Number(row.id),
          to: row.to_address,
          subject: row.subject,
          text: row.body_text,
          kind: row.kind,
          locale: row.locale,
          createdAt: new Date(row.created_at).toISOString(),
        }));
      },
    }),
  ];
}
