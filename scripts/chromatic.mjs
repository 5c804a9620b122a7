// `pnpm chromatic`: publishes the Storybook to Chromatic for hosted visual review — only when
// CHROMATIC_PROJECT_TOKEN is set. Without a token it says why it does nothing and exits 0.
//
// Chromatic is run through `pnpm dlx chromatic@<pinned>` instead of being a devDependency: it
// declares Node >= 22 (an engines warning on every install here), it needs its hosted service (no
// offline mode), and nobody without a token uses it, so it stays out of the everyday install and
// out of `npm test`. The offline visual gate is `pnpm test:visual` (tests/visual).
// Settings (project id, build script, Storybook output folder) live in chromatic.config.json.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHROMATIC_VERSION = '18.14.3';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing is published.\n' +
      '  Chromatic is the hosted visual review service; it needs a project token and network\n' +
      '  access to the service. Set the token (never commit it) and run `pnpm chromatic` again.\n' +
      '  Offline, the visual gate is `pnpm test:visual` (see README, "Reviewing visual changes").',
  );
  process.exit(0);
}

// The token is read by chromatic from the environment; it is never put on the command line,
// where it would show in the process list. Extra arguments are passed through.
const result = spawnSync(
  'pnpm',
  [
    'dlx',
    `chromatic@${CHROMATIC_VERSION}`,
    '--config-file',
    'chromatic.config.json',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
if (result.error) {
  console.error(`chromatic: could not start pnpm dlx: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
