import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '~/tests/support/cli';
import { queryDb } from '~/tests/support/db';
import { postForm } from '~/tests/support/forms';
import { backends, startServer, type TestServer } from '~/tests/support/server';

/** Every file and folder under `dir`, by its path relative to it, with its permission bits. */
function modesUnder(dir: string): Record<string, number> {
  const modes: Record<string, number> = {};
  const visit = (relative: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(path.join(dir, relative));
    } catch {
      // An email's temporary file, renamed meanwhile.
      return;
    }
    modes[relative || '.'] = stat.mode & 0o777;
    if (stat.isDirectory())
      for (const name of fs.readdirSync(path.join(dir, relative))) visit(path.join(relative, name));
  };
  visit('');
  return modes;
}

/**
 * docs/operations.md#files: what the site and its commands write under DATA_DIR is its owner's
 * only, started the way a shell or a container starts it (umask 0022, not systemd's 0077).
 */
describe.each(backends)('the files under DATA_DIR on %s', (backend) => {
  let parent: string;
  let dataDir: string;
  let server: TestServer | undefined;
  beforeAll(async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-modes-'));
    // A DATA_DIR the server makes itself.
    dataDir = path.join(parent, 'data');
    // No ADMIN_EMAIL: the first admin's password goes to a file; no SMTP: emails to .eml files.
    server = await startServer({ backend, dataDir, withAdmin: false });
  });
  afterAll(async () => {
    await server?.dispose();
    fs.rmSync(parent, { recursive: true, force: true });
  });

  it('are readable by their owner only: folders 0700, files 0600, backups included', async () => {
    expect(process.umask() & 0o077).not.toBe(0o077);
    const sent = await postForm(
      server!,
      '/contact',
      { name: 'Dana Whitfield', email: 'dana@northwind.example', message: 'Private' },
      { data: true },
    );
    expect(sent.status).toBe(200);
    await vi.waitFor(
      async () => {
        const [row] = await queryDb<{ n: number | string }>(
          server!,
          "select count(*) as n from outbox_emails where status <> 'sent'",
        );
        if (Number(row!.n) !== 0) throw new Error('emails still pending');
      },
      { timeout: 20_000, interval: 50 },
    );
    const backup = runCli(server!, ['db:backup']);
    expect(backup.status, backup.stderr).toBe(0);

    const modes = modesUnder(dataDir);
    const names = Object.keys(modes);
    expect(names).toEqual(
      expect.arrayContaining([
        '.',
        'initial-admin-password.txt',
        'mail',
        'backups',
        ...(backend === 'sqlite' ? ['app.db', 'app.db-wal', 'app.db-shm'] : []),
      ]),
    );
    expect(names.some((name) => /^mail\/.+\.eml$/.test(name))).toBe(true);
    expect(names.some((name) => /^backups\/app-.+\.(db|dump)$/.test(name))).toBe(true);
    const owner = Object.fromEntries(
      names.map((name) => [
        name,
        fs.statSync(path.join(dataDir, name)).isDirectory() ? 0o700 : 0o600,
      ]),
    );
    expect(modes).toEqual(owner);
  });
});
