// Precompiles the message catalogs to ICU ASTs with @formatjs/cli (`formatjs compile --ast`), so the
// browser formats messages without react-intl's ICU parser (the sites alias it to its no-parser
// build). The typed per-area TS files stay the source of truth; the compiled JSON is committed
// (src/i18n/compiled/) so every entry point (site builds, `pnpm dev`, Storybook, tests, a fresh
// clone's `npm start`) has it without a build step, and test/compiledCatalogs.test.ts runs
// `--check` to fail when it is stale.
//
//   node scripts/compile-messages.mjs          writes src/i18n/compiled/*.json
//   node scripts/compile-messages.mjs --check  exits 1 and names the stale files instead
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(packageDir, 'src', 'i18n', 'compiled');
const formatjs = join(packageDir, 'node_modules', '.bin', 'formatjs');
const biome = join(packageDir, '..', '..', 'node_modules', '.bin', 'biome');
const check = process.argv.includes('--check');

/** Loads a TS module of this package (Node 20 cannot import TypeScript itself). */
async function load(path) {
  const { module } = await runnerImport(join(packageDir, path), {
    configFile: false,
    logLevel: 'error',
  });
  return module;
}

const { catalogs } = await load('src/i18n/catalogs.ts');
const { errorMessages } = await load('src/i18n/errorMessages.ts');

const work = mkdtempSync(join(tmpdir(), 'allas-messages-'));
const outputs = new Map();
try {
  for (const [locale, messages] of Object.entries(catalogs)) {
    const source = join(work, `${locale}.json`);
    const compiled = join(work, `${locale}.compiled.json`);
    writeFileSync(source, JSON.stringify(messages));
    // --format simple: the input is { id: message }; the CLI also rejects malformed ICU here.
    execFileSync(formatjs, [
      'compile',
      '--ast',
      '--format',
      'simple',
      source,
      '--out-file',
      compiled,
    ]);
    const ast = JSON.parse(readFileSync(compiled, 'utf8'));
    outputs.set(`${locale}.json`, ast);
  }
  // The error texts bundled for error pages that render without the root loader's catalog.
  outputs.set(
    'errorMessages.json',
    Object.fromEntries(
      [...outputs].map(([file, ast]) => [
        file.replace('.json', ''),
        Object.fromEntries(Object.keys(errorMessages.en).map((id) => [id, ast[id]])),
      ]),
    ),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

const stale = [];
if (!check) mkdirSync(outDir, { recursive: true });
for (const [file, content] of outputs) {
  const path = join(outDir, file);
  // Formatted as the repository's Biome would, so `biome ci` and the staleness check agree.
  const text = execFileSync(biome, ['format', '--stdin-file-path', path], {
    input: JSON.stringify(content),
    encoding: 'utf8',
  });
  if (check) {
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (current !== text) stale.push(file);
  } else {
    writeFileSync(path, text);
  }
}
if (stale.length > 0) {
  console.error(
    `Compiled catalogs are stale: ${stale.join(', ')}. Run \`pnpm --filter @allas/site-kit messages:compile\`.`,
  );
  process.exit(1);
}
console.log(
  check
    ? 'Compiled catalogs are up to date.'
    : `Wrote ${outputs.size} files to src/i18n/compiled/.`,
);
