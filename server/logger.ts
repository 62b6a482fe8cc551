import { AsyncLocalStorage } from 'node:async_hooks';
import os from 'node:os';
import pino, { type Logger } from 'pino';
import { appVersion } from './version';

export type { Logger };

/**
 * The request being served: every line logged while serving it carries its id. One store for the
 * whole process: the server bundle and the React Router build (which runs the routes' actions)
 * each carry a copy of this module, and both must read the same store.
 */
const scopeKey = Symbol.for('ecs-digital.requestScope');
export const requestScope: AsyncLocalStorage<{ id: string }> = ((
  globalThis as Record<symbol, unknown>
)[scopeKey] ??= new AsyncLocalStorage<{ id: string }>()) as AsyncLocalStorage<{ id: string }>;

/** Query parameters that grant access to whoever holds the URL. */
const CAPABILITY_PARAMS = /([?&](?:preview|token)=)[^&#]*/gi;
/**
 * Path segments that are capabilities: a hosted invoice's link (`/invoices/<token>`) and a client's
 * order page (`/orders/<token>`, docs/product.md#order-page), at the root of a path or of an
 * absolute URL. Staff paths such as `/api/invoices/<id>` or `/dashboard/orders/<number>` carry ids
 * and numbers, which are not secrets and stay readable.
 */
const CAPABILITY_PATHS = /((?:^|[\s"'`(=]|\/\/[^/?#\s"'`]+)\/(?:invoices|orders)\/)[^/?#\s"'`]+/gi;

/**
 * A URL (or a text that quotes one, such as an error message) as it may be logged: capability
 * links (a hosted invoice, a blog preview) grant access to whoever holds them, so their secret
 * part never reaches a log.
 */
export function redactUrl(url: string): string {
  return url.replace(CAPABILITY_PATHS, '$1[redacted]').replace(CAPABILITY_PARAMS, '$1[redacted]');
}

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: {
      service: 'ecs-digital',
      version: appVersion.version,
      build: appVersion.build,
      pid: process.pid,
      hostname: os.hostname(),
    },
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { reqId: scope.id } : {};
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        '*.password',
        'token',
        '*.token',
      ],
      censor: '[redacted]',
    },
  });
}
