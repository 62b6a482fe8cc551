// `npm run build`: a self-contained, versioned build in build/, made beside it and swapped in,
// so a server running from build/ never finds its folder half written. `npm start` calls it
// only when the sources changed since the build in place (scripts/start.mjs).
//
// build/BUILD_INFO.json names the release (package.json's version, the commit) and the
// fingerprint of the sources it was made from. The hashed files of the build it replaces are
// kept in the new one, so pages an instance of the previous build still serves keep their
// JavaScript and CSS during a rolling deploy, and an instance still running from build/ finds the
// server chunks it has not loaded yet (docs/operations.md#upgrades).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const lockFile = path.join(root, '.build.lock');

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

export function readBuildInfo(dir = buildDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'BUILD_INFO.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

function commit() {
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
 * Copies the hashed files of the build in place into the new one, where it lacks them: the
 * browser's assets, which pages an instance of the previous build still serves ask for, and the
 * server's chunks, which an instance still running the previous build loads on first use (a page
 * section it has not rendered yet). Hashes name contents, so no file of the new build is replaced.
 */
export function keepPreviousChunks(previousBuild, nextBuild) {
  for (const folder of ['client/assets', 'server/assets']) {
    const previous = path.join(previousBuild, folder);
    const target = path.join(nextBuild, folder);
    if (!fs.existsSync(previous)) continue;
    fs.mkdirSync(target, { recursive: true });
    for (const name of fs.readdirSync(previous)) {
      const into = path.join(target, name);
      if (!fs.existsSync(into)) fs.copyFileSync(path.join(previous, name), into);
    }
  }
}

/** Takes the build lock (several instances may start at once), waiting up to five minutes. */
async function withBuildLock(work) {
  const deadline = Date.now() + 5 * 60 * 1000;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      let alive = false;
      try {
        alive = holder > 0 && process.kill(holder, 0);
      } catch {
        alive = false;
      }
      if (!alive) fs.rmSync(lockFile, { force: true });
      else if (Date.now() > deadline)
        throw new Error(`another build (pid ${holder}) holds ${lockFile}`);
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/** Builds into a folder beside build/ and swaps it in. With `onlyIfStale`, only when needed. */
export async function buildApp({ onlyIfStale = false } = {}) {
  return withBuildLock(async () => {
    // Under the lock no other build runs: folders left by one that was killed go.
    for (const name of fs.readdirSync(root))
      if (/^build-(next|old)-\d+$/.test(name))
        fs.rmSync(path.join(root, name), { recursive: true, force: true });
    const sources = sourceFingerprint();
    if (onlyIfStale && readBuildInfo()?.sources === sources) return false;
    const next = path.join(root, `build-next-${process.pid}`);
    fs.rmSync(next, { recursive: true, force: true });
    try {
      run('npx', ['react-router', 'build'], { BUILD_DIR: next });
      run(process.execPath, [path.join(root, 'scripts', 'build-server.mjs')], { BUILD_DIR: next });
      keepPreviousChunks(buildDir, next);
      const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
      fs.writeFileSync(
        path.join(next, 'BUILD_INFO.json'),
        `${JSON.stringify({ version, commit: commit(), sources, builtAt: new Date().toISOString() }, null, 2)}\n`,
      );
      // The swap: the old build moves aside in one rename and the new one takes its name in the
      // next, so build/ is never a half-written folder.
      const old = path.join(root, `build-old-${process.pid}`);
      if (fs.existsSync(buildDir)) fs.renameSync(buildDir, old);
      fs.renameSync(next, buildDir);
      fs.rmSync(old, { recursive: true, force: true });
      return true;
    } finally {
      fs.rmSync(next, { recursive: true, force: true });
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildApp();
}
