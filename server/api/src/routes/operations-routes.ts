import { endpoints } from '@allas/core';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { ApiError } from '../http/api-error.ts';
import { developmentRoutesEnabled } from '../http/development-routes.ts';
import { defineRoute } from '../http/route.ts';

export function operationsRoutes(deps: AppDeps) {
  const routes = [
    defineRoute(endpoints.health, async () => ({ status: 'ok' as const })),
    defineRoute(endpoints.readiness, async () => {
      try {
        await sql`select 1`.execute(deps.db);
      } catch {
        throw new ApiError(503, 'unavailable', 'error.genericTryLater');
      }
      return { status: 'ready' as const, database: deps.dbKind };
    }),
    defineRoute(endpoints.captchaChallenge, async ({ ctx }) => {
      ctx.set('Cache-Control', 'no-store');
      return (await deps.captcha.challenge()) as never;
    }),
  ];
  if (!developmentRoutesEnabled(deps.config)) return routes;
  return [
    ...routes,
    defineRoute(endpoints.devOutbox, async ({ query }) => {
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
    }),
  ];
}
