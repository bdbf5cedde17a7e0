import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('loadConfig', () => {
  it('applies defaults for the local embedded setup', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 4000, STAGE: 'beta', DEV_MODE: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('turns dev mode off in production unless asked for', () => {
    const secret = { SECRET_KEY: 'x'.repeat(32) };
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).DEV_MODE).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_MODE: 'true', ...secret }).DEV_MODE).toBe(true);
  });

  it('requires SECRET_KEY in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY: required in production/);
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow(/SECRET_KEY: must be at least 32 characters/);
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'not a url'],
    ['STAGE', 'staging'],
    ['DEV_MODE', 'yes please'],
  ])('stops with a message naming %s when it is invalid', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(4000);
  });
});
