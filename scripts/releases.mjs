// The release folders, shared by `npm run build` (scripts/build.mjs) and `npm run rollback`
// (scripts/rollback.mjs). Each build is a folder of releases/ named <version>-<commit>;
// releases/current is a link to the one instances start from, and build/ a link to
// releases/current, so `node build/server.js` runs it. Node resolves the links when it loads the
// server, so a running instance keeps its own release folder: switching `current` (a build, a
// rollback) changes what the next start runs and nothing under a running one. The last three
// releases are kept (docs/operations.md#releases-and-rollback).
//
// Only node: modules here: the rollback must run where no dependency is installed.
import fs from 'node:fs';
import path from 'node:path';

/** How many releases are kept: the current one and the two before it. */
export const KEPT_RELEASES = 3;
export const CURRENT = 'current';

export function readBuildInfo(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'BUILD_INFO.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/** The release a build's BUILD_INFO.json names: `<version>-<commit>`. */
export const releaseBaseName = (info) => `${info.version}-${info.commit}`;

/** The release folders (those with a BUILD_INFO.json), oldest build first. */
export function listReleases(releasesDir) {
  if (!fs.existsSync(releasesDir)) return [];
  const releases = [];
  for (const entry of fs.readdirSync(releasesDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dir = path.join(releasesDir, entry.name);
    const info = readBuildInfo(dir);
    if (info)
      releases.push({ name: entry.name, dir, info, builtAt: Date.parse(info.builtAt) || 0 });
  }
  return releases.sort((a, b) => a.builtAt - b.builtAt || a.name.localeCompare(b.name));
}

/** The name of the release `current` links to, if any. */
export function currentRelease(releasesDir) {
  try {
    return path.basename(fs.readlinkSync(path.join(releasesDir, CURRENT)));
  } catch {
    return undefined;
  }
}

/**
 * Points `current` at a release in one step: a new link beside it renamed over it, so a start at
 * any moment finds either the old release or the new one.
 */
export function switchCurrent(releasesDir, name) {
  const link = path.join(releasesDir, `.${CURRENT}-${process.pid}`);
  fs.rmSync(link, { force: true });
  fs.symlinkSync(name, link);
  fs.renameSync(link, path.join(releasesDir, CURRENT));
}

/**
 * Copies the hashed files of one release into another where it lacks them: the browser's assets,
 * which pages an instance of the other release still serves ask for, and the server's chunks.
 * Hashes name contents, so no file of the receiving release is replaced.
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

/** `base`, or `base-2`, `base-3`… when a release of that name exists (a rebuild of one commit). */
function freeName(releasesDir, base) {
  if (!fs.existsSync(path.join(releasesDir, base))) return base;
  for (let n = 2; ; n++)
    if (!fs.existsSync(path.join(releasesDir, `${base}-${n}`))) return `${base}-${n}`;
}

/** Removes all but the newest KEPT_RELEASES releases; never the current one. */
export function pruneReleases(releasesDir) {
  const current = currentRelease(releasesDir);
  const older = listReleases(releasesDir).filter((release) => release.name !== current);
  const removed = older.slice(0, Math.max(0, older.length - (KEPT_RELEASES - 1)));
  for (const release of removed) fs.rmSync(release.dir, { recursive: true, force: true });
  return removed.map((release) => release.name);
}

/**
 * Makes a finished build a release: the current release's hashed files carried over, its
 * BUILD_INFO.json written, moved into releases/ under its name, `current` switched to it, and
 * releases past the last three removed. Returns the release's name.
 */
export function publishRelease(releasesDir, builtDir, info) {
  fs.mkdirSync(releasesDir, { recursive: true });
  const current = currentRelease(releasesDir);
  if (current) keepPreviousChunks(path.join(releasesDir, current), builtDir);
  const name = freeName(releasesDir, releaseBaseName(info));
  fs.writeFileSync(
    path.join(builtDir, 'BUILD_INFO.json'),
    `${JSON.stringify({ ...info, release: name }, null, 2)}\n`,
  );
  // The bundles are ES modules: said here too, so a release runs wherever it is copied.
  fs.writeFileSync(path.join(builtDir, 'package.json'), '{ "type": "module" }\n');
  fs.renameSync(builtDir, path.join(releasesDir, name));
  switchCurrent(releasesDir, name);
  pruneReleases(releasesDir);
  return name;
}

/**
 * The release to roll back to: the one named, or the newest built before the current one.
 * Throws with the reason when there is none.
 */
export function rollbackTarget(releasesDir, name) {
  const releases = listReleases(releasesDir);
  const current = currentRelease(releasesDir);
  const kept = releases.map((release) => release.name).join(', ') || 'none';
  if (name) {
    const named = releases.find((release) => release.name === name);
    if (!named) throw new Error(`No release ${name} in ${releasesDir} (kept: ${kept}).`);
    if (named.name === current) throw new Error(`${name} is the current release already.`);
    return named;
  }
  const index = releases.findIndex((release) => release.name === current);
  if (index < 0) throw new Error(`${releasesDir}/${CURRENT} names no release (kept: ${kept}).`);
  if (index === 0) throw new Error(`No release before ${current} (kept: ${kept}).`);
  return releases[index - 1];
}

/** Takes the releases' lock (several instances may build at once), waiting up to five minutes. */
export async function withReleasesLock(releasesDir, work) {
  fs.mkdirSync(releasesDir, { recursive: true });
  const lockFile = path.join(releasesDir, '.lock');
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
        throw new Error(`another build or rollback (pid ${holder}) holds ${lockFile}`);
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/**
 * Copies the production dependencies of package-lock.json from the checkout's node_modules into
 * the release (`npm run build -- --with-dependencies`), with npm's own rule for what `--omit=dev`
 * leaves out: the release then runs on them alone, and the checkout's next `npm ci` (which
 * deletes its node_modules) changes nothing under an instance running it. Each top-level package
 * is copied whole, with the packages nested under it.
 */
export function copyProductionDependencies(checkout, release) {
  const lock = JSON.parse(fs.readFileSync(path.join(checkout, 'package-lock.json'), 'utf8'));
  let copied = 0;
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (!key.startsWith('node_modules/') || key.lastIndexOf('node_modules/') !== 0) continue;
    if (entry.dev) continue;
    const from = path.join(checkout, key);
    // An optional package for another platform, not installed here.
    if (!fs.existsSync(from)) continue;
    fs.cpSync(from, path.join(release, key), { recursive: true, verbatimSymlinks: true });
    copied += 1;
  }
  return copied;
}

/**
 * Makes build/ the link to releases/current. The first build in this layout finds build/ as a
 * folder (the build before it, which may be running): it becomes a release under its own name,
 * and the current one if there is none, so the build that follows carries its hashed files and
 * `npm run rollback` can return to it.
 */
export function linkBuildFolder(buildDir, releasesDir) {
  const target = path.relative(path.dirname(buildDir), path.join(releasesDir, CURRENT));
  let stat;
  try {
    stat = fs.lstatSync(buildDir);
  } catch {
    stat = undefined;
  }
  if (stat?.isSymbolicLink() && fs.readlinkSync(buildDir) === target) return;
  if (stat?.isDirectory()) {
    const info = readBuildInfo(buildDir);
    if (info) {
      const name = freeName(releasesDir, releaseBaseName(info));
      fs.mkdirSync(releasesDir, { recursive: true });
      fs.renameSync(buildDir, path.join(releasesDir, name));
      if (!currentRelease(releasesDir)) switchCurrent(releasesDir, name);
    } else fs.rmSync(buildDir, { recursive: true, force: true });
  } else if (stat) fs.rmSync(buildDir, { force: true });
  const link = `${buildDir}.link-${process.pid}`;
  fs.rmSync(link, { force: true });
  fs.symlinkSync(target, link);
  fs.renameSync(link, buildDir);
}
