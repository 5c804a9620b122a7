import { defineConfig } from 'vitest/config';

// Integration tests start the real app on a loopback port against a real database. The database is
// chosen by TEST_DATABASE_URL: absent → an in-memory PGlite per test file, set → that PostgreSQL server.
export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'api-postgres' : 'api-pglite',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores shared by several helpers: a couple of forks keep the suite fast without starving others.
    maxWorkers: 2,
  },
});
