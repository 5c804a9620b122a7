// `pnpm bench:ui`: what @allas/ui costs a page, gzipped. Prints figures; never fails CI and is not
// part of `npm test` (ARCHITECTURE.md: benchmarks print, they don't gate).
//
// - JS per component: a bundle of `export { X } from '@allas/ui'` made from the built dist (what
//   partners install), every dependency included except react and react-dom.
// - CSS per component: dist/ui.css holds every component, so per-component CSS is measured from the
//   sources: a bundle of that component's own module with the vanilla-extract plugin keeps only the
//   styles it reaches (its recipes, the token contract, sprinkles it uses).
// - The job list page set (issue 2 §5): the same two figures for its components together, plus the
//   reset and one theme stylesheet that every page loads, against ≤ 25 KiB JS and ≤ 12 KiB CSS.
// One multi-entry build per measure; a component's figure is its entry chunk plus every chunk it
// imports, concatenated and gzipped together.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const uiDir = join(root, 'packages', 'ui');
const KiB = 1024;
const TARGET_JS = 25 * KiB;
const TARGET_CSS = 12 * KiB;
/** What a job list page shows (issue 2 §5); Stack/Inline/Box are the layout primitives. */
const JOB_LIST_SET = [
  'JobCard',
  'SearchBar',
  'FilterPanel',
  'Pagination',
  'Switch',
  'Button',
  'Stack',
  'Inline',
  'Box',
  'Heading',
  'Text',
  'Link',
  'TagPill',
  'EmptyState',
  'Skeleton',
];
const SET = '(job list page set)';
/** The same set with UiProvider, which every page mounts around the components. */
const PAGE = '(… with UiProvider)';
const external = [/^react($|\/)/, /^react-dom($|\/)/];

const gzipSize = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

/** Value exports of src/index.ts that look like components (PascalCase), with their modules. */
function componentModules() {
  const source = readFileSync(join(uiDir, 'src', 'index.ts'), 'utf8').replace(/\/\/.*$/gm, '');
  const modules = new Map();
  for (const [, names, from] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    for (const raw of names.split(',')) {
      const name = raw
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (!name || raw.trim().startsWith('type ') || !/^[A-Z]/.test(name)) continue;
      modules.set(name, join(uiDir, 'src', from));
    }
  }
  return modules;
}

/** PascalCase names in the closing `export { a as Name, … }` of the built dist/index.js. */
function distComponentNames(file) {
  const statement = [...readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)].pop();
  return (statement?.[1] ?? '')
    .split(',')
    .map((specifier) =>
      specifier
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    )
    .filter((name) => name && /^[A-Z]/.test(name))
    .sort();
}

/**
 * Builds one entry per [entryName, [[exportName, module], …]] in one build and returns, per entry,
 * the gzipped size of its JS closure and of the CSS that closure imports.
 */
async function measure(entries, plugins, work, projectRoot) {
  mkdirSync(work, { recursive: true });
  const input = {};
  for (const [entryName, exportsFrom] of entries) {
    const file = join(work, `${entryName.replace(/\W/g, '_')}.js`);
    writeFileSync(
      file,
      exportsFrom
        .map(([name, from]) => `export { ${name} } from ${JSON.stringify(from)};`)
        .join('\n'),
    );
    input[entryName] = file;
  }
  const [output] = [].concat(
    await build({
      configFile: false,
      // vanilla-extract names classes after the package at the root: the real one for the sources.
      root: projectRoot,
      logLevel: 'silent',
      mode: 'production',
      plugins,
      build: {
        write: false,
        minify: true,
        cssCodeSplit: true,
        modulePreload: false,
        rolldownOptions: { input, external, preserveEntrySignatures: 'strict' },
      },
    }),
  );
  const chunks = new Map();
  const assets = new Map();
  for (const item of output.output) {
    if (item.type === 'chunk') chunks.set(item.fileName, item);
    else assets.set(item.fileName, String(item.source));
  }
  const sizes = new Map();
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry) continue;
    const closure = new Set();
    const visit = (fileName) => {
      if (closure.has(fileName) || !chunks.has(fileName)) return;
      closure.add(fileName);
      for (const imported of chunks.get(fileName).imports) visit(imported);
    };
    visit(chunk.fileName);
    const js = [...closure].map((fileName) => chunks.get(fileName).code).join('\n');
    const cssFiles = new Set(
      [...closure].flatMap((fileName) => [
        ...(chunks.get(fileName).viteMetadata?.importedCss ?? []),
      ]),
    );
    const css = [...cssFiles].map((fileName) => assets.get(fileName) ?? '').join('\n');
    sizes.set(chunk.name, { js: gzipSize(js), css: css ? gzipSize(css) : 0 });
  }
  return sizes;
}

// `--no-build` measures the dist already there (quick re-runs while reading the figures).
if (!process.argv.includes('--no-build')) {
  console.log('bench:ui: building @allas/ui …');
  try {
    execFileSync('pnpm', ['run', 'build'], { cwd: uiDir, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    console.error(`bench:ui: the @allas/ui build failed:\n${error.stdout}${error.stderr}`);
    process.exit(1);
  }
}

const modules = componentModules();
const distIndex = join(uiDir, 'dist', 'index.js');
// The names are taken from the build (what is measured), each with its source module for the CSS.
const names = distComponentNames(distIndex).filter((name) => modules.has(name));
const present = JOB_LIST_SET.filter((name) => names.includes(name));
const missing = JOB_LIST_SET.filter((name) => !names.includes(name));

const work = mkdtempSync(join(tmpdir(), 'allas-bench-ui-'));
let fromDist;
let fromSource;
try {
  // dist/index.js is a single module, which a multi-entry build would place whole in one shared
  // chunk: so one build per entry here. The sources are many small modules: one build for all.
  fromDist = new Map();
  for (const [entryName, exportsFrom] of [
    ...names.map((name) => [name, [[name, distIndex]]]),
    [SET, present.map((name) => [name, distIndex])],
    [PAGE, [...present, 'UiProvider'].map((name) => [name, distIndex])],
  ]) {
    const sizes = await measure([[entryName, exportsFrom]], [], join(work, 'dist'), work);
    fromDist.set(entryName, sizes.get(entryName));
  }
  fromSource = await measure(
    [
      ...names.map((name) => [name, [[name, modules.get(name)]]]),
      [SET, present.map((name) => [name, modules.get(name)])],
      [PAGE, [...present, 'UiProvider'].map((name) => [name, modules.get(name)])],
    ],
    [react(), vanillaExtractPlugin()],
    join(work, 'src'),
    uiDir,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

const distFile = (path) => readFileSync(join(uiDir, 'dist', path), 'utf8');
// Every page loads the reset (part of ui.css, from css/global.css.ts) and one theme stylesheet.
const theme = gzipSize(distFile('themes/default.css'));
const fonts = gzipSize(distFile('fonts.css'));

// Third column: the same component bundled from the sources, module by module. It shows what a
// dist that kept one module per component would cost; a large gap to the first column means the
// single-file dist drags in code (e.g. a dependency with side effects) that the component never uses.
const rows = names.map((name) => [
  name,
  kib(fromDist.get(name)?.js ?? 0),
  kib(fromSource.get(name)?.css ?? 0),
  kib(fromSource.get(name)?.js ?? 0),
]);
const width = Math.max(...rows.map(([name]) => name.length), 24);
const header = ['JS (gzip)', 'CSS (gzip)', 'JS per-module'];
console.log(`\n${'component'.padEnd(width)}  ${header.map((h) => h.padStart(13)).join('  ')}`);
for (const [name, ...figures] of rows) {
  console.log(`${name.padEnd(width)}  ${figures.map((f) => f.padStart(13)).join('  ')}`);
}

const verdict = (value, target) => (value <= target ? 'within target' : 'OVER target');
console.log(`\nJob list page set: ${present.join(', ')}`);
if (missing.length > 0) console.log(`  not built yet, so not counted: ${missing.join(', ')}`);
for (const [label, entry] of [
  ['the set', SET],
  ['the set + UiProvider (every page mounts it)', PAGE],
]) {
  const js = fromDist.get(entry)?.js ?? 0;
  const componentCss = fromSource.get(entry)?.css ?? 0;
  const css = componentCss + theme;
  const perModule = fromSource.get(entry)?.js ?? 0;
  console.log(`  ${label}:`);
  console.log(
    `    JS  ${kib(js).padStart(9)}   target ≤ ${kib(TARGET_JS)}: ${verdict(js, TARGET_JS)}` +
      `  (per-module build: ${kib(perModule)}, ${verdict(perModule, TARGET_JS)})`,
  );
  console.log(
    `    CSS ${kib(css).padStart(9)}   target ≤ ${kib(TARGET_CSS)}: ${verdict(css, TARGET_CSS)}` +
      `  (components ${kib(componentCss)} + default theme ${kib(theme)})`,
  );
}
console.log('\nPrebuilt files a partner loads (gzip):');
console.log(`  dist/index.js (every component) ${kib(gzipSize(distFile('index.js')))}`);
console.log(`  dist/ui.css (every component + reset) ${kib(gzipSize(distFile('ui.css')))}`);
console.log(
  `  dist/themes/default.css ${kib(theme)}, dist/fonts.css ${kib(fonts)} (+ the woff2 files a page uses)`,
);
