import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import { pinoHttp } from 'pino-http';
import {
  redactUrl,
  requestScope,
  serializeError,
  type Logger,
  type RequestScope,
} from '~/server/logger';
import { pathOf, PROBE_PATHS } from './probe-answer';

/** What monitors ask over and over: logged at debug, so `info` shows what people did. */
const MONITOR_PATHS = new Set([...PROBE_PATHS, '/metrics']);

/**
 * One log line per request (pino-http) with the request's id, the URL without secrets, the
 * client's address (as `TRUST_PROXY` lets Express read it), its user agent and the signed-in
 * user's id; no line for assets or a page refused for load, and probes and metrics at debug.
 */
export function requestLog(logger: Logger) {
  // The request's scope, kept for its access line: written once the response has finished, when
  // the request's async context may be gone, and after the routes have named its user.
  const scopes = new WeakMap<IncomingMessage, RequestScope>();
  return pinoHttp({
    logger,
    // The id was chosen when the request arrived (server/app.ts), and every line carries it.
    genReqId: (req) => {
      const scope = requestScope.getStore();
      if (!scope) return randomUUID();
      scopes.set(req, scope);
      return scope.id;
    },
    serializers: {
      req: (req: { method: string; url: string; raw: Request }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.raw.ip,
        userAgent: req.raw.get('user-agent')?.slice(0, 512),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // pino-http's own error serializer would replace the logger's, which redacts.
      err: serializeError,
    },
    customSuccessObject: (req, _res, fields: object) => withUser(fields, scopes.get(req)),
    customErrorObject: (req, _res, _error, fields: object) => withUser(fields, scopes.get(req)),
    autoLogging: {
      ignore: (req) => (req.url ?? '').startsWith('/assets/'),
    },
    // A 503 with Retry-After is a page refused for load (server/http/ssr.ts): the render gate
    // reports those once a second, so a flood of them adds no log line each.
    customLogLevel: (req, res, error) =>
      res.statusCode === 503 && res.hasHeader('retry-after')
        ? 'silent'
        : error || res.statusCode >= 500
          ? 'error'
          : MONITOR_PATHS.has(pathOf(req))
            ? 'debug'
            : 'info',
  });
}

const withUser = (fields: object, scope: RequestScope | undefined) =>
  scope?.userId ? { ...fields, userId: scope.userId } : fields;
