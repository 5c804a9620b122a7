// Plain JavaScript, as sitesVitePlugins.mjs: the sites' vite.config.ts load it through Node.
import { join } from 'node:path';
import { icuParserOutOfBrowser, siteChunks } from './sitesVitePlugins.mjs';

const siteModule = 'virtual:allas/site';

/**
 * Resolves `virtual:allas/site` (the root route of site-kit imports it) to the site's own
 * `app/site.ts`: one root route serves both sites, each build with its own site.
 * @returns {import('vite').Plugin}
 */
function siteOfTheBuild() {
  let root = process.cwd();
  return {
    name: 'allas:site-of-the-build',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source) {
      return source === siteModule ? join(root, 'app', 'site.ts') : null;
    },
  };
}

/**
 * Both sites' Vite configuration. The build plugins are the site's own dependencies (the site
 * runs `react-router build`), handed in, so site-kit depends on no build tool.
 *
 * The server build bundles the workspace packages and their dependencies (pnpm does not hoist
 * them next to a site), but keeps React and react-router external: the gateway's
 * createRequestHandler and the build must share one react-router (its contexts are singletons).
 * In development (the gateway's SITES_DEV renderer) only the workspace packages are compiled by
 * Vite; their dependencies load as plain Node modules, as CommonJS ones (prop-types) must, except
 * the marker clusterer, whose Node entry is CommonJS without the named exports its ESM entry has.
 * @param {{ reactRouter: () => import('vite').PluginOption, vanillaExtractPlugin: () => import('vite').PluginOption }} plugins
 * @returns {import('vite').UserConfigFnObject}
 */
export function siteViteConfig({ reactRouter, vanillaExtractPlugin }) {
  return ({ command }) => ({
    plugins: [reactRouter(), vanillaExtractPlugin(), icuParserOutOfBrowser(), siteOfTheBuild()],
    // Source maps only on request (BUNDLE_SOURCEMAP=1: which modules a chunk holds), never by default.
    build: {
      sourcemap: Boolean(process.env.BUNDLE_SOURCEMAP),
      rolldownOptions: { output: { codeSplitting: { groups: siteChunks } } },
    },
    ssr: {
      noExternal: command === 'build' ? true : [/^@allas\//, '@googlemaps/markerclusterer'],
      external: ['react', 'react-dom', 'react-router'],
    },
  });
}
