import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('loadConfig', () => {
  it('applies defaults for the local embedded setup', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 4000, STAGE: 'beta', DEV_MODE: true, PASSWORD_HASH_CONCURRENCY: 2, PASSWORD_HASH_QUEUE: 64 });
    // The dev default (sign-in stand-in, dev mailbox) answers this machine only unless HOST says otherwise.
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.TRUSTED_PROXIES).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('turns dev mode off in production unless asked for', () => {
    const secret = { SECRET_KEY: 'x'.repeat(32), PAYMENT_GATEWAY: 'test', TEST_GATEWAY_WEBHOOK_SECRET: `whsec_${Buffer.from('a staging secret').toString('base64')}` };
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
    ['TRUSTED_PROXIES', '10.0.0.1, the proxy'],
    ['TRUSTED_PROXIES', '10.0.0.0/33'],
    ['PASSWORD_HASH_CONCURRENCY', '0'],
  ])('stops with a message naming %s when it is invalid', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });

  it('reads trusted proxies as addresses, ranges and names', () => {
    expect(loadConfig({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8,2001:db8::1' }).TRUSTED_PROXIES).toEqual(['loopback', '10.0.0.0/8', '2001:db8::1']);
  });

  describe('the payment gateway', () => {
    const production = { NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32) };
    const secret = `whsec_${Buffer.from('a staging secret').toString('base64')}`;

    it('is the test gateway outside production', () => {
      expect(loadConfig({}).PAYMENT_GATEWAY).toBe('test');
    });

    it('refuses production without PortOne unless the test gateway is asked for by name, with its own secret', () => {
      expect(() => loadConfig(production)).toThrow(/PAYMENT_GATEWAY: production takes real payments through PortOne/);
      expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: 'test' })).toThrow(/TEST_GATEWAY_WEBHOOK_SECRET: required with the test gateway in production/);
      expect(loadConfig({ ...production, PAYMENT_GATEWAY: 'test', TEST_GATEWAY_WEBHOOK_SECRET: secret }).PAYMENT_GATEWAY).toBe('test');
    });

    it('names a contradiction or a missing key', () => {
      expect(() => loadConfig({ PAYMENT_GATEWAY: 'portone' })).toThrow(/PAYMENT_GATEWAY: portone needs PORTONE_API_SECRET/);
      expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY:/);
    });
  });

  describe('PortOne', () => {
    const portone = {
      PORTONE_API_SECRET: 'portone-api-secret-value',
      PORTONE_STORE_ID: 'store-4ff4af41-85e3-4559-8eb8-0d08a2c6ceec',
      PORTONE_WEBHOOK_SECRET: `whsec_${Buffer.from('portone webhook secret').toString('base64')}`,
      PORTONE_CARD_CHANNEL_KEY: 'channel-key-9987cb87-6458-4888-b94e-68d9a2da896d',
      PORTONE_VIRTUAL_ACCOUNT_CHANNEL_KEY: 'channel-key-0c38a3bf-d6a4-4bb8-9a8a-2cd2c5a4a2b0',
    };

    it('is off by default and on with all five keys, with an optional API origin and bank', () => {
      expect(loadConfig({}).PORTONE_API_SECRET).toBeUndefined();
      const config = loadConfig(portone);
      expect(config).toMatchObject(portone);
      expect(config.PORTONE_API_URL).toBeUndefined();
      const local = loadConfig({ ...portone, PORTONE_API_URL: 'http://127.0.0.1:4010/', PORTONE_VIRTUAL_ACCOUNT_BANK: 'KOOKMIN' });
      expect(local).toMatchObject({ PORTONE_API_URL: 'http://127.0.0.1:4010', PORTONE_VIRTUAL_ACCOUNT_BANK: 'KOOKMIN' });
    });

    it('is the gateway with its keys, and contradicts PAYMENT_GATEWAY=test', () => {
      expect(loadConfig(portone).PAYMENT_GATEWAY).toBe('portone');
      expect(loadConfig({ ...portone, PAYMENT_GATEWAY: 'portone' }).PAYMENT_GATEWAY).toBe('portone');
      expect(() => loadConfig({ ...portone, PAYMENT_GATEWAY: 'test' })).toThrow(/PAYMENT_GATEWAY: test contradicts the PORTONE_\* keys/);
    });

    it.each(Object.keys(portone))('stops naming %s when the other keys are set without it', (name) => {
      const partial: Record<string, string> = { ...portone };
      delete partial[name];
      expect(() => loadConfig(partial)).toThrow(ConfigError);
      expect(() => loadConfig(partial)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: required together with PORTONE_`));
    });

    it('names every missing key when only some are set', () => {
      const partial = { PORTONE_API_SECRET: portone.PORTONE_API_SECRET, PORTONE_STORE_ID: portone.PORTONE_STORE_ID };
      expect(() => loadConfig(partial)).toThrow(
        new ConfigError(
          [
            'Invalid configuration:',
            '  PORTONE_WEBHOOK_SECRET: required together with PORTONE_API_SECRET, PORTONE_STORE_ID',
            '  PORTONE_CARD_CHANNEL_KEY: required together with PORTONE_API_SECRET, PORTONE_STORE_ID',
            '  PORTONE_VIRTUAL_ACCOUNT_CHANNEL_KEY: required together with PORTONE_API_SECRET, PORTONE_STORE_ID',
          ].join('\n'),
        ),
      );
    });

    it.each([
      ['PORTONE_STORE_ID', 'portone-api-secret-value'],
      ['PORTONE_WEBHOOK_SECRET', 'not base64!'],
      ['PORTONE_CARD_CHANNEL_KEY', 'store-4ff4af41-85e3-4559-8eb8-0d08a2c6ceec'],
      ['PORTONE_VIRTUAL_ACCOUNT_CHANNEL_KEY', 'channel key'],
      ['PORTONE_VIRTUAL_ACCOUNT_BANK', 'Shinhan Bank'],
      ['PORTONE_API_URL', 'not a url'],
      ['PORTONE_API_URL', 'https://api.portone.io/v2'],
    ])('stops with a message naming %s when it is invalid (%s)', (name, value) => {
      expect(() => loadConfig({ ...portone, [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
    });

    it('refuses PortOne options without the keys', () => {
      expect(() => loadConfig({ PORTONE_API_URL: 'http://127.0.0.1:4010' })).toThrow(/^Invalid configuration:\n {2}PORTONE_API_URL: set PORTONE_API_SECRET, .* too/);
      expect(() => loadConfig({ PORTONE_VIRTUAL_ACCOUNT_BANK: 'HANA' })).toThrow(/PORTONE_VIRTUAL_ACCOUNT_BANK: set PORTONE_API_SECRET/);
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(4000);
  });
});
