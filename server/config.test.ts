import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.companyInbox).toBe('info@ecsdigital.com');
    expect(config.admin).toBeUndefined();
  });

  it('parses the mail retry, form limit and Redis settings', () => {
    expect(loadConfig({})).toMatchObject({
      mailRetryBaseMs: 30_000,
      mailMaxAttempts: 8,
      formRateLimit: 10,
      redisKeyPrefix: 'ecs:',
    });
    expect(
      loadConfig({
        MAIL_RETRY_BASE_MS: '500',
        MAIL_MAX_ATTEMPTS: '3',
        FORM_RATE_LIMIT: '100',
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: 'ecs-staging:',
      }),
    ).toMatchObject({
      mailRetryBaseMs: 500,
      mailMaxAttempts: 3,
      formRateLimit: 100,
      redisUrl: 'redis://127.0.0.1:6379',
      redisKeyPrefix: 'ecs-staging:',
    });
    expect(() => loadConfig({ FORM_RATE_LIMIT: 'lots' })).toThrow(/FORM_RATE_LIMIT/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it('names every bad variable in one error', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SEED_DEMO');
    }
  });

  it('requires the admin email and password together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_PASSWORD/);
    expect(
      loadConfig({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'long enough' }).admin,
    ).toEqual({
      email: 'boss@example.com',
      password: 'long enough',
      firstName: 'Admin',
    });
  });

  it('rejects a short JWT secret and a short admin password', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });

  it('parses boolean flags and strips a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ SEED_DEMO: 'false', PUBLIC_URL: 'https://ecs.example/' });
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('https://ecs.example');
  });
});
