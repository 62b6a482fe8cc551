import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
import { redactUrl, requestScope, serializeError, type Logger } from '~/server/logger';

/**
 * One log line per request (pino-http) with the request's id, the URL without secrets, and no
 * line for health checks, assets or a page refused for load.
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    // The id was chosen when the request arrived (server/app.ts), and every line carries it.
    genReqId: () => requestScope.getStore()?.id ?? randomUUID(),
    serializers: {
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // pino-http's own error serializer would replace the logger's, which redacts.
      err: serializeError,
    },
    autoLogging: {
      ignore: (req) => req.url === '/healthz' || (req.url ?? '').startsWith('/assets/'),
    },
    // A 503 with Retry-After is a page refused for load (server/http/ssr.ts): the render gate
    // reports those once a second, so a flood of them adds no log line each.
    customLogLevel: (_req, res, error) =>
      res.statusCode === 503 && res.hasHeader('retry-after')
        ? 'silent'
        : error || res.statusCode >= 500
          ? 'error'
          : 'info',
  });
}
