import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const clientDir = path.join(root, 'build', 'client');

/**
 * A string that each server-only package carries in its own code, so finding it in the browser
 * bundle means the package leaked there.
 */
const markers: { pkg: string; file: string; marker: string }[] = [
  { pkg: 'better-sqlite3', file: 'better-sqlite3/lib/database.js', marker: 'better_sqlite3.node' },
  { pkg: 'pg', file: 'pg/lib/crypto/sasl.js', marker: 'SCRAM-SHA-256-PLUS' },
  {
    pkg: 'kysely',
    file: 'kysely/dist/esm/operation-node/select-query-node.js',
    marker: 'SelectQueryNode',
  },
  { pkg: 'nodemailer', file: 'nodemailer/lib/mailer/mail-message.js', marker: 'X-Mailer' },
  { pkg: 'sharp', file: 'sharp/lib/sharp.js', marker: 'Could not load the "sharp" module' },
];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('the browser bundle', () => {
  it('exists (the build ran)', () => {
    expect(fs.existsSync(path.join(clientDir, 'assets'))).toBe(true);
  });

  it.each(markers)('carries nothing of $pkg', ({ file, marker }) => {
    // The marker really is in the package, so this check can fail.
    const packageSource = fs.readFileSync(path.join(root, 'node_modules', file), 'utf8');
    expect(packageSource).toContain(marker);
    const scripts = filesUnder(clientDir).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const leaking = scripts.filter((f) => fs.readFileSync(f, 'utf8').includes(marker));
    expect(leaking).toEqual([]);
  });
});
