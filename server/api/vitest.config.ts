import { defineConfig } from 'vitest/config';

// Integration tests start the real app on a loopback port against a real database. The database is
// chosen by TEST_DATABASE_URL: absent → in-memory PGlite, set → that PostgreSQL server. A global
// setup seeds one database that every test file copies.
export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'api-postgres' : 'api-pglite',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Cheap password hashes in tests (see src/auth/passwords.ts).
    env: { SCRYPT_LOG_N: '10' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores shared by several helpers: a couple of forks keep the suite fast without starving others.
    maxWorkers: 2,
  },
});
