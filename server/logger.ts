import { AsyncLocalStorage } from 'node:async_hooks';
import os from 'node:os';
import pino, { type Logger } from 'pino';
import { CAPABILITY_PARAMS, CAPABILITY_PATHS, decodePath, routedUrl } from './capability-links';
import { DATABASE_PROBLEM_TEXT, databaseProblem } from './db/database-errors';
import { appVersion } from './version';

export type { Logger };

/** The request being served: its id, and the signed-in user it is served for, once known. */
export interface RequestScope {
  id: string;
  userId?: string;
}

/**
 * The request being served: every line logged while serving it carries its id. One store for the
 * whole process: the server bundle and the React Router build (which runs the routes' actions)
 * each carry a copy of this module, and both must read the same store.
 */
const scopeKey = Symbol.for('ecs-digital.requestScope');
export const requestScope: AsyncLocalStorage<RequestScope> = ((
  globalThis as Record<symbol, unknown>
)[scopeKey] ??= new AsyncLocalStorage<RequestScope>()) as AsyncLocalStorage<RequestScope>;

/** The request being served is a signed-in user's: its access line names them (by id). */
export function noteRequestUser(userId: string) {
  const scope = requestScope.getStore();
  if (scope) scope.userId = userId;
}

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
 * Words of a query parameter's name that make its value a secret or personal wherever they
 * appear: emails, tokens, keys, passwords, signatures, codes, sessions.
 */
const SECRET_NAME_WORDS = new Set([
  'email',
  'mail',
  'token',
  'secret',
  'password',
  'passwd',
  'pass',
  'pwd',
  'key',
  'apikey',
  'sig',
  'signature',
  'auth',
  'authorization',
  'session',
  'sessionid',
  'sid',
  'jwt',
  'otp',
  'code',
  'credential',
  'credentials',
]);

/**
 * Whether a parameter's name holds one of those words, its words split at `_`, `-`, `.` and case
 * changes (`resetToken`, `api_key`, `client_secret`, `e-mail`), so `author` or `design` do not.
 */
const isSecretName = (name: string) =>
  name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .some((word) => SECRET_NAME_WORDS.has(word));

/**
 * Query values that look like a secret or an address whatever their name: an email (an `@`,
 * escaped or not), a JWT (three base64url parts), or a long random-looking string (20 characters
 * or more of letters, digits, `-` and `_` with upper case, lower case and digits mixed, or 32 hex
 * digits or more). Slugs, numbers, words and paths stay readable.
 */
function looksSecret(value: string): boolean {
  if (/@|%40/i.test(value)) return true;
  if (/^[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}$/.test(value)) return true;
  if (/^[0-9a-f]{32,}$/i.test(value)) return true;
  return (
    /^[\w-]{20,}$/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value)
  );
}

/**
 * Every query parameter in a text (`;` also for a URL quoted in HTML: `&amp;email=`). A value ends
 * where the next parameter, the fragment or the quoted text does.
 */
const QUERY_PARAM = /([?&;])([^=&#;?\s"'\x60]+)=([^&#\s"'\x60]*)/g;

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
 * of every capability link (server/capability-links.ts), however it is spelled, and every query
 * value that is an email, a token or a secret (by its parameter's name or by its shape) are
 * replaced by `[redacted]`.
 */
export function redactText(text: string): string {
  return decodeUnreserved(text)
    .replace(CAPABILITY_PATH, `$1${REDACTED}`)
    .replace(CAPABILITY_PARAM, `$1${REDACTED}`)
    .replace(QUERY_PARAM, (param, start: string, name: string, value: string) =>
      value !== REDACTED && (isSecretName(name) || looksSecret(decodePath(value).trim()))
        ? `${start}${name}=${REDACTED}`
        : param,
    );
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

/**
 * A log line whose error shows a problem of the database itself (a full disk, a read-only
 * database: server/db/database-errors.ts) says so in its message and in `databaseProblem`, so an
 * operator reads "the database's disk is full", not the query that met it.
 */
function nameDatabaseProblems(
  this: Logger,
  args: Parameters<pino.LogFn>,
  method: pino.LogFn,
): void {
  const [fields, message] = args;
  const error =
    fields && typeof fields === 'object' ? (fields as { err?: unknown }).err : undefined;
  const problem = error === undefined ? undefined : databaseProblem(error);
  if (!problem || problem === 'unreachable') {
    method.apply(this, args);
    return;
  }
  const text = DATABASE_PROBLEM_TEXT[problem];
  method.call(
    this,
    { ...(fields as object), databaseProblem: problem },
    typeof message === 'string' ? `${message}: ${text}` : text,
  );
}

/** The process's logger; `destination` (standard output unless given) for tests of its lines. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    hooks: { logMethod: nameDatabaseProblems },
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
  };
  return destination ? pino(options, destination) : pino(options);
}
