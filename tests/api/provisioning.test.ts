import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { plans } from '~/content/plans';
import { demoBlogs } from '~/content/blogs';
import { services } from '~/content/services';
import { INITIAL_ADMIN_PASSWORD_FILE } from '~/server/auth/users';
import { systemClock } from '~/server/clock';
import { migrateToLatest, openDatabase, type DatabaseHandle, type Db } from '~/server/db/database';
import { once } from '~/server/db/provision';
import { prepareDatabase, type PrepareOptions } from '~/server/provisioning/seed';
import { manualClock } from '~/tests/support/clock';
import { backends, createTestDatabase, type Backend } from '~/tests/support/server';

/** What start-up inserts once in a database's life (server/db/provision.ts). */

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const logger = pino({ level: 'silent' });

/** A new database, and `count` handles on it (separate pools: as separate instances have). */
async function freshDatabase(backend: Backend, count: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-provision-'));
  const database = backend === 'postgres' ? await createTestDatabase() : undefined;
  const handles: DatabaseHandle[] = Array.from({ length: count }, () =>
    openDatabase({ dataDir, databaseUrl: database?.url }),
  );
  cleanups.push(async () => {
    for (const handle of handles) await handle.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir, handles };
}

const count = async (db: Db, table: 'users' | 'services' | 'plans' | 'blogs') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function contents(db: Db) {
  return {
    users: await count(db, 'users'),
    services: await count(db, 'services'),
    plans: await count(db, 'plans'),
    blogs: await count(db, 'blogs'),
  };
}

const everythingOnce = {
  users: 1,
  services: services.length,
  plans: plans.length,
  blogs: demoBlogs.length,
};

describe.each(backends)('provisioning on %s', (backend) => {
  it('inserts the first admin, the catalogue and the demo content once, however often it runs', async () => {
    const { dataDir, handles } = await freshDatabase(backend, 1);
    const db = handles[0]!.db;
    const startedAt = '2026-04-01T06:00:00.000Z';
    const options: PrepareOptions = {
      admin: undefined,
      seedDemo: true,
      dataDir,
      logger,
      clock: manualClock(startedAt),
    };
    await prepareDatabase(db, options);
    expect(await contents(db)).toEqual(everythingOnce);
    // What start-up inserts carries the time on its clock.
    const stamps = [
      ...(await db.selectFrom('users').select('created_at').execute()),
      ...(await db.selectFrom('services').select('created_at').execute()),
      ...(await db.selectFrom('plans').select('created_at').execute()),
    ].map((row) => row.created_at);
    const keys = await db
      .selectFrom('app_settings')
      .select('value')
      .where('key', 'in', ['admin_created', 'services_seeded', 'plans_seeded', 'demo_blogs_seeded'])
      .execute();
    expect(new Set([...stamps, ...keys.map((row) => row.value)])).toEqual(new Set([startedAt]));
    expect(keys).toHaveLength(4);
    const passwordFile = path.join(dataDir, INITIAL_ADMIN_PASSWORD_FILE);
    expect(fs.readFileSync(passwordFile, 'utf8')).toMatch(/^email: +admin@/);
    fs.rmSync(passwordFile);

    // What staff delete stays deleted: nothing comes back on the next start.
    await db.deleteFrom('plans').where('id', '=', plans[0]!.id).execute();
    await db.deleteFrom('users').execute();
    await prepareDatabase(db, options);
    await prepareDatabase(db, options);
    expect(await contents(db)).toEqual({ ...everythingOnce, users: 0, plans: plans.length - 1 });
    expect(fs.existsSync(passwordFile)).toBe(false);

    // A configured admin is another first admin: created once, with its password.
    const admin = { email: 'owner@ecs.test', password: 'owner-password-1', firstName: 'Olu' };
    await prepareDatabase(db, { ...options, admin });
    await db.updateTable('users').set({ first_name: 'Renamed' }).execute();
    await prepareDatabase(db, { ...options, admin });
    const users = await db
      .selectFrom('users')
      .select(['email', 'first_name', 'is_admin'])
      .execute();
    expect(users.map((user) => ({ ...user, is_admin: Boolean(user.is_admin) }))).toEqual([
      { email: 'owner@ecs.test', first_name: 'Renamed', is_admin: true },
    ]);
  });

  it('inserts everything once when several instances start together', async () => {
    const { dataDir, handles } = await freshDatabase(backend, backend === 'postgres' ? 4 : 1);
    const admin = { email: 'owner@ecs.test', password: 'owner-password-1', firstName: 'Olu' };
    // No start-up lock here: the keys alone keep the instances from inserting twice.
    await Promise.all(
      [...handles, ...handles].map((handle) =>
        prepareDatabase(handle.db, { admin, seedDemo: true, dataDir, logger, clock: systemClock }),
      ),
    );
    expect(await contents(handles[0]!.db)).toEqual(everythingOnce);
  });

  it('keeps no key when the work fails, so the next start does it', async () => {
    const { handles } = await freshDatabase(backend, 1);
    const db = handles[0]!.db;
    await migrateToLatest(db);
    const failing = once(db, 'test_step', new Date(), async (trx) => {
      await trx.insertInto('app_settings').values({ key: 'test_inserted', value: 'x' }).execute();
      throw new Error('failed half-way');
    });
    await expect(failing).rejects.toThrow('failed half-way');
    const keys = async () =>
      (await db.selectFrom('app_settings').select('key').where('key', 'like', 'test_%').execute())
        .map((row) => row.key)
        .sort();
    expect(await keys()).toEqual([]);
    expect(await once(db, 'test_step', new Date(), async () => 'ran')).toBe('ran');
    expect(await once(db, 'test_step', new Date(), async () => 'ran')).toBeUndefined();
    expect(await keys()).toEqual(['test_step']);
  });
});
