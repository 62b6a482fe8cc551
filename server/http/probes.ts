import { timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import { sql } from 'kysely';
import { configWarnings } from '~/server/config';
import type { AppDeps } from '~/server/context';
import { reactServerBuild } from '~/server/runtime';
import { appVersion } from '~/server/version';

async function databaseAnswers(deps: AppDeps): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      sql`select 1`.execute(deps.db).then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), 1000);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const isLoopback = (address: string | undefined) =>
  address === '::1' || /^(::ffff:)?127\./.test(address ?? '');

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The probes (docs/operations.md): `/healthz` (alive, and what this instance runs with),
 * `/readyz` (whether to send it traffic) and `/metrics` (Prometheus).
 */
export function probesRouter(deps: AppDeps) {
  const { logger } = deps;
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    try {
      await sql`select 1`.execute(deps.db);
      res.json({
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
    } catch (error) {
      logger.error({ err: error }, 'health check failed');
      res.status(503).json({ status: 503, message: 'database unavailable' });
    }
  });

  // Readiness: whether this instance should be sent traffic now. 503 while the database does not
  // answer (within a second) and once the server is stopping; Redis away is degraded, not down.
  const warnings = configWarnings(deps.config);
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const database = await databaseAnswers(deps);
    const ready = database && !deps.lifecycle.draining;
    res.status(ready ? 200 : 503).json({
      status: ready ? 200 : 503,
      message: ready ? 'ready' : deps.lifecycle.draining ? 'stopping' : 'database unavailable',
      version: appVersion.version,
      build: appVersion.build,
      database: { kind: deps.dbKind, reachable: database },
      migrations: 'applied',
      redis: deps.config.redisUrl ? deps.rateLimits.status() : 'not configured',
      warnings,
    });
  });

  // Metrics for Prometheus: with METRICS_TOKEN, for its bearer; without, for this machine only,
  // and never for a request relayed by a proxy (which would otherwise look local).
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
