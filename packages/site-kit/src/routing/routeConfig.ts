import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localizedRouteVariants } from '@allas/core';
import { assertKnownGuards } from '../guards/guardNames';
import {
  type RouteDeclaration,
  type RouteModule,
  registeredDeclarations,
  routeDeclarations,
} from './routeDeclarations';

/** The shape react-router's `routes.ts` default-exports (RouteConfigEntry of @react-router/dev). */
export interface RouteConfigEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteConfigEntry[];
}

/**
 * Modules a site composes itself (its home page), relative to its app directory; they replace
 * site-kit's module of that name in all four variants.
 */
export type SiteModules = Partial<Record<RouteModule, string>>;

const sourceDir = dirname(dirname(fileURLToPath(import.meta.url)));

/** A site-kit file as react-router wants it: relative to the site's app directory. */
function siteKitFile(appDirectory: string, path: string): string {
  return relative(appDirectory, resolve(sourceDir, path)).split('\\').join('/');
}

/** The four variants of one declaration as route entries (unprefixed home is the index route). */
function variantEntries(
  declaration: RouteDeclaration,
  appDirectory: string,
  siteModules: SiteModules,
): RouteConfigEntry[] {
  const own = declaration.module && siteModules[declaration.module];
  const file = own ?? siteKitFile(appDirectory, `routes/${declaration.module}.tsx`);
  return localizedRouteVariants({ id: declaration.name, path: declaration.path }).map((variant) =>
    variant.path === '/'
      ? { id: variant.id, index: true, file }
      : { id: variant.id, path: variant.path.slice(1), file },
  );
}

/**
 * A site's route table (its `app/routes.ts` returns this): every declared route whose module
 * exists, in its four language variants, inside the default layout unless it declares none, and
 * the 404 splat, plus the sitemap.xml resource route. Declared routes without a module are left out on purpose (see
 * routeDeclarations.ts), so their URLs answer 404 until their screens are built. Throws on an
 * unknown guard name, which stops `react-router build` and `react-router dev`.
 */
export function siteRouteConfig(
  appDirectory: string,
  options: { siteModules?: SiteModules; declarations?: readonly RouteDeclaration[] } = {},
): RouteConfigEntry[] {
  const { siteModules = {}, declarations = routeDeclarations } = options;
  assertKnownGuards(declarations);
  const registered = registeredDeclarations(declarations);
  const withoutLayout = registered.filter((d) => d.layout === 'none');
  const withLayout = registered.filter((d) => d.layout !== 'none');
  return [
    { id: 'sitemap', path: 'sitemap.xml', file: siteKitFile(appDirectory, 'routes/sitemap.ts') },
    ...withoutLayout.flatMap((d) => variantEntries(d, appDirectory, siteModules)),
    {
      id: 'default-layout',
      file: siteKitFile(appDirectory, 'shell/DefaultLayout.tsx'),
      children: [
        ...withLayout.flatMap((d) => variantEntries(d, appDirectory, siteModules)),
        { id: 'not-found', path: '*', file: siteKitFile(appDirectory, 'routes/notFound.tsx') },
      ],
    },
  ];
}
