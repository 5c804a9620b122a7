// Plain JavaScript: the sites' vite.config.ts load it through Node (Vite leaves workspace packages
// external when it bundles a config file), and Node 20 cannot import TypeScript.

const parser = '@formatjs/icu-messageformat-parser';

/**
 * Leaves react-intl's ICU message parser out of the browser bundle (formatjs documents this alias):
 * the browser only formats catalogs precompiled to ASTs by @formatjs/cli (the root loader's and the
 * bundled error texts), so its `no-parser` build is enough. The server build keeps the parser.
 * Vite's dependency pre-bundling in `pnpm dev` does not run plugins, so development keeps the full
 * parser, which formats ASTs just the same.
 * @returns {import('vite').Plugin}
 */
export function icuParserOutOfBrowser() {
  return {
    name: 'allas:icu-parser-out-of-browser',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== parser || this.environment.config.consumer !== 'client') return null;
      return this.resolve(`${parser}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * One chunk for what every page runs (React, react-dom, react-router, react-intl and its formatter)
 * instead of five: each file is gzipped on its own, so fewer files weigh less (about 3 KiB gzipped
 * per page). Only npm packages every page loads belong here; anything a single route needs would
 * be sent to every route.
 * @type {import('rolldown').CodeSplittingGroup}
 */
export const frameworkChunk = {
  name: 'framework',
  test: /node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|react-router|react-intl|intl-messageformat|@formatjs\+[^\\/]+)@/,
};

/**
 * One chunk for the app shell every page renders: the root route and site-kit's shell (document,
 * layout, header, footer, consent bar, providers), with everything they import that the
 * framework chunk does not hold (rolldown adds a captured module's dependencies to its group).
 * Left to itself, rolldown cuts these modules into a chunk per set of routes that share them
 * (about 30 small files on every page, each gzipped alone); merged, every page saves about 6 KiB.
 * The group holds only modules the root already loads on every page, and nothing in it imports
 * a route's chunk, so stylesheets keep their order: the shell's before any route's.
 * @type {import('rolldown').CodeSplittingGroup}
 */
export const shellChunk = {
  name: 'shell',
  test: /[\\/](site-kit[\\/]src[\\/]shell[\\/]|app[\\/]root\.tsx)/,
};
