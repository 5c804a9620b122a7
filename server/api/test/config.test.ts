import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clockOf } from '../src/build-deps.ts';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('defaults to the embedded mode on 127.0.0.1:3001', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      API_HOST: '127.0.0.1',
      API_PORT: 3001,
      DATA_DIR: 'data',
      SEED_JOBS: 1500,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('stops with a message naming each bad variable', () => {
    const load = () =>
      loadConfig({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_JOBS: '200000' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/API_PORT/);
    expect(load).toThrow(/DATABASE_URL: must start with postgres/);
    expect(load).toThrow(/SEED_JOBS/);
  });

  it('starts the clock at ALLAS_FIXED_NOW and lets it run on from there', () => {
    const config = loadConfig({ ALLAS_FIXED_NOW: '2026-03-02T09:00:00Z' });
    const now = clockOf(config);
    const elapsed = now().getTime() - Date.parse('2026-03-02T09:00:00Z');
    expect(elapsed).toBeGreaterThanOrEqual(0);
    expect(elapsed).toBeLessThan(60_000);
    expect(now().getTime()).toBeGreaterThanOrEqual(Date.parse('2026-03-02T09:00:00Z'));
  });

  it('keeps the wall clock without ALLAS_FIXED_NOW', () => {
    const before = Date.now();
    const now = clockOf(loadConfig({}))().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a fixed clock in production and a value that is not an instant', () => {
    const production = () =>
      loadConfig({ NODE_ENV: 'production', ALLAS_FIXED_NOW: '2026-03-02T09:00:00Z' });
    expect(production).toThrow(ConfigError);
    expect(production).toThrow(/ALLAS_FIXED_NOW: must not be set in production/);
    expect(() => loadConfig({ ALLAS_FIXED_NOW: 'next monday' })).toThrow(/ALLAS_FIXED_NOW/);
  });

  it('the api process stops at start when ALLAS_FIXED_NOW is set in production', () => {
    const apiDir = fileURLToPath(new URL('..', import.meta.url));
    const started = spawnSync(join(apiDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: apiDir,
      env: { ...process.env, NODE_ENV: 'production', ALLAS_FIXED_NOW: '2026-03-02T09:00:00Z' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(2);
    expect(started.stderr).toMatch(/ALLAS_FIXED_NOW: must not be set in production/);
  });
});
