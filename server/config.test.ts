import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  configWarnings,
  defaultPdfWorkers,
  loadConfig,
  unknownSettings,
} from './config';

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

  it('parses the PDF pool and hosted link settings', () => {
    const defaults = loadConfig({});
    expect(defaults.invoiceLinkRateLimit).toBe(60);
    expect(defaults.pdfQueue).toBe(32);
    expect(defaults.pdfWorkers).toBeGreaterThanOrEqual(1);
    expect(
      loadConfig({ PDF_WORKERS: '3', PDF_QUEUE: '0', INVOICE_LINK_RATE_LIMIT: '5' }),
    ).toMatchObject({ pdfWorkers: 3, pdfQueue: 0, invoiceLinkRateLimit: 5 });
    expect(loadConfig({ PDF_WORKERS: '' }).pdfWorkers).toBe(defaults.pdfWorkers);
    expect(defaults.pdfWarmUp).toBe(true);
    expect(loadConfig({ PDF_WARM_UP: 'false' }).pdfWarmUp).toBe(false);
    expect(loadConfig({ PDF_WARM_UP: '' }).pdfWarmUp).toBe(true);
    for (const [name, value] of [
      ['PDF_WORKERS', '0'],
      ['PDF_WORKERS', 'many'],
      ['PDF_QUEUE', '-1'],
      ['INVOICE_LINK_RATE_LIMIT', '0'],
      ['PDF_WARM_UP', 'later'],
    ] as const)
      expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('draws PDFs on one worker up to two cores, and on all cores but one beyond', () => {
    expect([1, 2, 3, 4, 16].map(defaultPdfWorkers)).toEqual([1, 1, 2, 3, 15]);
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

describe('operations settings', () => {
  it('drains 5 s on SIGTERM by default, none in development, as long as SHUTDOWN_DRAIN_MS says', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({ NODE_ENV: 'development' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '15000' }).shutdownDrainMs).toBe(15_000);
    for (const bad of ['-1', 'soon', '60001'])
      expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: bad })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it('reads TRUST_PROXY as a hop count, a flag or a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8' }).trustProxy).toEqual(['fd00::/8']);
    for (const bad of ['proxy.local', '10.0.0.0/33', '300.1.1.1', '1.2.3.4/8/8'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('seeds demo content by default only with no database and no NODE_ENV named', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    const postgres = 'postgres://app@db:5432/site';
    expect(loadConfig({ DATABASE_URL: postgres }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    // A deployment (deploy/app.env, the image) says NODE_ENV=production: a misspelled
    // DATABASE_URL there starts an empty SQLite site, not one full of demo posts.
    expect(loadConfig({ NODE_ENV: 'production', DATABSE_URL: postgres }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('names variables that look like settings but are none, with the one meant', () => {
    expect(
      unknownSettings({
        DATABSE_URL: 'postgres://app@db/site',
        SMTP_PASSWORD: 'secret',
        REDIS_URI: 'redis://cache',
        PORTS: '3000',
        ADMIN_EMIAL: 'ops@example.com',
        // Not the site's: the system's, npm's, the tools', and settings spelled right.
        HOME: '/root',
        PATH: '/usr/bin',
        npm_config_cache: '/tmp',
        TEST_DATABASE_URL: 'postgres://x',
        PGPASSWORD: 'x',
        DATABASE_URL: 'postgres://app@db/site',
        HOST: '0.0.0.0',
        LOG_LEVEL: 'info',
      }),
    ).toEqual([
      'ADMIN_EMIAL is not a setting of the site: did you mean ADMIN_EMAIL?',
      'DATABSE_URL is not a setting of the site: did you mean DATABASE_URL?',
      'PORTS is not a setting of the site: did you mean PORT?',
      'REDIS_URI is not a setting of the site: did you mean REDIS_URL?',
      'SMTP_PASSWORD is not a setting of the site and is ignored',
    ]);
    expect(unknownSettings({ HOME: '/root', HOSTNAME: 'web1', SHELL: '/bin/sh' })).toEqual([]);
  });

  it('warns in production about a missing PUBLIC_URL or SMTP_URL, naming the consequence', () => {
    const bare = configWarnings(loadConfig({ NODE_ENV: 'production', PORT: '8080' }));
    expect(bare).toHaveLength(2);
    expect(bare[0]).toMatch(/^PUBLIC_URL is not set: .*http:\/\/localhost:8080/);
    expect(bare[1]).toMatch(/^SMTP_URL is not set: /);
    expect(
      configWarnings(
        loadConfig({
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://www.ecs.example',
          SMTP_URL: 'smtp://mail:25',
        }),
      ),
    ).toEqual([]);
    expect(configWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });
});

describe('card payment settings', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_51abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

  it('leaves payments off without keys, and charges in usd by default once on', () => {
    expect(loadConfig({}).payments).toBeUndefined();
    expect(loadConfig(keys).payments).toEqual({
      secretKey: 'sk_test_51abc',
      webhookSecret: 'whsec_abc123',
      apiBase: undefined,
      currency: 'usd',
    });
    const pointed = loadConfig({
      ...keys,
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      PAYMENT_CURRENCY: 'eur',
    }).payments;
    expect(pointed?.apiBase?.origin).toBe('http://127.0.0.1:12111');
    expect(pointed?.currency).toBe('eur');
    expect(
      loadConfig({ ...keys, STRIPE_API_BASE: '', PAYMENT_CURRENCY: '' }).payments,
    ).toMatchObject({ apiBase: undefined, currency: 'usd' });
  });

  it('refuses values Stripe would not take, naming the variable', () => {
    for (const [name, value] of [
      ['STRIPE_SECRET_KEY', 'pk_test_abc'],
      ['STRIPE_SECRET_KEY', 'sk_'],
      ['STRIPE_WEBHOOK_SECRET', 'secret'],
      ['STRIPE_API_BASE', 'api.stripe.com'],
      ['STRIPE_API_BASE', 'ftp://api.example'],
      ['PAYMENT_CURRENCY', 'USD'],
      ['PAYMENT_CURRENCY', 'euro'],
    ]) {
      expect(() => loadConfig({ ...keys, [name as string]: value }), `${name}=${value}`).toThrow(
        new RegExp(`^Invalid configuration:\\n  - ${name} must be`),
      );
    }
  });

  it('needs the webhook secret with the secret key, and the key with the secret', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set together with STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /STRIPE_SECRET_KEY must be set together with STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(ConfigError);
  });

  it('warns in production when payments are on and PUBLIC_URL is not https', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', ...keys };
    expect(
      configWarnings(loadConfig({ ...production, PUBLIC_URL: 'http://www.ecs.example' })),
    ).toEqual([expect.stringMatching(/^Card payments are on but PUBLIC_URL is not https: /)]);
    expect(
      configWarnings(loadConfig({ ...production, PUBLIC_URL: 'https://www.ecs.example' })),
    ).toEqual([]);
    expect(
      configWarnings(
        loadConfig({
          NODE_ENV: 'production',
          SMTP_URL: 'smtp://mail:25',
          PUBLIC_URL: 'http://x.example',
        }),
      ),
    ).toEqual([]);
  });
});
