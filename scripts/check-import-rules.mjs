// `npm test` step: proves that ARCHITECTURE.md §3's import rules (Biome's noRestrictedImports in
// biome.json) refuse what they must. For each rule, one probe file with a forbidden import is
// written into the folder the rule guards, linted by Biome, and removed again; the step fails when
// Biome lets a probe through (a rule deleted, a glob that no longer matches, a package renamed).
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Folder, forbidden import, why it is forbidden (ARCHITECTURE.md §3). */
const probes = [
  ['packages/ui/src', '@allas/core', 'ui imports no internal package'],
  ['packages/ui/src', 'react-router', 'ui knows no router'],
  ['packages/core/src', '@allas/ui', 'core imports no internal package'],
  ['packages/core/src', 'react', 'core is pure: no React'],
  ['packages/site-kit/src', '@allas/gateway', 'site-kit depends on ui and core only'],
  ['packages/site-kit/src', '@allas/site-hu', 'site-kit knows no site'],
  ['sites/hu/app', '@allas/site-ro', 'a site never imports another site'],
  ['sites/blue/app', '@allas/site-hu', 'a site never imports another site'],
  ['server/api/src', '@allas/site-kit', 'the api depends on core only'],
  ['server/gateway/src', '@allas/ui', 'the gateway depends on core only'],
];

let failed = 0;
for (const [folder, specifier, rule] of probes) {
  const file = join(root, folder, '__import_rule_probe__.ts');
  writeFileSync(file, `import * as probe from '${specifier}';\n\nexport const used = probe;\n`);
  try {
    const lint = spawnSync('pnpm', ['exec', 'biome', 'lint', file], {
      cwd: root,
      encoding: 'utf8',
    });
    const refused = lint.status !== 0 && /noRestrictedImports/.test(lint.stdout + lint.stderr);
    console.log(`${refused ? 'refused' : 'ALLOWED'}  ${folder} → ${specifier} (${rule})`);
    if (!refused) failed += 1;
  } finally {
    rmSync(file, { force: true });
  }
}
console.log(
  failed === 0
    ? `import rules: all ${probes.length} forbidden imports refused`
    : `import rules: ${failed} of ${probes.length} forbidden imports were allowed`,
);
process.exit(failed === 0 ? 0 : 1);
