// Every line every server wrote while the suites ran (integration servers, the topology's
// instances, the end-to-end server: reports/server-logs) is checked for what must never reach a
// log: passwords, sign-in tokens, session cookies, capability links (hosted invoices, order pages,
// agreement links, previews) however they are spelled, email addresses in query strings,
// credentials in URLs. `npm test` runs this last, once every other suite has run (LOG_SCAN=1);
// alone it has nothing to read and is skipped.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPABILITY_PARAMS } from '~/server/capability-links';
import { ADMIN, serverLogDir } from '~/tests/support/server';

const scanning = process.env.LOG_SCAN === '1';

/** Passwords the suites give their servers and sign in with. */
const KNOWN_SECRETS = [
  ADMIN.password,
  'e2e-admin-password', // playwright.config.ts
  'topology-admin-password', // tests/api/topology.test.ts
  'metrics-token-0123456789', // tests/api/operations.test.ts
];

/** What a secret looks like in a log line, whatever its value. */
const LEAKS: [string, RegExp][] = [
  ['a staff password made by the factories', /\bpw-[0-9a-f]{12}\b/],
  ['a sign-in token (JWT)', /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/],
  // `/invoices/<token>` as a logged path, inside an absolute URL or in a list of paths
  // (`/__manifest?paths=…`), not `/api/invoices/<id>`.
  ['a hosted invoice link', /(?:"|[=,]|\/\/[^/"\s]+)\/invoices\/(?!\[redacted\])[^/?#"\s,&]+/i],
  // `/orders/<token>` with a token's shape, a client's order page (an order number is no secret).
  ['an order page link', /\/orders\/(?!\[redacted\])[\w-]{32}(?![\w-])/i],
  ['a password field', /"(?:password|newPassword|currentPassword)":"(?!\[redacted\])/i],
  ['an Authorization header', /"authorization":"(?!\[redacted\])/i],
  ['a Cookie header', /"cookie":"(?!\[redacted\])/i],
  ['a Set-Cookie header', /"set-cookie":/i],
  ['credentials in a URL', /\b(?:smtps?|postgres(?:ql)?|redis):\/\/[^\s:/@"]+:[^\s@/"]+@/],
];

/**
 * What a query string gives away, looked for in the addresses a line logs (`urlsOf`): a value of
 * a JSON line that is not an address (an email typed at sign-in, say) may hold `&x=…@…` too.
 */
const QUERY_LEAKS: [string, RegExp][] = [
  [
    'a capability parameter (order, preview, token)',
    new RegExp(String.raw`[?&](?:${CAPABILITY_PARAMS.join('|')})=(?!\[redacted\])[^&#"\s]+`, 'i'),
  ],
  // server/logger.ts redacts every query value that holds an address, whatever its name.
  ['an email address in a query string', /[?&;][^=&#;?"\s]+=(?!\[redacted\])[^&#"\s]*@[\w-]+\./],
];

/**
 * The addresses in a log line, one per line: of a JSON line, its string values that are a path or
 * an absolute URL (a request's `url`, a link in a message); any other line (nginx's) whole.
 */
function urlsOf(line: string): string {
  if (!line.startsWith('{')) return line;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return line;
  }
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (/^(?:\/|[a-z][\w+.-]*:\/\/)/i.test(value) || /\s(?:\/|https?:\/\/)\S*\?/.test(value))
        found.push(value);
    } else if (value && typeof value === 'object')
      for (const child of Object.values(value)) walk(child);
  };
  walk(parsed);
  return found.join('\n');
}

/** Every percent-escape read as the byte it stands for. */
const decodeEscapes = (text: string) =>
  text.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

function logFiles(): string[] {
  if (!fs.existsSync(serverLogDir)) return [];
  return fs
    .readdirSync(serverLogDir)
    .filter((file) => file.endsWith('.log'))
    .map((file) => path.join(serverLogDir, file));
}

describe.skipIf(!scanning)('server logs of the whole test run', () => {
  it('hold no password, token, cookie, capability link or credential', () => {
    const files = logFiles();
    const problems: string[] = [];
    let lines = 0;
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [index, line] of text.split('\n').entries()) {
        if (!line) continue;
        lines += 1;
        const where = `${path.basename(file)}:${index + 1}`;
        for (const secret of KNOWN_SECRETS)
          if (line.includes(secret)) problems.push(`${where}: the password or token "${secret}"`);
        // `/%69nvoices/…` is a hosted invoice to the server, so it is one to this check too.
        const decoded = decodeEscapes(line);
        for (const [what, pattern] of LEAKS)
          if (pattern.test(line) || pattern.test(decoded))
            problems.push(`${where}: ${what}: ${line.slice(0, 300)}`);
        const urls = urlsOf(line);
        for (const [what, pattern] of QUERY_LEAKS)
          if (pattern.test(urls) || pattern.test(decodeEscapes(urls)))
            problems.push(`${where}: ${what}: ${line.slice(0, 300)}`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    // What was read: the integration servers and, when the end-to-end suite ran, its server.
    expect(files.some((file) => path.basename(file).startsWith('vitest-'))).toBe(true);
    if (process.env.LOG_SCAN_E2E === '1')
      expect(files.some((file) => path.basename(file).startsWith('e2e-'))).toBe(true);
    expect(lines).toBeGreaterThan(1000);
    console.log(`checked ${lines} log lines in ${files.length} files`);
  });
});
