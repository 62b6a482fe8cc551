import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createBlog, login, unique } from '~/tests/support/api';
import { runCli } from '~/tests/support/cli';
import { ADMIN, backends } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

/**
 * The restore drill of docs/operations.md#backups, as an operator runs it: back up while the site
 * runs, keep working, stop, restore, start; the site is as it was at the backup.
 */
describe.each(backends)('backup and restore drill on %s', (backend) => {
  const app = useServer(backend);
  let folder: string;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-drill-'));
  });
  afterAll(() => {
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const titles = async () => {
    const answer = await api(app.server, 'GET', '/api/blogs?limit=50');
    return (answer.body.blogs ?? []).map((blog) => blog.title);
  };

  it('brings the database back to the moment of the backup', async () => {
    const token = await login(app.server, ADMIN.email, ADMIN.password);
    const before = `Before the backup ${unique()}`;
    await createBlog(app.server, token, { title: before });

    const file = path.join(folder, backend === 'postgres' ? 'site.dump' : 'site.db');
    const backup = runCli(app.server, ['db:backup', file]);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${file}`);
    expect(backup.stdout).toMatch(/personal data and the token-signing secret/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const after = `After the backup ${unique()}`;
    await createBlog(app.server, token, { title: after });
    expect(await titles()).toEqual(expect.arrayContaining([before, after]));

    expect(await app.server.stop()).toBe(0);
    const restore = runCli(app.server, ['db:restore', file]);
    expect(restore.status, restore.stderr).toBe(0);
    await app.server.restart();

    const restored = await titles();
    expect(restored).toContain(before);
    expect(restored).not.toContain(after);
    // Accounts, and the secret that signs their sessions, came back with it.
    expect((await api(app.server, 'GET', '/api/users/me', { token })).status).toBe(200);
    const status = runCli(app.server, ['db:status']);
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/^applied {2}001-/m);
    expect(status.stdout).toContain('Up to date.');
  });

  it('refuses a missing or damaged backup without touching the database', async () => {
    const missing = runCli(app.server, ['db:restore', path.join(folder, 'nothing-here')]);
    expect(missing.status).toBe(64);
    expect(missing.stderr).toMatch(/No backup at/);
    if (backend === 'sqlite') {
      const damaged = path.join(folder, 'damaged.db');
      fs.writeFileSync(damaged, 'not a database at all');
      await app.server.stop();
      const answer = runCli(app.server, ['db:restore', damaged]);
      expect(answer.status).not.toBe(0);
      await app.server.restart();
      expect((await api(app.server, 'GET', '/api/blogs')).status).toBe(200);
    }
  });

  it('creates and lists staff accounts from the command line', async () => {
    const email = `ops-${unique()}@staff.ecs`;
    const created = runCli(app.server, ['users:create', email, 'Olive']);
    expect(created.status, created.stderr).toBe(0);
    const password = /password: (\S{20})/.exec(created.stdout)?.[1];
    expect(password).toBeTruthy();
    expect(
      (await api(app.server, 'POST', '/api/users/login', { body: { email, password } })).status,
    ).toBe(200);
    // The flag may stand anywhere among the arguments.
    const adminEmail = `ops-admin-${unique()}@staff.ecs`;
    const admin = runCli(app.server, ['users:create', '--admin', adminEmail, 'Ada']);
    expect(admin.status, admin.stderr).toBe(0);
    expect(admin.stdout).toContain(`Created admin account ${adminEmail}`);
    const listed = runCli(app.server, ['users:list']);
    expect(listed.stdout).toMatch(new RegExp(`^${email}\\tOlive\\tstaff\\tactive`, 'm'));
    expect(listed.stdout).toMatch(new RegExp(`^${adminEmail}\\tAda\\tadmin\\tactive`, 'm'));
    expect(runCli(app.server, ['users:create', email]).status).toBe(64);
  });
});
