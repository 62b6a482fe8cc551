// `npm run rollback [-- <release>] [--env-file <file>…] [--force]`: makes the release before the
// current one (or the one named) current again, for the instances to be restarted onto one at a
// time (docs/operations.md#releases-and-rollback). Nothing running is touched.
//
// A release refuses to start on a database that has a migration it does not know, so the release
// rolled back to is asked first (`node releases/<release>/cli.js db:check`, with the site's
// settings: the `--env-file` options go to it); `--force` skips the question. The current
// release's hashed files are copied into it, so pages the instances still running the current one
// serve keep their JavaScript and CSS while they are restarted.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  currentRelease,
  keepPreviousChunks,
  rollbackTarget,
  switchCurrent,
  withReleasesLock,
} from './releases.mjs';

const releasesDir = path.resolve(import.meta.dirname, '..', 'releases');
const USAGE = 'Usage: npm run rollback -- [<release>] [--env-file <file>]… [--force]';

/** Exit codes as the operator commands use them: 64 a usage error, 1 a refusal. */
function fail(message, code = 1) {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

let parsed;
try {
  parsed = parseArgs({
    options: { 'env-file': { type: 'string', multiple: true }, force: { type: 'boolean' } },
    allowPositionals: true,
  });
} catch (error) {
  fail(`${error.message.split(/\.\s/, 1)[0]}.\n${USAGE}`, 64);
}
const { values, positionals } = parsed;
if (positionals.length > 1) fail(`Unexpected argument '${positionals[1]}'.\n${USAGE}`, 64);

/** Switches `current` to the target; throws with the reason it refuses. */
function rollback() {
  const from = currentRelease(releasesDir);
  const target = rollbackTarget(releasesDir, positionals[0]);
  if (!values.force) {
    const envFiles = (values['env-file'] ?? []).flatMap((file) => ['--env-file', file]);
    const check = spawnSync(
      process.execPath,
      [path.join(target.dir, 'cli.js'), 'db:check', ...envFiles],
      { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' },
    );
    if (check.stderr.startsWith('Unknown command: db:check'))
      throw new Error(
        `Refused: ${target.name} cannot check the database's migrations (a build from before ` +
          '`db:check`). Compare `npm run db:status` with its CHANGELOG, then run again with --force.',
      );
    process.stderr.write(check.stderr);
    if (check.status !== 0)
      throw new Error(
        `Refused: ${target.name} would not start on this database. Roll forward with a fix, or ` +
          'restore the backup taken before the upgrade (docs/operations.md#releases-and-rollback).',
      );
  }
  if (from) keepPreviousChunks(path.join(releasesDir, from), target.dir);
  switchCurrent(releasesDir, target.name);
  return `releases/current is now ${target.name} (was ${from ?? 'none'}). Restart the instances one at a time to run it (docs/operations.md#rolling-restart).`;
}

try {
  process.stdout.write(`${await withReleasesLock(releasesDir, async () => rollback())}\n`);
} catch (error) {
  fail(error.message);
}
