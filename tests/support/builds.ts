// Copies of the build in place, changed to stand for other builds without building again: their
// hashed files renamed (a build of changed sources), their commit stamped anew (another release).
import fs from 'node:fs';
import path from 'node:path';

/**
 * Renames every hashed file of `folder` (`client/assets`, `server/assets`) with `prefix`, as a
 * build from changed sources names them, and rewrites every reference to them in the copy: the
 * server build with its manifest, and the chunks, which import one another. Returns how many.
 */
export function rehashFiles(build: string, folder: string, prefix: string): number {
  const assets = path.join(build, folder);
  const renames = fs.readdirSync(assets).map((name) => [name, `${prefix}${name}`] as const);
  // The server build and its chunks name both kinds (a stylesheet's URL is in a route's chunk);
  // the browser's files name only one another.
  const texts = [
    path.join(build, 'server', 'index.js'),
    ...['server/assets', ...(folder === 'client/assets' ? [folder] : [])].flatMap((dir) =>
      fs
        .readdirSync(path.join(build, dir))
        .filter((name) => /\.(js|css)$/.test(name))
        .map((name) => path.join(build, dir, name)),
    ),
  ];
  for (const file of texts) {
    let text = fs.readFileSync(file, 'utf8');
    for (const [from, to] of renames) text = text.replaceAll(`/${from}`, `/${to}`);
    fs.writeFileSync(file, text);
  }
  for (const [from, to] of renames) fs.renameSync(path.join(assets, from), path.join(assets, to));
  return renames.length;
}

/**
 * Stamps another commit into a copy of the build, where `npm run build` stamped its own: the
 * bundles that report it (/readyz, the logs, the operator commands). Returns how many bundles.
 */
export function restampCommit(build: string, commit: string): number {
  const { commit: stamped } = JSON.parse(
    fs.readFileSync(path.join(build, 'BUILD_INFO.json'), 'utf8'),
  ) as { commit: string };
  let changed = 0;
  for (const name of fs.readdirSync(build).filter((file) => file.endsWith('.js'))) {
    const file = path.join(build, name);
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(JSON.stringify(stamped))) continue;
    fs.writeFileSync(file, text.replaceAll(JSON.stringify(stamped), JSON.stringify(commit)));
    changed += 1;
  }
  return changed;
}
