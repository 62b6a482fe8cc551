import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router } from 'express';
import { sql } from 'kysely';
import { configWarnings } from '~/server/config';
import type { AppDeps } from '~/server/context';
import type { Db } from '~/server/db/database';
import type { DatabaseOutage } from '~/server/db/database-outage';
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
 * Outages are logged by `outage`: one warning when it begins, one line when it ends.
 */
export class DatabaseReachability {
  /** The last check's answer; true until a check says otherwise. */
  reachable = true;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;

  constructor(private readonly options: { db: Db; outage: DatabaseOutage }) {}

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
    let failure: unknown;
    try {
      await Promise.race([
        sql`select 1`.execute(this.options.db),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
            CHECK_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      failure = error;
    } finally {
      clearTimeout(timer);
    }
    this.reachable = failure === undefined;
    if (this.reachable) this.options.outage.answered();
    else this.options.outage.failed('readiness check', failure);
  }
}

/**
 * `/healthz`: liveness only, the process can serve: 200 with what this instance runs with. Its
 * dependencies are `/readyz`'s business: a database that is away is no reason to restart a
 * process, and restarting every instance at once for it would only add a storm of starts to the
 * outage. (A stuck event loop fails it on the probe port: server/http/probe-thread.ts.)
 */
function healthzAnswer(deps: AppDeps, database: DatabaseReachability): ProbeAnswer {
  return {
    status: 200,
    body: {
      status: 200,
      message: 'ok',
      database: deps.dbKind,
      databaseReachable: database.reachable,
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
