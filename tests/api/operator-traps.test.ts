// The operator commands without traps (docs/operations.md#operator-commands): they never create a
// database, take the site's settings from --env-file, refuse to restore under a running site
// (unless forced, keeping a backup and the file's owner and mode), and `doctor` finds what is
// wrong. The server warns about a misspelled setting. On SQLite and PostgreSQL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createBlog, login, unique } from '~/tests/support/api';
import { ADMIN, backends, createTestDatabase, freePort } from '~/tests/support/server';
import { scaled } from '~/tests/support/timeouts';
import { useServer } from '~/tests/support/use-server';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `node build/cli.js …` from `cwd` with exactly `env` (and PATH): what an operator's shell gives
 * it, not the test's environment.
 */
function cli(args: string[], env: Record<string, string>, cwd = root) {
  const result = spawnSync(process.execPath, [path.join(root, 'build', 'cli.js'), ...args], {
    cwd,
    encoding: 'utf8',
    timeout: scaled(60_000),
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the operator commands without the site settings', () => {
  let folder: string;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-no-settings-'));
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('refuse with the database they looked for, and create nothing', () => {
    for (const command of [['db:backup'], ['db:status'], ['users:list'], ['db:migrate']]) {
      const answer = cli(command, {}, folder);
      expect(answer.status, command.join(' ')).toBe(1);
      expect(answer.stderr).toContain(`No database at ${path.join(folder, 'data', 'app.db')}`);
      expect(answer.stderr).toContain('--env-file');
    }
    expect(fs.readdirSync(folder)).toEqual([]);
  });

  it('name the PostgreSQL host they could not reach', async () => {
    const port = await freePort();
    const answer = cli(['db:backup'], { DATABASE_URL: `postgres://ecs@127.0.0.1:${port}/site` });
    expect(answer.status).toBe(1);
    expect(answer.stderr).toContain(`Could not reach PostgreSQL at 127.0.0.1:${port}/site`);
  });

  it('refuse a settings file that is not there', () => {
    const missing = path.join(folder, 'site.env');
    const answer = cli(['db:status', '--env-file', missing], {}, folder);
    // Node 20 reads --env-file itself wherever it stands, and stops with 9 naming the file; a
    // Node that leaves it to the command gets the command's own usage error.
    expect([9, 64]).toContain(answer.status);
    expect(answer.stderr).toContain(missing);
  });
});

describe.each(backends)('operator traps on %s', (backend) => {
  const app = useServer(backend, { env: { DATABSE_URL: 'postgres://typo@db/site' } });
  let folder: string;
  let settings: Record<string, string>;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-traps-'));
    settings = { DATA_DIR: app.server.dataDir, DATABASE_URL: app.server.databaseUrl ?? '' };
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('warns at start about a misspelled setting, naming the one meant', () => {
    const warning = app.server
      .output()
      .split('\n')
      .find((line) => line.includes('DATABSE_URL'));
    expect(warning).toBeDefined();
    expect(JSON.parse(warning!)).toMatchObject({
      level: 40,
      check: 'configuration',
      msg: 'DATABSE_URL is not a setting of the site: did you mean DATABASE_URL?',
    });
  });

  it('backs up the configured database with --env-file, from anywhere', () => {
    const envFile = path.join(folder, 'site.env');
    fs.writeFileSync(
      envFile,
      Object.entries(settings)
        .map(([name, value]) => `${name}=${value}`)
        .join('\n'),
    );
    const file = path.join(folder, backend === 'postgres' ? 'site.dump' : 'site.db');
    const answer = cli(['db:backup', file, `--env-file=${envFile}`], {}, folder);
    expect(answer.status, answer.stderr).toBe(0);
    expect(answer.stdout).toContain(`Backup written to ${file}`);
    expect(fs.statSync(file).size).toBeGreaterThan(10_000);
    expect(fs.existsSync(path.join(folder, 'data'))).toBe(false);
  });

  it(
    'refuses to restore while an instance runs, and restores when forced, keeping a backup, the owner and the mode',
    async () => {
      const token = await login(app.server, ADMIN.email, ADMIN.password);
      const kept = `Kept by the backup ${unique()}`;
      await createBlog(app.server, token, { title: kept });
      const file = path.join(folder, backend === 'postgres' ? 'forced.dump' : 'forced.db');
      expect(cli(['db:backup', file], settings).status).toBe(0);
      const replaced = `Replaced by the restore ${unique()}`;
      await createBlog(app.server, token, { title: replaced });

      const refused = cli(['db:restore', file], settings);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('is in use');
      // It says who: the instance's process on SQLite, its named connections on PostgreSQL.
      expect(refused.stderr).toMatch(
        backend === 'postgres' ? /of ecs-site from/ : /build\/server\.js/,
      );
      expect(refused.stderr).toContain('--force');
      const titles = async () =>
        ((await api(app.server, 'GET', '/api/blogs?limit=50')).body.blogs ?? []).map(
          (blog: { title: string }) => blog.title,
        );
      expect(await titles()).toContain(replaced);

      const database = path.join(app.server.dataDir, 'app.db');
      if (backend === 'sqlite') {
        // The service's own user and mode, as a package or an operator set them.
        fs.chmodSync(database, 0o640);
        if (process.getuid?.() === 0) fs.chownSync(database, 4321, 4321);
      }
      const backups = path.join(app.server.dataDir, 'backups');
      const before = fs.existsSync(backups) ? fs.readdirSync(backups) : [];
      // Stopped first: a forced restore is for a site whose instances are restarted at once after.
      expect(await app.server.stop()).toBe(0);
      const forced = cli(['db:restore', file, '--force'], settings);
      expect(forced.status, forced.stderr).toBe(0);
      const made = fs.readdirSync(backups).filter((name) => !before.includes(name));
      expect(made).toEqual([expect.stringMatching(/^before-restore-.+\.(db|dump)$/)]);
      if (backend === 'sqlite') {
        const stat = fs.statSync(database);
        expect(stat.mode & 0o777).toBe(0o640);
        if (process.getuid?.() === 0) expect([stat.uid, stat.gid]).toEqual([4321, 4321]);
        // The backup taken first holds what was replaced.
        const copy = new SQLite(path.join(backups, made[0]!), { readonly: true });
        const rows = copy.prepare('select title from blogs where title = ?').all(replaced);
        copy.close();
        expect(rows).toHaveLength(1);
        fs.chmodSync(database, 0o600);
        if (process.getuid?.() === 0) fs.chownSync(database, 0, 0);
      }
      await app.server.restart();
      const restored = await titles();
      expect(restored).toContain(kept);
      expect(restored).not.toContain(replaced);
    },
    scaled(120_000),
  );

  it(
    'doctor finds a stopped Redis, a wrong SMTP host, a misspelled setting and a pending migration',
    async () => {
      const [redisPort, smtpPort] = await Promise.all([freePort(), freePort()]);
      // A copy of the site one migration behind, where the doctor looks.
      const dataDir = fs.mkdtempSync(path.join(folder, 'behind-'));
      let databaseUrl = '';
      let drop = async () => {};
      if (backend === 'postgres') {
        const database = await createTestDatabase();
        databaseUrl = database.url;
        drop = database.drop;
      }
      try {
        if (backend === 'sqlite') {
          expect(cli(['db:backup', path.join(dataDir, 'app.db')], settings).status).toBe(0);
        } else {
          // A PostgreSQL database that exists is the site's to migrate (an empty one, here).
          const migrated = cli(['db:migrate'], { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
          expect(migrated.status, migrated.stderr).toBe(0);
        }
        const stepBack =
          'delete from kysely_migration where name = (select max(name) from kysely_migration)';
        if (backend === 'sqlite') {
          const copy = new SQLite(path.join(dataDir, 'app.db'));
          copy.prepare(stepBack).run();
          copy.close();
        } else {
          const copy = new pg.Client({ connectionString: databaseUrl });
          await copy.connect();
          await copy.query(stepBack);
          await copy.end();
        }
        fs.chmodSync(dataDir, 0o700);
        const answer = cli(['doctor'], {
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          PUBLIC_URL: 'https://www.example.com',
          NODE_ENV: 'production',
          SMTP_PASSWROD: 'x',
        });
        expect(answer.status, answer.stdout + answer.stderr).toBe(1);
        const lines = answer.stdout.split('\n');
        const problem = (topic: string) =>
          lines.find((line) => line.startsWith('FAIL') && line.includes(` ${topic} `));
        expect(problem('redis')).toContain(`Redis at 127.0.0.1:${redisPort}`);
        expect(problem('smtp')).toContain(`SMTP at smtp://127.0.0.1:${smtpPort}`);
        expect(problem('settings')).toContain('SMTP_PASSWROD is not a setting of the site');
        expect(problem('database')).toMatch(/1 migration pending \(\d{3}-[\w-]+\)/);
        expect(lines.find((line) => line.includes(' build '))).toMatch(/^ok/);
        expect(lines.find((line) => line.includes(' data '))).toMatch(/^ok/);
        expect(lines).toContain('4 problems found.');
      } finally {
        await drop();
      }
    },
    scaled(120_000),
  );
});
