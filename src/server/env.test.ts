import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

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
});
