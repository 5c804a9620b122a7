import { describe, expect, it } from 'vitest';
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
});
