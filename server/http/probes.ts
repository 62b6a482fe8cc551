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
import { pathOf, sendProbe, type ProbeAnswer, type ProbeSnapshot } from './probe-answer';

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

/** `/healthz`: alive, and what this instance runs with; 503 while the database does not answer. */
function healthzAnswer(deps: AppDeps, database: DatabaseReachability): ProbeAnswer {
  if (!database.reachable)
    return { status: 503, body: { status: 503, message: 'database unavailable' } };
  return {
    status: 200,
    body: {
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
    },
  };
}

/**
 * `/readyz`: whether to send this instance traffic. 503 while the database does not answer and
 * once the server is stopping; Redis away is degraded, not down.
 */
function readyzAnswer(
  deps: AppDeps,
  database: DatabaseReachability,
  warnings: string[],
): ProbeAnswer {
  const reachable = database.reachable;
  const ready = reachable && !deps.lifecycle.draining;
  const status = ready ? 200 : 503;
  return {
    status,
    body: {
      status,
      message: ready ? 'ready' : deps.lifecycle.draining ? 'stopping' : 'database unavailable',
      version: appVersion.version,
      build: appVersion.build,
      database: { kind: deps.dbKind, reachable },
      migrations: 'applied',
      redis: deps.config.redisUrl ? deps.rateLimits.status() : 'not configured',
      warnings,
    },
  };
}

/** Both answers of an open site, for the probe thread (server/http/probe-thread.ts). */
export function openSiteAnswers(
  deps: AppDeps,
  database: DatabaseReachability,
): () => ProbeSnapshot {
  const warnings = configWarnings(deps.config);
  return () => ({
    phase: 'open',
    healthz: healthzAnswer(deps, database),
    readyz: readyzAnswer(deps, database, warnings),
  });
}

/**
 * `/healthz` and `/readyz` answered on the server's own request listener, before Express, its
 * middleware and the page renderer (docs/operations.md#monitoring): under a burst of renders a
 * probe waits only for the tasks of the loop's current turn. Answers `false` for any other
 * request, which goes to the site. `PROBE_PORT` answers the same from a thread that renders nothing.
 */
export function probeAnswers(deps: AppDeps, database: DatabaseReachability) {
  const warnings = configWarnings(deps.config);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = pathOf(req);
    if (path === '/healthz') {
      sendProbe(res, healthzAnswer(deps, database));
      return true;
    }
    if (path === '/readyz') {
      sendProbe(res, readyzAnswer(deps, database, warnings));
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
