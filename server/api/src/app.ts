import { endpoints } from '@allas/core';
import Router from '@koa/router';
import Koa from 'koa';
import { mountAlertRoutes } from './alerts/alert-routes.ts';
import type { AppDeps } from './app-deps.ts';
import { clientAddress } from './http/client-address.ts';
import { errorMiddleware } from './http/error-middleware.ts';
import { mountRoutes } from './http/mount-routes.ts';
import { requestLog } from './http/request-log.ts';
import { defineRoute, type RouteDefinition } from './http/route.ts';
import { openApiDocument } from './openapi/openapi-document.ts';
import { applicationRoutes } from './routes/application-routes.ts';
import { authRoutes } from './routes/auth-routes.ts';
import { companyRoutes } from './routes/company-routes.ts';
import { contentRoutes } from './routes/content-routes.ts';
import { employerApplicationRoutes } from './routes/employer-application-routes.ts';
import { employerCompanyRoutes } from './routes/employer-company-routes.ts';
import { employerJobRoutes } from './routes/employer-job-routes.ts';
import { employerRoutes } from './routes/employer-routes.ts';
import { employerTeamRoutes } from './routes/employer-team-routes.ts';
import { formRoutes } from './routes/form-routes.ts';
import { jobRoutes } from './routes/job-routes.ts';
import { mediaRoutes } from './routes/media-routes.ts';
import { operationsRoutes } from './routes/operations-routes.ts';
import { profileRoutes } from './routes/profile-routes.ts';
import { savedJobRoutes } from './routes/saved-job-routes.ts';
import { socialLoginRoutes } from './routes/social-login-routes.ts';
import { socialSignInRoutes } from './routes/social-sign-in-routes.ts';
import { subscriptionRoutes } from './routes/subscription-routes.ts';
import { talentPoolRoutes } from './routes/talent-pool-routes.ts';
import { votingRoutes } from './routes/voting-routes.ts';

/** Every route of the api, in the order they are documented. */
export function allRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    ...operationsRoutes(deps),
    ...authRoutes(deps),
    ...socialLoginRoutes(deps),
    ...socialSignInRoutes(deps),
    ...profileRoutes(deps).routes,
    ...jobRoutes(deps),
    ...savedJobRoutes(deps),
    ...companyRoutes(deps),
    ...applicationRoutes(deps),
    ...contentRoutes(deps),
    ...subscriptionRoutes(deps),
    ...formRoutes(deps),
    ...mediaRoutes(deps),
    ...employerRoutes(deps),
    ...employerCompanyRoutes(deps),
    ...employerJobRoutes(deps),
    ...employerApplicationRoutes(deps),
    ...employerTeamRoutes(deps),
    ...talentPoolRoutes(deps),
    ...votingRoutes(deps),
  ];
}

export function createApp(deps: AppDeps) {
  // Koa's own proxy trust would believe X-Forwarded-For from anyone; clientAddress trusts the gateways.
  const app = new Koa();
  const router = new Router();
  const routes = allRoutes(deps);
  const openApiRoute = defineRoute(endpoints.openApiDocument, async () => document);
  const document = openApiDocument([...routes, openApiRoute]);
  mountRoutes(router, [...routes, openApiRoute], deps);
  mountAlertRoutes(router, deps);
  app.use(clientAddress(deps.config.TRUSTED_PROXIES));
  app.use(requestLog(deps.logger));
  app.use(errorMiddleware);
  app.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', ctx.response.get('Cache-Control') || 'no-store');
    await next();
  });
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
