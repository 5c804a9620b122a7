import { defineConfig } from 'vitest/config';

// Real HTTP on loopback: each test file starts the gateway and small upstream servers playing the
// api (answering, stopped, silent, flooding) on free ports.
export default defineConfig({
  test: {
    name: 'gateway',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two cores shared by several helpers.
    maxWorkers: 2,
  },
});
