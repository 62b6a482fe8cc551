// The operator's commands, bundled into build/cli.js so they run from the production build with
// production dependencies only: `node build/cli.js <command>` (or `npm run <command>`).
// docs/operations.md describes each, with the backup and restore drill.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import SQLite from 'better-sqlite3';
import { Migrator } from 'kysely';
import { generatePassword } from './auth/password';
import { revokeUserSessions } from './auth/sessions';
import { createUser as createAccount, findUserByEmail, updateUser } from './auth/user-store';
import { systemClock } from './clock';
import { loadConfig, type Config } from './config';
import { backupSqlite, migrateToLatest, migrationProvider, openDatabase } from './db/database';
import { createFilesPrivately, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files';

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

/** A consistent copy, safe while the site runs: SQLite's online backup, or pg_dump. */
async function backup(config: Config, target: string | undefined) {
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

/**
 * Puts a backup in place of the database. The site must be stopped (every instance): a running
 * server would keep writing to what is being replaced.
 */
async function restore(config: Config, source: string | undefined) {
  if (!source) throw new UsageError('Usage: npm run db:restore -- <backup file>');
  const file = path.resolve(source);
  if (!fs.existsSync(file)) throw new UsageError(`No backup at ${file}.`);
  if (config.databaseUrl) {
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
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    const staged = `${target}.restoring`;
    fs.copyFileSync(file, staged);
    // A copy takes its source's mode: a backup kept readable elsewhere is not the database's.
    fs.chmodSync(staged, PRIVATE_FILE_MODE);
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
    fs.renameSync(staged, target);
  }
  out(`Restored ${file}. Start the site: pending migrations are applied at start.`);
}

async function migrationStatus(config: Config) {
  const database = openDatabase(config);
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

async function migrate(config: Config) {
  const database = openDatabase(config);
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
  const database = openDatabase(config);
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
  const database = openDatabase(config);
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
  const database = openDatabase(config);
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
  'db:backup': {
    usage: 'db:backup [file]',
    summary: 'a consistent copy while the site runs (SQLite online backup, or pg_dump)',
    positionals: 1,
    run: (config, { positionals: [target] }) => backup(config, target),
  },
  'db:restore': {
    usage: 'db:restore <file>',
    summary: 'put a backup in place; stop every instance first',
    positionals: 1,
    run: (config, { positionals: [source] }) => restore(config, source),
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
    "site's settings. See docs/operations.md.",
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

// Backups, a restored database and anything else written from here: the owner's only.
createFilesPrivately();
const [command = '', ...args] = process.argv.slice(2);
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
