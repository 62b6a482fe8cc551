import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router } from 'express';
import { sql } from 'kysely';
import { configWarnings } from '~/server/config';
import type { AppDeps } from '~/server/context';
import type { Db } from '~/server/db/database';
import type { Logger } from '~/server/logger';
import { reactServerBuild } from '~/server/runtime';
import { appVersion } from '~/server/version';

/** How often the database is asked whether it answers, and how long it has to answer. */
const CHECK_EVERY_MS = 1000;
const CHECK_TIMEOUT_MS = 1000;

/**
 * Whether the database answers, kept up to date in the background: a probe reads the last answer
 * instead of asking the database itself, so a monitor polling every instance costs the database
 * one query a second per instance, however often it asks, and a probe costs no wait on the pool.
 */
export class DatabaseReachability {
  /** The last check's answer; true until a check says otherwise. */
  reachable = true;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;

  constructor(private readonly options: { db: Db; logger: Pick<Logger, 'warn' | 'info'> }) {}

  /** Checks once, then every second until `stop`. */
  async start(): Promise<this> {
    await this.check();
    this.timer = setInterval(() => void this.check(), CHECK_EVERY_MS);
    this.timer.unref();
    return this;
  }

  stop() {
    clearInterval(this.timer);
    return this.checking;
  }

  /** One check (one at a time: a slow one is not piled on). */
  check(): Promise<void> {
    this.checking ??= this.ask().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async ask() {
    let timer: NodeJS.Timeout | undefined;
    let reachable: boolean;
    try {
      reachable = await Promise.race([
        sql`select 1`.execute(this.options.db).then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
        }),
      ]);
    } catch {
      reachable = false;
    } finally {
      clearTimeout(timer);
    }
    if (reachable !== this.reachable) {
      if (reachable) this.options.logger.info({ check: 'database' }, 'the database answers again');
      else
        this.options.logger.warn(
          { check: 'database' },
          `the database did not answer within ${CHECK_TIMEOUT_MS} ms`,
        );
    }
    this.reachable = reachable;
  }
}

/** The paths the probes answer; `/metrics` is an Express route (it is asked rarely, by one scraper). */
export const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/** The path of a request without its query. */
export const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?', 1)[0]!;

/** A probe's JSON answer: never stored, never sniffed, no body for HEAD. */
export function sendProbe(res: ServerResponse, status: number, body: Record<string, unknown>) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

/**
 * `/healthz` (alive, and what this instance runs with) and `/readyz` (whether to send it traffic),
 * answered on the server's own request listener, before Express, its middleware and the page
 * renderer (docs/operations.md#monitoring): under a burst of renders a probe waits only for the
 * task running when it arrives. Answers `false` for any other request, which goes to the site.
 */
export function probeAnswers(deps: AppDeps, database: DatabaseReachability) {
  const warnings = configWarnings(deps.config);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = pathOf(req);
    if (path === '/healthz') {
      if (!database.reachable) {
        sendProbe(res, 503, { status: 503, message: 'database unavailable' });
        return true;
      }
      sendProbe(res, 200, {
        status: 200,
        message: 'ok',
        database: deps.dbKind,
        react: reactServerBuild(),
        // Rate limits fall back to this process while Redis is away: degraded, not down.
        rateLimits: deps.rateLimits.status(),
        pageCache: deps.pageCache
          ? {
              pages: deps.pageCache.size,
              bytes: deps.pageCache.bytes,
              maxBytes: deps.config.pageCacheBytes,
            }
          : 'off',
        renders: deps.renderGate.stats,
        contentVersion: deps.contentVersion.value,
      });
      return true;
    }
    if (path === '/readyz') {
      // 503 while the database does not answer and once the server is stopping; Redis away is
      // degraded, not down.
      const reachable = database.reachable;
      const ready = reachable && !deps.lifecycle.draining;
      sendProbe(res, ready ? 200 : 503, {
        status: ready ? 200 : 503,
        message: ready ? 'ready' : deps.lifecycle.draining ? 'stopping' : 'database unavailable',
        version: appVersion.version,
        build: appVersion.build,
        database: { kind: deps.dbKind, reachable },
        migrations: 'applied',
        redis: deps.config.redisUrl ? deps.rateLimits.status() : 'not configured',
        warnings,
      });
      return true;
    }
    return false;
  };
}

const isLoopback = (address: string | undefined) =>
  address === '::1' || /^(::ffff:)?127\./.test(address ?? '');

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * `/metrics` for Prometheus: with METRICS_TOKEN, for its bearer; without, for this machine only,
 * and never for a request relayed by a proxy (which would otherwise look local).
 */
export function metricsRouter(deps: AppDeps) {
  const router = Router();
  router.get('/metrics', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const token = deps.config.metricsToken;
    const allowed = token
      ? safeEqual(req.get('authorization') ?? '', `Bearer ${token}`)
      : isLoopback(req.socket.remoteAddress) &&
        !req.headers['x-forwarded-for'] &&
        !req.headers.forwarded;
    if (!allowed) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.type(deps.metrics.registry.contentType).send(await deps.metrics.text());
  });
  return router;
}
