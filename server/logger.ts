import { AsyncLocalStorage } from 'node:async_hooks';
import os from 'node:os';
import pino, { type Logger } from 'pino';
import { CAPABILITY_PARAMS, CAPABILITY_PATHS, routedUrl } from './capability-links';
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

const REDACTED = '[redacted]';
const anyOf = (names: readonly string[]) => names.join('|');
/**
 * A slash, also escaped: React Router asks for the routes of the links on a page with their paths
 * in a query value (`/__manifest?paths=%2Forders%2F<token>%2C…`).
 */
const SLASH = String.raw`(?:/|%2f)`;
/**
 * Where a quoted path can start in a text: a quote, a space, `(`, `=`, a comma (escaped or not,
 * between the paths of a list), a host, or `..`.
 */
const PATH_START = String.raw`(?:^|[\s"'\x60(=,]|%2c|//[^/?#\s"'\x60]+|/\.\.)`;
/**
 * A capability's secret path segment (server/capability-links.ts), in text whose escapes of
 * letters are decoded. A token holds none of the characters that end it.
 */
const CAPABILITY_PATH = new RegExp(
  String.raw`(${PATH_START}${SLASH}+(?:${anyOf(CAPABILITY_PATHS)})${SLASH}+)(?:(?!%2f|%2c)[^/?#&,\s"'\x60])+`,
  'gi',
);
/** A capability query parameter's value; `;` also for a URL quoted in HTML (`&amp;order=`). */
const CAPABILITY_PARAM = new RegExp(
  String.raw`([?&;](?:${anyOf(CAPABILITY_PARAMS)})=)[^&#\s"'\x60]*`,
  'gi',
);

/**
 * Escapes of letters, digits and `-._~` decoded: to a server `/%69nvoices/` is `/invoices/` and
 * `?%70review=` is `?preview=`, so that is the spelling the patterns must see. Other escapes stay
 * as they are: a decoded `%26` or `%20` would end a redacted value early, while the server still
 * reads it as part of the value (it trims spaces from an order token).
 */
const decodeUnreserved = (text: string) =>
  text.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return /[\w.~-]/.test(char) ? char : escape;
  });

/**
 * A text that may quote a URL (an error's message or stack), as it may be logged: the secret part
 * of every capability link (server/capability-links.ts), however it is spelled, is replaced by
 * `[redacted]`.
 */
export function redactText(text: string): string {
  return decodeUnreserved(text)
    .replace(CAPABILITY_PATH, `$1${REDACTED}`)
    .replace(CAPABILITY_PARAM, `$1${REDACTED}`);
}

/**
 * A request's URL as it may be logged: read as routing reads it (dot segments resolved, so
 * `/x/../invoices/<token>` is the hosted invoice it serves), then redacted as `redactText` does.
 */
export function redactUrl(url: string): string {
  const routed = routedUrl(url);
  if (!routed) return redactText(url);
  const origin = /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? routed.origin : '';
  return redactText(`${origin}${routed.pathname}${routed.search}${routed.hash}`);
}

/** Every text in a serialized error, its causes and its own fields, redacted. */
function redactTexts(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (!value || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => redactTexts(item, depth + 1));
  if (ArrayBuffer.isView(value) || value instanceof Date) return value;
  const copy: Record<string, unknown> = {};
  // for…in: the fields of pino's serialized error (type, message, stack) sit on its prototype.
  for (const key in value)
    copy[key] = redactTexts((value as Record<string, unknown>)[key], depth + 1);
  return copy;
}

/**
 * The `err` of every log line: pino's serialization (message and stack with their causes), with
 * every capability link in it redacted (an error's message may quote the URL it was met on).
 * Also given the output of pino's serializer, which pino-http hands on.
 */
export function serializeError(error: unknown): unknown {
  return redactTexts(error instanceof Error ? pino.stdSerializers.err(error) : error, 0);
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
    serializers: { err: serializeError },
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
