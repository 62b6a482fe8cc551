// The operator's commands, bundled into build/cli.js so they run from the production build with
// production dependencies only: `node build/cli.js <command>` (or `npm run <command>`).
// docs/operations.md describes each, with the backup and restore drill.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import SQLite from 'better-sqlite3';
import { Migrator } from 'kysely';
import { generatePassword } from './auth/password';
import { revokeUserSessions } from './auth/sessions';
import { createUser as createAccount, findUserByEmail, updateUser } from './auth/user-store';
import { systemClock } from './clock';
import { loadConfig, type Config } from './config';
import {
  appliedMigrations,
  backupSqlite,
  migrateToLatest,
  migrationProvider,
  openDatabase,
} from './db/database';
import { createFilesPrivately, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files';
import { postgresUsers, sqliteUsers, type DatabaseUsers } from './cli/database-in-use';
import { runDoctor } from './cli/doctor';
import { appVersion } from './version';

const out = (text: string) => process.stdout.write(`${text}\n`);

class UsageError extends Error {}

const timestamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Runs `pg_dump` or `pg_restore` against DATABASE_URL: the URL goes as `--dbname` without its
 * password, which travels in PGPASSWORD so no process listing shows it.
 */
function runPgTool(command: string, args: string[], databaseUrl: string) {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  runTool(command, [...args, '--dbname', url.toString()], env);
}

function runTool(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} failed with exit code ${result.status}`);
}

const sqliteFile = (config: Config) => path.join(config.dataDir, 'app.db');

/** How to give a command the site's settings, for the messages that need it. */
const SETTINGS_HINT =
  "Run the command with the site's settings (DATA_DIR, DATABASE_URL as the server has them), e.g. " +
  '`npm run db:status -- --env-file /etc/ecs-site/site.env` (docs/operations.md#operator-commands).';

/**
 * The site's database must be there: a command never creates one. Without the site's settings it
 * would otherwise make ./data/app.db and answer for an empty site (a backup of nothing, a user
 * created where no instance looks).
 */
async function requireDatabase(config: Config) {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    const where = `${url.hostname}:${url.port || 5432}${url.pathname}`;
    try {
      await postgresUsers(config.databaseUrl);
    } catch (error) {
      throw new Error(
        `Could not reach PostgreSQL at ${where}: ${(error as Error).message}. ${SETTINGS_HINT}`,
      );
    }
    return;
  }
  const file = sqliteFile(config);
  if (!fs.existsSync(file)) throw new Error(`No database at ${file}. ${SETTINGS_HINT}`);
}

/** The site's database, opened for a command: it must exist (`requireDatabase`). */
async function openSiteDatabase(config: Config) {
  await requireDatabase(config);
  return openDatabase({ ...config, applicationName: 'ecs-cli' });
}

/** A consistent copy, safe while the site runs: SQLite's online backup, or pg_dump. */
async function backup(config: Config, target: string | undefined) {
  await requireDatabase(config);
  const postgres = Boolean(config.databaseUrl);
  const file = path.resolve(
    target ??
      path.join(config.dataDir, 'backups', `app-${timestamp()}.${postgres ? 'dump' : 'db'}`),
  );
  // Private from its first byte (createFilesPrivately, at the start); the chmod after is for a
  // file that was there before.
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  if (config.databaseUrl) {
    runPgTool('pg_dump', ['--format=custom', '--no-owner', '--file', file], config.databaseUrl);
  } else {
    await backupSqlite(sqliteFile(config), file);
  }
  fs.chmodSync(file, PRIVATE_FILE_MODE);
  out(`Backup written to ${file}`);
  out('It holds personal data and the token-signing secret: keep it as safe as the database.');
}

/** Asks on the terminal; without one (a script) the answer is yes, since `--force` was given. */
async function confirm(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return true;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await prompt.question(`${question} [y/N] `)).trim());
  } finally {
    prompt.close();
  }
}

/**
 * Refuses to restore under a running site: an instance would keep writing to what is replaced (on
 * SQLite to the old file, deleted, so everything confirmed after the restore vanishes at its next
 * restart). `--force` restores anyway, after a question on a terminal.
 */
async function refuseWhileInUse(inUse: DatabaseUsers, force: boolean) {
  if (inUse.users.length === 0) return;
  const list = inUse.users.map((user) => `  ${user}`).join('\n');
  if (!force)
    throw new Error(
      `The database at ${inUse.where} is in use:\n${list}\n` +
        'Stop every instance of the site first (docs/operations.md#backups), or pass --force to restore anyway.',
    );
  out(`The database at ${inUse.where} is in use:\n${list}`);
  if (!(await confirm('Restore anyway? Every instance must be restarted at once after it.')))
    throw new UsageError('Nothing was restored.');
}

/**
 * Puts a backup in place of the database, with every instance stopped (refused otherwise, unless
 * `--force`). What it replaces is backed up first, under DATA_DIR/backups. On SQLite the restored
 * file keeps the owner and mode of the one it replaces, so the service can open it.
 */
async function restore(config: Config, source: string | undefined, force: boolean) {
  if (!source) throw new UsageError('Usage: npm run db:restore -- <backup file> [--force]');
  const file = path.resolve(source);
  if (!fs.existsSync(file)) throw new UsageError(`No backup at ${file}.`);
  if (config.databaseUrl) {
    await requireDatabase(config);
    await refuseWhileInUse(await postgresUsers(config.databaseUrl), force);
    await backup(
      config,
      path.join(config.dataDir, 'backups', `before-restore-${timestamp()}.dump`),
    );
    runPgTool(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', file],
      config.databaseUrl,
    );
  } else {
    // Check the copy before anything is replaced.
    const check = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      const verdict = check.pragma('integrity_check', { simple: true });
      if (verdict !== 'ok') throw new Error(`${file} is damaged: ${String(verdict)}`);
    } finally {
      check.close();
    }
    const target = sqliteFile(config);
    if (!fs.existsSync(config.dataDir))
      throw new Error(
        `No data folder at ${config.dataDir}: create it for the site's user first. ${SETTINGS_HINT}`,
      );
    await refuseWhileInUse(sqliteUsers(target), force);
    // Whose the database is: the one replaced, or else the data folder's owner (a restore run as
    // root must not leave a file the service cannot open).
    const replaced = fs.existsSync(target) ? fs.statSync(target) : undefined;
    const owner = replaced ?? fs.statSync(config.dataDir);
    if (replaced)
      await backup(
        config,
        path.join(config.dataDir, 'backups', `before-restore-${timestamp()}.db`),
      );
    const staged = `${target}.restoring`;
    fs.copyFileSync(file, staged);
    // A copy takes its source's mode: a backup kept readable elsewhere is not the database's.
    fs.chmodSync(staged, replaced ? replaced.mode & 0o777 : PRIVATE_FILE_MODE);
    if (process.getuid?.() === 0) fs.chownSync(staged, owner.uid, owner.gid);
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
    fs.renameSync(staged, target);
  }
  out(`Restored ${file}. Start the site: pending migrations are applied at start.`);
}

async function migrationStatus(config: Config) {
  const database = await openSiteDatabase(config);
  try {
    const migrations = await new Migrator({
      db: database.db,
      provider: migrationProvider,
    }).getMigrations();
    for (const migration of migrations)
      out(`${migration.executedAt ? 'applied' : 'pending'}  ${migration.name}`);
    const pending = migrations.filter((migration) => !migration.executedAt).length;
    out(pending ? `${pending} pending: npm run db:migrate applies them.` : 'Up to date.');
  } finally {
    await database.close();
  }
}

/**
 * Whether this build can run on the database: it must know every migration applied there (it
 * refuses to start otherwise). `npm run rollback` asks the release it would switch to.
 */
async function checkMigrations(config: Config) {
  const database = await openSiteDatabase(config);
  try {
    const known = new Set(Object.keys(await migrationProvider.getMigrations()));
    const applied = await appliedMigrations(database.db);
    const unknown = applied.filter((name) => !known.has(name));
    const release = `${appVersion.version} (${appVersion.build})`;
    if (unknown.length)
      throw new Error(
        `The database has migrations release ${release} does not know: ${unknown.join(', ')}. ` +
          'It would refuse to start on this database.',
      );
    out(`Release ${release} knows every migration the database has (${applied.length}).`);
  } finally {
    await database.close();
  }
}

async function migrate(config: Config) {
  const database = await openSiteDatabase(config);
  try {
    const applied = await migrateToLatest(database.db);
    out(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  } finally {
    await database.close();
  }
}

async function resetPassword(config: Config, emailArgument: string | undefined) {
  const email = emailArgument?.trim().toLowerCase();
  if (!email) throw new UsageError('Usage: npm run admin:reset-password -- <email>');
  const database = await openSiteDatabase(config);
  try {
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new UsageError(`No account has the email ${email}.`);
    const password = generatePassword();
    const now = systemClock.now();
    await updateUser(database.db, user.id, { password, disabled: false }, now);
    await revokeUserSessions(database.db, user.id, now);
    out(`New password for ${email}${user.is_admin ? ' (admin)' : ''}: ${password}`);
    out('Every session of this account has ended. Sign in and change it in Settings.');
  } finally {
    await database.close();
  }
}

async function createUser(
  config: Config,
  emailArgument: string | undefined,
  firstName = 'Staff',
  admin = false,
) {
  const email = emailArgument?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email))
    throw new UsageError('Usage: npm run users:create -- <email> [first name] [--admin]');
  const database = await openSiteDatabase(config);
  try {
    if (await findUserByEmail(database.db, email))
      throw new UsageError(`An account with the email ${email} exists already.`);
    const password = generatePassword();
    await createAccount(
      database.db,
      { email, password, firstName: firstName.slice(0, 60), lastName: '', isAdmin: admin },
      systemClock.now(),
    );
    out(`Created ${admin ? 'admin' : 'staff'} account ${email} with the password: ${password}`);
    out('Give it to its owner over a private channel; they change it in Settings.');
  } finally {
    await database.close();
  }
}

async function listUsers(config: Config) {
  const database = await openSiteDatabase(config);
  try {
    const users = await database.db
      .selectFrom('users')
      .select(['email', 'first_name', 'is_admin', 'disabled', 'created_at'])
      .orderBy('created_at')
      .execute();
    for (const user of users)
      out(
        [
          user.email,
          user.first_name,
          user.is_admin ? 'admin' : 'staff',
          user.disabled ? 'disabled' : 'active',
          user.created_at.slice(0, 10),
        ].join('\t'),
      );
    out(`${users.length} account${users.length === 1 ? '' : 's'}.`);
  } finally {
    await database.close();
  }
}

/** A command's arguments, as `util.parseArgs` read them: its flags' values and the positionals. */
type Arguments = Pick<ReturnType<typeof parseArgs>, 'values' | 'positionals'>;

interface Command {
  usage: string;
  summary: string;
  /** The most positional arguments it takes (its usage names them). */
  positionals: number;
  /** Its flags, for `util.parseArgs`; none unless given. */
  options?: ParseArgsConfig['options'];
  run: (config: Config, args: Arguments) => Promise<void>;
}

const COMMANDS: Record<string, Command> = {
  'db:migrate': {
    usage: 'db:migrate',
    summary: 'apply pending migrations (every start does this too)',
    positionals: 0,
    run: (config) => migrate(config),
  },
  'db:status': {
    usage: 'db:status',
    summary: 'list applied and pending migrations',
    positionals: 0,
    run: (config) => migrationStatus(config),
  },
  'db:check': {
    usage: 'db:check',
    summary: 'whether this build knows every migration the database has (asked by rollback)',
    positionals: 0,
    run: (config) => checkMigrations(config),
  },
  'db:backup': {
    usage: 'db:backup [file]',
    summary: 'a consistent copy while the site runs (SQLite online backup, or pg_dump)',
    positionals: 1,
    run: (config, { positionals: [target] }) => backup(config, target),
  },
  'db:restore': {
    usage: 'db:restore <file> [--force]',
    summary: 'put a backup in place, refused while an instance runs; backs up what it replaces',
    positionals: 1,
    options: { force: { type: 'boolean' } },
    run: (config, { positionals: [source], values }) =>
      restore(config, source, values.force === true),
  },
  doctor: {
    usage: 'doctor',
    summary: 'check the settings, database, Redis, SMTP, data folder, disk and build',
    positionals: 0,
    run: async (config) => {
      if (!(await runDoctor(config, process.env, out))) process.exitCode = 1;
    },
  },
  'admin:reset-password': {
    usage: 'admin:reset-password <email>',
    summary: "a new random password, printed once; the account's sessions end",
    positionals: 1,
    run: (config, { positionals: [email] }) => resetPassword(config, email),
  },
  'users:create': {
    usage: 'users:create <email> [first name] [--admin]',
    summary: 'a new staff (or admin) account with a random password, printed once',
    positionals: 2,
    options: { admin: { type: 'boolean' } },
    run: (config, { positionals: [email, firstName], values }) =>
      createUser(config, email, firstName, values.admin === true),
  },
  'users:list': {
    usage: 'users:list',
    summary: 'every account with its role and state',
    positionals: 0,
    run: (config) => listUsers(config),
  },
};

function usage(): string {
  const width = Math.max(...Object.values(COMMANDS).map((c) => c.usage.length));
  return [
    'Usage: node build/cli.js <command> [arguments]   (or npm run <command> -- [arguments])',
    '',
    'Commands:',
    ...Object.values(COMMANDS).map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
    '',
    'They read the same environment as the server (DATA_DIR, DATABASE_URL…): run them with the',
    "site's settings, or load them with --env-file <file> (repeatable; the environment wins over",
    'a file). No command creates a database. See docs/operations.md.',
    '',
  ].join('\n');
}

/** `Usage: npm run users:create -- <email> …`: how to run one command through npm. */
function commandUsage({ usage }: Command): string {
  const [name, ...rest] = usage.split(' ');
  return `Usage: npm run ${name}${rest.length ? ` -- ${rest.join(' ')}` : ''}`;
}

/**
 * The arguments after the command, read strictly: a flag it does not take, a value given to a
 * flag that takes none (or none to one that needs it) and an argument past those its usage names
 * are refused with the command's usage.
 */
function readArguments(command: Command, args: string[]): Arguments {
  let parsed: Arguments;
  try {
    parsed = parseArgs({
      args,
      options: command.options ?? {},
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!code?.startsWith('ERR_PARSE_ARGS_') || !(error instanceof Error)) throw error;
    // Node's first sentence names the argument ("Unknown option '--x'"); the rest is its hint
    // about `--`, which npm's own `--` makes confusing here.
    const [reason = error.message] = error.message.split(/\.\s/, 1);
    throw new UsageError(`${reason.replace(/\.$/, '')}.\n${commandUsage(command)}`);
  }
  if (parsed.positionals.length > command.positionals) {
    const extra = parsed.positionals[command.positionals];
    throw new UsageError(`Unexpected argument '${extra}'.\n${commandUsage(command)}`);
  }
  return parsed;
}

/**
 * Takes the `--env-file <file>` (or `--env-file=<file>`) options out of the arguments, wherever
 * they are, and loads each file with Node's own loader: a variable already in the environment
 * keeps its value. A missing file is a usage error.
 */
function loadEnvFiles(args: string[]): string[] {
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    let file: string | undefined;
    if (arg === '--env-file') file = args[++i];
    else if (arg.startsWith('--env-file=')) file = arg.slice('--env-file='.length);
    else {
      rest.push(arg);
      continue;
    }
    if (!file) throw new UsageError('--env-file needs the path of a settings file.');
    if (!fs.existsSync(file)) throw new UsageError(`No settings file at ${path.resolve(file)}.`);
    process.loadEnvFile(file);
  }
  return rest;
}

// Backups, a restored database and anything else written from here: the owner's only.
createFilesPrivately();
let argv: string[];
try {
  argv = loadEnvFiles(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(64);
}
const [command = '', ...args] = argv;
if (command === '--help' || command === '-h' || command === 'help') {
  process.stdout.write(usage());
  process.exit(0);
}
const chosen = COMMANDS[command];
if (!chosen) {
  process.stderr.write(`${command ? `Unknown command: ${command}\n\n` : ''}${usage()}`);
  process.exit(64);
}
try {
  const commandArguments = readArguments(chosen, args);
  await chosen.run(loadConfig(), commandArguments);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(error instanceof UsageError ? 64 : 1);
}
