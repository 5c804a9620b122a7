// pnpm test:resilience: the built product started as `npm start` starts it (production mode), then
// a seeded fuzzer, an authorization matrix, hostile uploads and api faults against it. Bounded: a
// few minutes on two cores. Needs `pnpm build:sites` first, like the e2e journeys.
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'resilience',
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.test.ts'],
    globalSetup: [join(import.meta.dirname, 'globalSetup.ts')],
    // One product at a time: the files share the started product, and the fault file kills an api.
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
