// `npm run build`: a self-contained, versioned release in releases/<version>-<commit>/, made in a
// folder beside the others and moved in whole, then made the current one: releases/current links
// to it and build/ to releases/current, so `node build/server.js` starts it. `npm start` calls it
// only when the sources changed since the current release (scripts/start.mjs). `npm run rollback`
// switches back (scripts/rollback.mjs); the folders, the links and what is kept are
// scripts/releases.mjs's.
//
// BUILD_INFO.json names the release (package.json's version, the commit: BUILD_COMMIT when set, as
// the Dockerfile sets it from its build argument, else git's) and the fingerprint of the sources
// it was made from. `--with-dependencies` copies the production dependencies into the release, so
// it runs on them alone (docs/operations.md#releases-and-rollback).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  copyProductionDependencies,
  linkBuildFolder,
  publishRelease,
  readBuildInfo,
  withReleasesLock,
} from './releases.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const releasesDir = path.join(root, 'releases');

/** Everything a build is made from. */
const SOURCES = [
  'app',
  'content',
  'documents',
  'domain',
  'server',
  'public',
  'scripts/build.mjs',
  'scripts/build-server.mjs',
  'scripts/releases.mjs',
  'scripts/vite-shared.ts',
  'package.json',
  'package-lock.json',
  'react-router.config.ts',
  'vite.config.ts',
  'tsconfig.json',
];

/** A digest of the source files (paths and contents); tests beside the code are not sources. */
export function sourceFingerprint() {
  const hash = createHash('sha256');
  const visit = (relative) => {
    const full = path.join(root, relative);
    if (!fs.existsSync(full)) return;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) visit(path.join(relative, name));
    } else if (!/\.test\.tsx?$/.test(relative)) {
      hash.update(relative).update('\0').update(fs.readFileSync(full)).update('\0');
    }
  };
  for (const source of SOURCES) visit(source);
  return hash.digest('hex');
}

/**
 * The commit the release is built from: BUILD_COMMIT when set (an image is built without .git),
 * else git's, else `unknown`. It names the release's folder, so it is letters, digits, `.` and
 * `-` only.
 */
export function releaseCommit() {
  const given = process.env.BUILD_COMMIT?.trim();
  if (given) {
    if (!/^[\w.-]+$/.test(given))
      throw new Error(`BUILD_COMMIT=${given}: letters, digits, . and - only`);
    return given;
  }
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

function run(command, args, env) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * Builds a release and makes it the current one. With `onlyIfStale`, only when the current
 * release was built from other sources; `withDependencies` copies the production dependencies in.
 */
export async function buildApp({ onlyIfStale = false, withDependencies = false } = {}) {
  return withReleasesLock(releasesDir, async () => {
    // Under the lock no other build runs: folders left by one that was killed go.
    for (const name of fs.readdirSync(releasesDir))
      if (/^\.building-\d+$/.test(name))
        fs.rmSync(path.join(releasesDir, name), { recursive: true, force: true });
    const sources = sourceFingerprint();
    if (onlyIfStale && readBuildInfo(buildDir)?.sources === sources) return false;
    const next = path.join(releasesDir, `.building-${process.pid}`);
    try {
      const commit = releaseCommit();
      run('npx', ['react-router', 'build'], { BUILD_DIR: next });
      run(process.execPath, [path.join(root, 'scripts', 'build-server.mjs')], {
        BUILD_DIR: next,
        BUILD_COMMIT: commit,
      });
      if (withDependencies) copyProductionDependencies(root, next);
      const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
      linkBuildFolder(buildDir, releasesDir);
      const name = publishRelease(releasesDir, next, {
        version,
        commit,
        sources,
        builtAt: new Date().toISOString(),
        withDependencies,
      });
      process.stdout.write(`Release ${name} is current (build/ -> releases/current).\n`);
      return true;
    } finally {
      fs.rmSync(next, { recursive: true, force: true });
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'with-dependencies': { type: 'boolean' } } });
  await buildApp({ withDependencies: values['with-dependencies'] ?? false });
}
