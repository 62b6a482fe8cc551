import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { distance } from 'fastest-levenshtein';
import { z } from '~/domain/zod';
import { site } from '~/content/site';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlWithProtocols = (protocols: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

/** Names Express understands for address ranges, beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Which peers may tell the server the client's address (`X-Forwarded-For`) and scheme: a hop
 * count (`1`: the one proxy in front), `true`/`false`, or addresses, CIDR ranges and the names
 * loopback, linklocal, uniquelocal, separated by commas.
 */
const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return true;
    const [address = '', bits, ...rest] = entry.split('/');
    const kind = isIP(address);
    if (!kind || rest.length) return false;
    if (bits === undefined) return true;
    const n = Number(bits);
    return /^\d+$/.test(bits) && n <= (kind === 4 ? 32 : 128);
  });
  if (!valid) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a hop count, true, false, or addresses, CIDR ranges and loopback, linklocal, uniquelocal separated by commas',
    });
    return z.NEVER;
  }
  return entries;
});

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PROBE_PORT: optional(
    z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535),
  ),
  PROBE_HOST: optional(z.string()),
  SHUTDOWN_DRAIN_MS: optional(
    z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(0).max(60_000),
  ),
  TRUST_PROXY: z.preprocess(emptyToUndefined, trustProxy.default(['loopback'])),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optional(
    urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user@host:5432/db'),
  ),
  PUBLIC_URL: optional(urlWithProtocols(['http:', 'https:'], 'https://www.example.com')),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  ADMIN_EMAIL: optional(z.email({ message: 'must be an email address' })),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
  ADMIN_FIRST_NAME: z.preprocess(emptyToUndefined, z.string().max(60).default('Admin')),
  SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'], 'smtp://127.0.0.1:2525')),
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(`${site.name} <no-reply@${new URL(site.website).hostname.replace(/^www\./, '')}>`),
  ),
  COMPANY_INBOX: z.preprocess(
    emptyToUndefined,
    z.email({ message: 'must be an email address' }).default(site.infoEmail),
  ),
  MAIL_RETRY_BASE_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int()
      .min(10)
      .max(86_400_000)
      .default(30_000),
  ),
  MAIL_MAX_ATTEMPTS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: 'must be a whole number' }).int().min(1).max(50).default(8),
  ),
  FORM_RATE_LIMIT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: 'must be a whole number' }).int().min(1).max(100_000).default(10),
  ),
  INVOICE_LINK_RATE_LIMIT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: 'must be a whole number' }).int().min(1).max(100_000).default(60),
  ),
  PDF_WORKERS: optional(
    z.coerce.number({ message: 'must be a whole number' }).int().min(1).max(64),
  ),
  PDF_QUEUE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: 'must be a whole number' }).int().min(0).max(10_000).default(32),
  ),
  PDF_WARM_UP: optional(booleanFlag),
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'], 'redis://127.0.0.1:6379')),
  REDIS_KEY_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'must be letters, digits, ":", ".", "-" or "_"')
      .default('ecs:'),
  ),
  PAGE_CACHE_MB: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: 'must be a number of megabytes' }).min(0).max(4096).default(64),
  ),
  OVERLOAD_MAX_LAG_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int()
      .min(0)
      .max(60_000)
      .default(200),
  ),
  RENDER_CONCURRENCY: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: 'must be a whole number' }).int().min(1).max(256).default(4),
  ),
  RENDER_QUEUE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: 'must be a whole number' }).int().min(0).max(10_000).default(32),
  ),
  BLOG_SCHEDULER_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int()
      .min(100)
      .max(3_600_000)
      .default(15_000),
  ),
  SEED_DEMO: optional(booleanFlag),
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^sk_\w+$/, 'must be a Stripe secret key starting with sk_'),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret starting with whsec_'),
  ),
  STRIPE_API_BASE: optional(urlWithProtocols(['http:', 'https:'], 'https://api.stripe.com')),
  PAYMENT_CURRENCY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z]{3}$/, 'must be a lowercase three-letter currency code such as usd')
      .default('usd'),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /**
   * `PROBE_PORT`, `PROBE_HOST` (default `HOST`): `/healthz` and `/readyz` answered on a port of
   * their own by a thread that renders nothing (server/http/probe-thread.ts); unset, no such port.
   */
  probes: { port: number; host: string } | undefined;
  /**
   * `SHUTDOWN_DRAIN_MS`: after SIGTERM, how long the instance keeps serving while `/readyz` says
   * `stopping`, so a load balancer polling it stops sending requests before the port closes.
   * 5 s by default; 0 in development, where nothing balances.
   */
  shutdownDrainMs: number;
  /** Peers trusted to report the client's address and scheme (Express's `trust proxy`). */
  trustProxy: boolean | number | string[];
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  jwtSecret: string | undefined;
  admin: { email: string; password: string; firstName: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  companyInbox: string;
  /** First retry delay of a failed email; doubles per attempt. */
  mailRetryBaseMs: number;
  mailMaxAttempts: number;
  /** Public form submissions allowed per IP address and form in 10 minutes. */
  formRateLimit: number;
  /** Hosted invoice pages and PDFs (`/invoices/…`) allowed per IP address in 10 minutes. */
  invoiceLinkRateLimit: number;
  /** Worker threads drawing invoice PDFs (docs/decisions/048-pdf-worker-pool.md). */
  pdfWorkers: number;
  /** PDF drawings that may wait for a worker before a download is refused with a 503. */
  pdfQueue: number;
  /**
   * Start the PDF workers and draw one invoice before the site opens (the default), so the first
   * client's PDF does not wait for them; false starts a worker when the first PDF is asked for.
   */
  pdfWarmUp: boolean;
  redisUrl: string | undefined;
  /** Prepended to every Redis key, so several deployments can share one Redis. */
  redisKeyPrefix: string;
  /** Memory for rendered public pages; 0 turns the page cache off. */
  pageCacheBytes: number;
  /** Event-loop lag past which new page renders get a 503; 0 turns shedding off. */
  overloadMaxLagMs: number;
  /** Page renders run at once; more wait in a queue. */
  renderConcurrency: number;
  /** Page reads waiting for a render past which new ones get a 503 (form posts always wait). */
  renderQueue: number;
  /** How often each instance looks for scheduled blogs whose time has come. */
  blogSchedulerMs: number;
  /** Demo content for an empty database: on by default on SQLite, only when asked on PostgreSQL. */
  seedDemo: boolean;
  /** Bearer token for GET /metrics; without it, only this machine may read the metrics. */
  metricsToken: string | undefined;
  /**
   * Card payments through Stripe Checkout (docs/operations.md#card-payments): on only when
   * `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` are both set, else undefined.
   */
  payments: PaymentsConfig | undefined;
  logLevel: Env['LOG_LEVEL'];
}

export interface PaymentsConfig {
  /** `STRIPE_SECRET_KEY`: the API key the server calls Stripe with (`sk_live_…`, `sk_test_…`). */
  secretKey: string;
  /** `STRIPE_WEBHOOK_SECRET`: the signing secret of the webhook endpoint (`whsec_…`). */
  webhookSecret: string;
  /**
   * `STRIPE_API_BASE`: where the API is reached when it is not Stripe's own (a test double on
   * loopback); undefined for https://api.stripe.com.
   */
  apiBase: URL | undefined;
  /** `PAYMENT_CURRENCY`: the lowercase ISO 4217 code invoices are charged in. */
  currency: string;
}

/** Stripe's hosted payment page, where a client is sent to pay by card. */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** PDF_WORKERS' default: one worker on two cores or fewer, else every core but one. */
export function defaultPdfWorkers(cores: number): number {
  return cores <= 2 ? 1 : Math.max(1, cores - 1);
}

/** Parses the environment once; every other module receives the result, never process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    );
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError([
      e.ADMIN_EMAIL
        ? 'ADMIN_PASSWORD must be set together with ADMIN_EMAIL'
        : 'ADMIN_EMAIL must be set together with ADMIN_PASSWORD',
    ]);
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError([
      e.STRIPE_SECRET_KEY
        ? 'STRIPE_WEBHOOK_SECRET must be set together with STRIPE_SECRET_KEY: without it no payment can be recorded'
        : 'STRIPE_SECRET_KEY must be set together with STRIPE_WEBHOOK_SECRET',
    ]);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    probes:
      e.PROBE_PORT === undefined ? undefined : { port: e.PROBE_PORT, host: e.PROBE_HOST ?? e.HOST },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'development' ? 0 : 5_000),
    trustProxy: e.TRUST_PROXY,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? {
            email: e.ADMIN_EMAIL.toLowerCase(),
            password: e.ADMIN_PASSWORD,
            firstName: e.ADMIN_FIRST_NAME,
          }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    companyInbox: e.COMPANY_INBOX,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_MS,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS,
    formRateLimit: e.FORM_RATE_LIMIT,
    invoiceLinkRateLimit: e.INVOICE_LINK_RATE_LIMIT,
    pdfWorkers: e.PDF_WORKERS ?? defaultPdfWorkers(os.availableParallelism()),
    pdfQueue: e.PDF_QUEUE,
    pdfWarmUp: e.PDF_WARM_UP ?? true,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
    overloadMaxLagMs: e.OVERLOAD_MAX_LAG_MS,
    renderConcurrency: e.RENDER_CONCURRENCY,
    renderQueue: e.RENDER_QUEUE,
    blogSchedulerMs: e.BLOG_SCHEDULER_MS,
    // Demo content by default only where nothing says this is a deployment: no database named and
    // no NODE_ENV set (`npm start` on a laptop). A deployment (NODE_ENV=production in
    // deploy/app.env and the image) whose DATABASE_URL is misspelled starts empty, and warns.
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && emptyToUndefined(env.NODE_ENV) === undefined),
    metricsToken: e.METRICS_TOKEN,
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined,
            currency: e.PAYMENT_CURRENCY,
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
  };
}

/** Every variable the site reads. */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

/**
 * The first word of each setting (`SMTP_` of SMTP_URL, `ADMIN_`…): a variable that starts with
 * one is meant for the site. PORT, HOST and the like have no such word.
 */
const SETTING_PREFIXES = [
  ...new Set(
    SETTING_NAMES.filter((name) => name.includes('_')).map((name) => `${name.split('_')[0]}_`),
  ),
].filter((prefix) => !['NODE_'].includes(prefix));

/** Variables of the system, the shell, npm, Node and the test tools, never the site's. */
const FOREIGN_VARIABLE =
  /^(HOME|PATH|PWD|OLDPWD|USER|LOGNAME|SHELL|SHLVL|TERM|LANG|LANGUAGE|TZ|HOSTNAME|HOSTTYPE|MAIL|EDITOR|PAGER|TMPDIR|INIT_CWD|COLOR|FORCE_COLOR|NO_COLOR|CI|DEBUG|_)$|^(npm_|NODE_|LC_|XDG_|SSH_|GIT_|DBUS_|SUDO_|SYSTEMD_|INVOCATION_|JOURNAL_|PG[A-Z]|VITEST|TEST_|E2E_|BENCH_|PLAYWRIGHT_|CHROMIUM_|TOPOLOGY_|ECS_|DOCKER_|KUBERNETES_)/;

/**
 * Variables in the environment that look like the site's but are none of them: a name within two
 * edits of a setting (one for names of four letters or fewer, so HOME is not taken for HOST), or
 * one starting with a setting's first word. Each is a sentence an operator can act on, naming the
 * setting meant where one is near: `DATABSE_URL is not a setting of the site: did you mean
 * DATABASE_URL?`. Logged at start and reported by `doctor`.
 */
export function unknownSettings(env: NodeJS.ProcessEnv): string[] {
  const known = new Set(SETTING_NAMES);
  const found: string[] = [];
  for (const name of Object.keys(env).sort()) {
    if (known.has(name) || FOREIGN_VARIABLE.test(name)) continue;
    let closest: { name: string; edits: number } | undefined;
    for (const setting of SETTING_NAMES) {
      const edits = distance(name, setting);
      if (!closest || edits < closest.edits) closest = { name: setting, edits };
    }
    const near = closest && closest.edits <= (name.length <= 4 ? 1 : 2) ? closest.name : undefined;
    if (!near && !SETTING_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    found.push(
      `${name} is not a setting of the site${near ? `: did you mean ${near}?` : ' and is ignored'}`,
    );
  }
  return found;
}

/**
 * Settings a production site should not run without, as sentences an operator can act on: logged
 * at start and shown by /readyz (docs/operations.md#configuration-checklist).
 */
export function configWarnings(config: Config): string[] {
  if (config.env !== 'production') return [];
  const warnings: string[] = [];
  if (!config.publicUrl)
    warnings.push(
      `PUBLIC_URL is not set: canonical links, the sitemap and emails point at http://localhost:${config.port}`,
    );
  if (!config.smtpUrl)
    warnings.push(
      'SMTP_URL is not set: emails are written as files under DATA_DIR/mail and never delivered',
    );
  if (config.payments && !config.publicUrl?.startsWith('https:'))
    warnings.push(
      'Card payments are on but PUBLIC_URL is not https: Stripe Checkout sends clients back to it, and a live account needs an https webhook endpoint',
    );
  return warnings;
}
