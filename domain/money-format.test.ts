import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Money is printed by domain/format.ts alone (docs/decisions/049-money-model.md): everything else
 * keeps cents and calls `formatMoney`. This scan of the source (tests aside) fails on the ways an
 * amount gets formatted by hand, naming each place. Migrations are left out: they may not import
 * domain/ (server/db/migrations/frozen-imports.test.ts), so one that writes money back as the
 * text an earlier version stored carries its own copy of the format, as it was then.
 */
const REPO = path.resolve(import.meta.dirname, '..');
const ROOTS = ['app', 'domain', 'server', 'content'];
const FORMAT_MODULE = path.join('domain', 'format.ts');
const MIGRATIONS = path.join('server', 'db', 'migrations') + path.sep;

const patterns: [name: string, pattern: RegExp, files?: RegExp][] = [
  ['Intl.NumberFormat', /Intl\.NumberFormat\b/],
  ['toFixed(2) on an amount', /\.toFixed\(\s*2\s*\)/],
  ['toLocaleString(', /\.toLocaleString\(/],
  ["'$' + an amount", /(['"`])\$\1\s*\+/],
  ["an amount + '$'", /\+\s*(['"`])\$\1/],
  ["'$'.concat(…)", /(['"`])\$\1\.concat\(/],
  ['`$${…}` template', /\$\$\{/],
  ["{'$'} in JSX", /\{\s*(['"`])\$\1\s*\}/],
  // A '$' in JSX text right before an expression: <span>${total}</span>. In JSX files only, on
  // lines without backticks: elsewhere `>${…}` is an interpolation into HTML.
  ['$ before a JSX expression', /^[^`\n]*>\s*\$\{/m, /\.[jt]sx$/],
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(entry.name) &&
      !/\.(test|spec)\.[cm]?[jt]sx?$/.test(entry.name)
      ? [file]
      : [];
  });
}

/** Where in `source` each pattern matches, as 'file:line: what'. */
function handFormattedMoney(file: string, source: string): string[] {
  return patterns.flatMap(([name, pattern, files]) => {
    if (files && !files.test(file)) return [];
    const global = new RegExp(pattern.source, `${pattern.flags}g`);
    return [...source.matchAll(global)].map(
      (match) => `${file}:${source.slice(0, match.index).split('\n').length}: ${name}`,
    );
  });
}

describe('money formatting', () => {
  it('finds each way of formatting money by hand', () => {
    const samples = [
      "new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })",
      "const grouped = new Intl.NumberFormat('en-US').format(dollars);",
      'const text = (cents / 100).toFixed(2);',
      "const text = '$' + dollars;",
      'const text = dollars + "$";',
      "const text = '$'.concat(dollars);",
      'const text = `$${dollars}`;',
      "amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' })",
      'const text = dollars.toLocaleString();',
      "<span>{'$'}{dollars}</span>",
      '<span className="price">${dollars}</span>',
    ];
    for (const sample of samples) expect(handFormattedMoney('x.tsx', sample)).toHaveLength(1);
    const fine = [
      'formatMoney(cents, { cents: "always" })',
      'const html = `<td>${escapeHtml(label)}</td>`;',
      "text.replace(/([a-z])([A-Z])/g, '$1 $2')",
      "const [scheme, hash] = stored.split('$');",
      'const ms = `${elapsed.toFixed(1)} ms`;',
    ];
    for (const sample of fine) expect(handFormattedMoney('x.tsx', sample)).toEqual([]);
  });

  it('happens only in domain/format.ts', () => {
    const files = ROOTS.flatMap((root) => sourceFiles(path.join(REPO, root)));
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .map((file) => path.relative(REPO, file))
      .filter((file) => file !== FORMAT_MODULE && !file.startsWith(MIGRATIONS))
      .flatMap((file) => handFormattedMoney(file, fs.readFileSync(path.join(REPO, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
