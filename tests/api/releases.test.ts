// Releases and rollback (scripts/releases.mjs, scripts/rollback.mjs): releases made from copies of
// the build in place, each stamped with a commit of its own, in a checkout of their own under
// reports/ (where the servers find node_modules) holding the two scripts as shipped.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { rehashFiles, restampCommit } from '~/tests/support/builds';
import { backends, serverEntry, startServer, type TestServer } from '~/tests/support/server';
import { limits, scaled } from '~/tests/support/timeouts';

const root = path.resolve(import.meta.dirname, '../..');
const builtRelease = fs.realpathSync(path.dirname(serverEntry));

interface ReleaseInfo {
  version: string;
  commit: string;
  sources: string;
  builtAt: string;
}
interface Release {
  name: string;
  dir: string;
  info: ReleaseInfo;
}
const releases = (await import(pathToFileURL(path.join(root, 'scripts', 'releases.mjs')).href)) as {
  publishRelease(releasesDir: string, builtDir: string, info: ReleaseInfo): string;
  listReleases(releasesDir: string): Release[];
  currentRelease(releasesDir: string): string | undefined;
  copyProductionDependencies(checkout: string, release: string): number;
  linkBuildFolder(buildDir: string, releasesDir: string): void;
};

const scratches: string[] = [];
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.dispose()));
  for (const dir of scratches.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A checkout of its own: the release scripts, and releases/ for them to manage. */
function checkout() {
  const dir = path.join(root, 'reports', `releases-${process.pid}-${scratches.length}`);
  scratches.push(dir);
  fs.mkdirSync(path.join(dir, 'scripts'), { recursive: true });
  for (const script of ['releases.mjs', 'rollback.mjs'])
    fs.copyFileSync(path.join(root, 'scripts', script), path.join(dir, 'scripts', script));
  return { dir, releasesDir: path.join(dir, 'releases') };
}

const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
};
let builds = 0;

/**
 * What `npm run build` does once its bundles are made, with a copy of the build in place stamped
 * with `commit`; `prefix` renames its browser assets, as changed sources would.
 */
function release(releasesDir: string, commit: string, prefix?: string): string {
  builds += 1;
  const staged = path.join(path.dirname(releasesDir), `staged-${builds}`);
  fs.cpSync(builtRelease, staged, { recursive: true });
  expect(restampCommit(staged, commit)).toBeGreaterThanOrEqual(2);
  if (prefix) expect(rehashFiles(staged, 'client/assets', prefix)).toBeGreaterThan(3);
  return releases.publishRelease(releasesDir, staged, {
    version,
    commit,
    sources: `sources-${commit}`,
    builtAt: new Date(Date.UTC(2026, 0, 1, 0, builds)).toISOString(),
  });
}

const start = (releasesDir: string, options: Parameters<typeof startServer>[0] = {}) =>
  startServer({ entry: path.join(releasesDir, 'current', 'server.js'), ...options }).then(
    (server) => {
      servers.push(server);
      return server;
    },
  );

async function readiness(server: TestServer) {
  const response = await fetch(`${server.url}/readyz`);
  return (await response.json()) as { version: string; build: string };
}

/** The hashed scripts and styles a page asks for. */
async function pageAssets(server: TestServer): Promise<string[]> {
  const html = await (await fetch(`${server.url}/`)).text();
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
}

/** `npm run rollback` in that checkout, with a server's database settings. */
function rollback(dir: string, server: TestServer, ...args: string[]) {
  return spawnSync(process.execPath, [path.join(dir, 'scripts', 'rollback.mjs'), ...args], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: server.dataDir,
      ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
    },
  });
}

describe('releases', () => {
  it(
    'keeps the last three, and a rollback returns the site to the previous one while the assets of both answer',
    async () => {
      const { dir, releasesDir } = checkout();
      const names = [
        release(releasesDir, 'c0ffee000001'),
        release(releasesDir, 'c0ffee000002'),
        release(releasesDir, 'c0ffee000003'),
        release(releasesDir, 'c0ffee000004', 'next-'),
      ];
      expect(names).toEqual(names.map((_, i) => `${version}-c0ffee00000${i + 1}`));
      expect(releases.listReleases(releasesDir).map((r) => r.name)).toEqual(names.slice(1));
      expect(releases.currentRelease(releasesDir)).toBe(names[3]);

      // An instance of the newest release, and the pages it serves.
      const newest = await start(releasesDir);
      expect(await readiness(newest)).toMatchObject({ version, build: 'c0ffee000004' });
      const newestAssets = await pageAssets(newest);
      expect(newestAssets.filter((asset) => asset.includes('/next-')).length).toBeGreaterThan(1);

      const result = rollback(dir, newest);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(`Release ${version} (c0ffee000003) knows every migration`);
      expect(result.stdout).toContain(`releases/current is now ${names[2]} (was ${names[3]})`);
      expect(releases.currentRelease(releasesDir)).toBe(names[2]);

      // The instance restarted first runs the previous release; the other still runs the newest.
      const previous = await start(releasesDir);
      expect(await readiness(previous)).toMatchObject({ version, build: 'c0ffee000003' });
      expect(await readiness(newest)).toMatchObject({ build: 'c0ffee000004' });
      const previousAssets = await pageAssets(previous);
      expect(previousAssets.some((asset) => asset.includes('/next-'))).toBe(false);
      // A page from either instance finds its scripts and styles on the other.
      for (const [server, assets] of [
        [previous, newestAssets],
        [newest, previousAssets],
      ] as const)
        for (const asset of assets) {
          const response = await fetch(`${server.url}${asset}`);
          expect(`${asset}: ${response.status}`).toBe(`${asset}: 200`);
          await response.arrayBuffer();
        }
      // The rollback removed nothing: the newest release can be returned to.
      expect(releases.listReleases(releasesDir).map((r) => r.name)).toEqual(names.slice(1));
    },
    limits.integrationHook,
  );

  it(
    'takes a rebuild of one commit as a release of its own, and refuses a rollback past the oldest',
    async () => {
      const { dir, releasesDir } = checkout();
      const first = release(releasesDir, 'c0ffee000010');
      const second = release(releasesDir, 'c0ffee000010');
      expect([first, second]).toEqual([`${version}-c0ffee000010`, `${version}-c0ffee000010-2`]);
      const server = await start(releasesDir);
      expect(rollback(dir, server).status).toBe(0);
      expect(releases.currentRelease(releasesDir)).toBe(first);
      const refused = rollback(dir, server);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toBe(`No release before ${first} (kept: ${first}, ${second}).\n`);
      // By name, forward again.
      expect(rollback(dir, server, second).status).toBe(0);
      expect(releases.currentRelease(releasesDir)).toBe(second);
    },
    limits.integrationHook,
  );

  it(
    'with its production dependencies, runs outside any checkout',
    async () => {
      const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-release-'));
      scratches.push(outside);
      const releasesDir = path.join(outside, 'releases');
      const staged = path.join(outside, 'staged');
      fs.cpSync(builtRelease, staged, { recursive: true });
      expect(releases.copyProductionDependencies(root, staged)).toBeGreaterThan(100);
      releases.publishRelease(releasesDir, staged, {
        version,
        commit: 'c0ffee000020',
        sources: 'sources',
        builtAt: new Date().toISOString(),
      });
      const modules = path.join(releasesDir, 'current', 'node_modules');
      expect(fs.existsSync(path.join(modules, 'express', 'package.json'))).toBe(true);
      // Development tools stay in the checkout.
      for (const tool of ['vitest', 'eslint', '@playwright/test'])
        expect(fs.existsSync(path.join(modules, tool)), tool).toBe(false);
      const server = await start(releasesDir);
      expect((await fetch(`${server.url}/pricing`)).status).toBe(200);
    },
    // It copies some 250 MB of packages.
    scaled(180_000),
  );

  it('takes a build/ folder an earlier build left as a release, current until the next', () => {
    const { dir, releasesDir } = checkout();
    const buildDir = path.join(dir, 'build');
    fs.cpSync(builtRelease, buildDir, { recursive: true });
    fs.writeFileSync(
      path.join(buildDir, 'BUILD_INFO.json'),
      JSON.stringify({ version: '1.5.0', commit: 'c0ffee000040', builtAt: '2025-12-01T00:00:00Z' }),
    );
    fs.writeFileSync(path.join(buildDir, 'client', 'assets', 'earlier-build.js'), '');
    releases.linkBuildFolder(buildDir, releasesDir);
    expect(fs.readlinkSync(buildDir)).toBe(path.join('releases', 'current'));
    expect(releases.currentRelease(releasesDir)).toBe('1.5.0-c0ffee000040');
    expect(fs.existsSync(path.join(buildDir, 'client', 'assets', 'earlier-build.js'))).toBe(true);
    // The next release carries its hashed files, and it can be rolled back to.
    const next = release(releasesDir, 'c0ffee000041');
    expect(fs.readlinkSync(path.join(releasesDir, 'current'))).toBe(next);
    expect(fs.existsSync(path.join(buildDir, 'client', 'assets', 'earlier-build.js'))).toBe(true);
    expect(releases.listReleases(releasesDir).map((r) => r.name)).toEqual([
      '1.5.0-c0ffee000040',
      next,
    ]);
  });
});

describe.each(backends)('a rollback, on %s', (backend) => {
  /** Records a migration no release here knows, as a newer release's start would have. */
  async function applyNewerMigration(server: TestServer) {
    const row = ['020-from-a-newer-release', new Date().toISOString()];
    if (server.databaseUrl) {
      const client = new pg.Client({ connectionString: server.databaseUrl });
      await client.connect();
      await client.query('insert into kysely_migration (name, timestamp) values ($1, $2)', row);
      await client.end();
    } else {
      const db = new SQLite(path.join(server.dataDir, 'app.db'));
      db.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run(...row);
      db.close();
    }
  }

  it('is refused when the previous release lacks a migration the database has', async () => {
    const { dir, releasesDir } = checkout();
    const previous = release(releasesDir, 'c0ffee000031');
    const current = release(releasesDir, 'c0ffee000032');
    const server = await start(releasesDir, { backend });
    await applyNewerMigration(server);

    const refused = rollback(dir, server);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `The database has migrations release ${version} (c0ffee000031) does not know: 020-from-a-newer-release.`,
    );
    expect(refused.stderr).toContain(`Refused: ${previous} would not start on this database.`);
    expect(releases.currentRelease(releasesDir)).toBe(current);

    // Without the check, when the operator says so.
    expect(rollback(dir, server, '--force').status).toBe(0);
    expect(releases.currentRelease(releasesDir)).toBe(previous);
  });
});
