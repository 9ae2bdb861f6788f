import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('database settings (DATABASE_*)', () => {
  it('default to a 5 s connect timeout, a 10 s statement timeout and 10 connections', () => {
    expect(loadConfig({}).database).toEqual({ connectTimeoutMs: 5000, statementTimeoutMs: 10_000, poolMax: 10 });
  });

  it('take the documented variables', () => {
    const config = loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '1500', DATABASE_STATEMENT_TIMEOUT_MS: '30000', DATABASE_POOL_MAX: '25' });
    expect(config.database).toEqual({ connectTimeoutMs: 1500, statementTimeoutMs: 30_000, poolMax: 25 });
  });

  it.each([
    ['DATABASE_CONNECT_TIMEOUT_MS', '0'],
    ['DATABASE_CONNECT_TIMEOUT_MS', 'soon'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['DATABASE_POOL_MAX', '0'],
  ])('refuse %s=%s with a message naming the variable', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(key);
  });
});
