import { describe, expect, it } from 'vitest';
import { devOnNetwork, readEnv } from './env';

describe('environment', () => {
  it('has working defaults for a first start', () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.DATA_DIR).toBe('./data');
    expect(env.SEED_DEMO).toBe(true);
    expect(env.DEMO_PASSWORD).toBe('demo-password');
  });

  it('says which setting is wrong', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
  });

  it('demands a real secret and never seeds demo accounts in production', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET is required/);
    const env = readEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), SEED_DEMO: 'true' });
    expect(env.SEED_DEMO).toBe(false);
  });

  it('reads TRUSTED_ORIGINS as a list of origins and names a malformed one', () => {
    expect(readEnv({}).TRUSTED_ORIGINS).toEqual([]);
    expect(readEnv({ TRUSTED_ORIGINS: 'https://a.example.com, http://10.0.0.5:3000/' }).TRUSTED_ORIGINS).toEqual([
      'https://a.example.com',
      'http://10.0.0.5:3000',
    ]);
    expect(() => readEnv({ TRUSTED_ORIGINS: 'https://a.example.com/portal' })).toThrow(/TRUSTED_ORIGINS must be comma-separated origins/);
    expect(() => readEnv({ TRUSTED_ORIGINS: 'a.example.com' })).toThrow(/TRUSTED_ORIGINS/);
  });

  it('leaves metrics and tracing off unless set, and names a weak token or a malformed endpoint', () => {
    expect(readEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(readEnv({}).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(() => readEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => readEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(readEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }).OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://127.0.0.1:4318');
  });
});

describe('where the server listens', () => {
  it('listens on this machine only outside production unless told otherwise, and on every interface in production', () => {
    expect(readEnv({}).HOST).toBe('127.0.0.1');
    expect(readEnv({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(readEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) }).HOST).toBe('0.0.0.0');
    for (const HOST of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]']) expect(readEnv({ HOST }).HOST).toBe(HOST);
  });

  it('refuses to start in development on a network address, with a sentence saying what to set', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'portal.example.com']) {
      expect(() => readEnv({ HOST })).toThrow(
        /HOST .* is reachable from the network, but NODE_ENV is development: set NODE_ENV=production/,
      );
    }
    expect(() => readEnv({ NODE_ENV: 'test', HOST: '0.0.0.0' })).toThrow(/NODE_ENV is test/);
  });

  it('starts on a network address in development only when ALLOW_DEV_ON_NETWORK says so, and always in production', () => {
    const env = readEnv({ HOST: '0.0.0.0', ALLOW_DEV_ON_NETWORK: 'true' });
    expect(env.HOST).toBe('0.0.0.0');
    expect(devOnNetwork(env)).toBe(true);
    expect(devOnNetwork(readEnv({}))).toBe(false);
    const production = readEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), HOST: '0.0.0.0' });
    expect(devOnNetwork(production)).toBe(false);
  });
});
