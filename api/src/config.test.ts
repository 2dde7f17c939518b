import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const base = { SESSION_SECRET: 's'.repeat(40), DATA_DIR: '/tmp/sunshine-config-test' };

describe('loadConfig', () => {
  it('has working defaults for a newcomer: port 3000, embedded database, demo data, introspection', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      seedDemo: true,
      introspection: true,
      cookieSecure: false,
    });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'owner@x.test' }],
    ['SESSION_IDLE_HOURS', { SESSION_IDLE_HOURS: '-1' }],
    ['COOKIE_SECURE', { COOKIE_SECURE: 'maybe' }],
  ])('stops with a message naming %s when its value is bad', (name, env) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(new RegExp(`${name}:`));
  });

  it('requires a session secret in production and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
    expect(loadConfig({ ...base, NODE_ENV: 'production' })).toMatchObject({
      seedDemo: false,
      introspection: false,
      cookieSecure: true,
    });
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ ...base, PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('turns card payments on with all three Stripe keys, off without them, and refuses half of them', () => {
    expect(loadConfig(base).stripe).toBeUndefined();
    const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig({ ...base, ...keys }).stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: 'https://api.stripe.com',
    });
    expect(loadConfig({ ...base, ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111/' }).stripe?.apiBase).toBe(
      'http://127.0.0.1:12111',
    );
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET: is required/);
    expect(() => loadConfig({ ...base, ...keys, STRIPE_SECRET_KEY: 'pk_test_1' })).toThrow(/STRIPE_SECRET_KEY:/);
  });

  it('turns texts on with all three Twilio settings, off without them, and refuses half of them or a bad sender', () => {
    expect(loadConfig(base).twilio).toBeUndefined();
    const keys = { TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`, TWILIO_AUTH_TOKEN: 'f'.repeat(32), TWILIO_FROM: '+12395550100' };
    expect(loadConfig({ ...base, ...keys }).twilio).toEqual({
      accountSid: keys.TWILIO_ACCOUNT_SID,
      authToken: keys.TWILIO_AUTH_TOKEN,
      from: '+12395550100',
      apiBase: 'https://api.twilio.com',
    });
    expect(
      loadConfig({ ...base, ...keys, TWILIO_FROM: `MG${'0'.repeat(32)}`, TWILIO_API_BASE: 'http://127.0.0.1:4010/' }).twilio,
    ).toMatchObject({ from: `MG${'0'.repeat(32)}`, apiBase: 'http://127.0.0.1:4010' });
    expect(() => loadConfig({ ...base, TWILIO_ACCOUNT_SID: keys.TWILIO_ACCOUNT_SID })).toThrow(/TWILIO_FROM: is required/);
    expect(() => loadConfig({ ...base, ...keys, TWILIO_FROM: '239-555-0100' })).toThrow(/TWILIO_FROM:/);
  });
});
