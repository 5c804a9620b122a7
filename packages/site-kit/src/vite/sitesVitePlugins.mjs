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

/** Matches module ids under the workspace packages' source folders (`packages/<name>/src/<path>`). */
function sourcesOf(paths) {
  const alternatives = Object.entries(paths).map(
    ([pkg, list]) => `${pkg}[\\\\/]src[\\\\/](${list.join('|')})`,
  );
  return new RegExp(`[\\\\/](${alternatives.join('|')})`);
}

/**
 * One chunk for what every page runs (React, react-dom, react-router, react-intl and its formatter)
 * instead of five: each file is gzipped on its own, so fewer files weigh less (about 3 KiB gzipped
 * per page). Only npm packages every page loads belong here; anything a single route needs would
 * be sent to every route.
 * @type {import('rolldown').CodeSplittingGroup}
 */
const frameworkChunk = {
  name: 'framework',
  test: /node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|react-router|react-intl|intl-messageformat|@formatjs\+[^\\/]+)@/,
};

/**
 * The app shell every page renders: the root route and site-kit's shell (document, layout, header,
 * footer, consent bar, providers), plus the few tiny helpers nearly every route uses (page meta,
 * empty state, spinner, toasts, number formatting), each of which would otherwise be a file of
 * its own on every page.
 */
const shellChunk = {
  name: 'shell',
  test: new RegExp(
    `[\\\\/]app[\\\\/]root\\.tsx|${
      sourcesOf({
        'site-kit': ['shell[\\\\/]', 'seo[\\\\/]pageMeta'],
        ui: [
          'components[\\\\/](EmptyState|Spinner)[\\\\/]',
          'components[\\\\/]Toast[\\\\/]useToast',
          'components[\\\\/]private[\\\\/](localeFormat|intlLocale|mergeRefs)',
        ],
      }).source
    }`,
  ),
};

/**
 * The features the job pages share, one chunk each: job cards (home, job list, job page, company,
 * saved jobs), the job search bar (home, job list) and the paged results (job lists).
 */
const jobCardsChunk = {
  name: 'job-cards',
  test: sourcesOf({
    'site-kit': ['jobs[\\\\/](JobCardList|useJobSaving)'],
    ui: ['components[\\\\/]JobCard[\\\\/]'],
  }),
};
const jobSearchChunk = {
  name: 'job-search',
  test: sourcesOf({
    'site-kit': ['jobs[\\\\/]jobSearchFilters'],
    ui: ['components[\\\\/]SearchBar[\\\\/]'],
  }),
};
const jobResultsChunk = {
  name: 'job-results',
  test: sourcesOf({ 'site-kit': ['jobs[\\\\/]JobResults'] }),
};

/**
 * How the sites' browser code is cut into files (rolldown's `codeSplitting.groups`). Left to
 * itself, rolldown makes a chunk per set of routes that share some modules: about 50 small files
 * per page, each gzipped alone, about 12 KiB more than the same code in a few files. These groups
 * merge what pages load together.
 *
 * Stylesheet order is what makes this safe: rolldown adds a captured module's dependencies to its
 * group unless an earlier group took them (`includeDependenciesRecursively`, on by default), so
 * each group's chunk imports only chunks of earlier groups, and a page links the stylesheets in
 * group order, a component's base styles before the styles that adjust it. (Merging by package
 * instead, all of @allas/ui in one group, created chunks importing each other and reordered
 * the CSS.) A change here is checked by comparing every element's computed style on the pages
 * before and after.
 * @type {import('rolldown').CodeSplittingGroup[]}
 */
export const siteChunks = [
  frameworkChunk,
  shellChunk,
  jobCardsChunk,
  jobSearchChunk,
  jobResultsChunk,
];
