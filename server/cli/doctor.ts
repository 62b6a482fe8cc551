import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Migrator } from 'kysely';
import nodemailer from 'nodemailer';
import { configWarnings, unknownSettings, type Config } from '~/server/config';
import { migrationProvider, openDatabase } from '~/server/db/database';

/** One finding: `ok`, something to know (`warn`) or a problem that makes `doctor` exit 1. */
interface Finding {
  level: 'ok' | 'warn' | 'FAIL';
  topic: string;
  text: string;
}

/** Less free space than this on the data folder's disk is a problem: backups and SQLite need it. */
const MIN_FREE_BYTES = 1024 ** 3;
const TIMEOUT_MS = 5000;

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));
const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;

/** The settings: every variable spelled as the site spells it, and what production needs. */
function checkSettings(config: Config, env: NodeJS.ProcessEnv): Finding[] {
  const findings: Finding[] = unknownSettings(env).map((text) => ({
    level: 'FAIL',
    topic: 'settings',
    text,
  }));
  for (const text of configWarnings(config)) {
    const level = text.startsWith('PUBLIC_URL') ? 'FAIL' : 'warn';
    findings.push({ level, topic: 'settings', text });
  }
  if (config.publicUrl && config.env === 'production' && !config.publicUrl.startsWith('https://'))
    findings.push({
      level: 'FAIL',
      topic: 'settings',
      text: `PUBLIC_URL is ${config.publicUrl}: visitors' links and emails should use https://`,
    });
  if (config.databaseUrl && !config.redisUrl)
    findings.push({
      level: 'warn',
      topic: 'settings',
      text: 'REDIS_URL is not set: with several instances, each counts rate limits on its own',
    });
  if (findings.length === 0)
    findings.push({ level: 'ok', topic: 'settings', text: 'every site variable is spelled right' });
  return findings;
}

/** The database answers, and every migration of this build is applied. */
async function checkDatabase(config: Config): Promise<Finding[]> {
  let where: string;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    where = `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
  } else {
    const file = path.join(config.dataDir, 'app.db');
    where = `SQLite at ${file}`;
    if (!fs.existsSync(file))
      return [{ level: 'FAIL', topic: 'database', text: `no database at ${file}` }];
  }
  const database = openDatabase({ ...config, applicationName: 'ecs-cli' });
  try {
    const migrations = await Promise.race([
      new Migrator({ db: database.db, provider: migrationProvider }).getMigrations(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS).unref(),
      ),
    ]);
    const pending = migrations.filter((migration) => !migration.executedAt);
    if (pending.length)
      return [
        {
          level: 'FAIL',
          topic: 'database',
          text: `${where}: ${pending.length} migration${pending.length === 1 ? '' : 's'} pending (${pending.map((m) => m.name).join(', ')}): npm run db:migrate, or start the site`,
        },
      ];
    return [
      {
        level: 'ok',
        topic: 'database',
        text: `${where}, ${migrations.length} migrations applied`,
      },
    ];
  } catch (error) {
    return [{ level: 'FAIL', topic: 'database', text: `${where}: ${describeError(error)}` }];
  } finally {
    await database.close().catch(() => {});
  }
}

/** Redis, when set, answers PING. */
async function checkRedis(config: Config): Promise<Finding[]> {
  if (!config.redisUrl) return [];
  const { hostname, port } = new URL(config.redisUrl);
  const where = `Redis at ${hostname}:${port || 6379}`;
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    connectTimeout: TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return [{ level: 'ok', topic: 'redis', text: `${where} answers` }];
  } catch (error) {
    return [
      {
        level: 'FAIL',
        topic: 'redis',
        text: `${where}: ${describeError(error)} (rate limits fall back to each instance's memory)`,
      },
    ];
  } finally {
    redis.disconnect();
  }
}

/** SMTP, when set: a connection, the greeting, EHLO and the login if the URL has one. */
async function checkSmtp(config: Config): Promise<Finding[]> {
  if (!config.smtpUrl) return [];
  const { protocol, hostname, port } = new URL(config.smtpUrl);
  const where = `SMTP at ${protocol}//${hostname}:${port}`;
  const transporter = nodemailer.createTransport(config.smtpUrl, {
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[1]);
  try {
    await transporter.verify();
    return [{ level: 'ok', topic: 'smtp', text: `${where} takes mail` }];
  } catch (error) {
    return [
      {
        level: 'FAIL',
        topic: 'smtp',
        text: `${where}: ${describeError(error)} (emails wait in the outbox)`,
      },
    ];
  } finally {
    transporter.close();
  }
}

/** The data folder: there, writable by this user, not readable by others, with room on its disk. */
function checkDataFolder(config: Config): Finding[] {
  const dir = config.dataDir;
  if (!fs.existsSync(dir))
    return [{ level: 'FAIL', topic: 'data', text: `no data folder at ${dir}` }];
  const findings: Finding[] = [];
  try {
    fs.accessSync(dir, fs.constants.W_OK | fs.constants.R_OK);
  } catch {
    findings.push({
      level: 'FAIL',
      topic: 'data',
      text: `${dir} is not writable by this user (uid ${process.getuid?.() ?? '?'}): run as the site's user`,
    });
  }
  const mode = fs.statSync(dir).mode & 0o777;
  if (mode & 0o007)
    findings.push({
      level: 'FAIL',
      topic: 'data',
      text: `${dir} is open to every user (mode ${mode.toString(8)}): chmod 700 it`,
    });
  const disk = fs.statfsSync(dir);
  const free = disk.bavail * disk.bsize;
  if (free < MIN_FREE_BYTES)
    findings.push({
      level: 'FAIL',
      topic: 'disk',
      text: `${gib(free)} free on the disk of ${dir}: writes fail when it fills`,
    });
  else
    findings.push({
      level: 'ok',
      topic: 'disk',
      text: `${gib(free)} free of ${gib(disk.blocks * disk.bsize)}`,
    });
  if (!findings.some((finding) => finding.topic === 'data'))
    findings.unshift({ level: 'ok', topic: 'data', text: `${dir} is writable and private` });
  return findings;
}

/** The build this command belongs to, which the instances run. */
function checkBuild(buildDir: string): Finding[] {
  const info = path.join(buildDir, 'BUILD_INFO.json');
  if (!fs.existsSync(path.join(buildDir, 'server.js')) || !fs.existsSync(info))
    return [{ level: 'FAIL', topic: 'build', text: `no build in ${buildDir}: npm run build` }];
  const { version, commit, builtAt } = JSON.parse(fs.readFileSync(info, 'utf8')) as Record<
    string,
    string
  >;
  return [
    {
      level: 'ok',
      topic: 'build',
      text: `${version} (${commit}), built ${builtAt} in ${buildDir}`,
    },
  ];
}

/**
 * Checks what the site needs and prints one line a finding: settings spelled right, the database
 * up to date, Redis and SMTP answering, the data folder private with room on its disk, the build.
 * Resolves false when anything is a problem. See docs/operations.md#doctor.
 */
export async function runDoctor(
  config: Config,
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
  buildDir = import.meta.dirname,
): Promise<boolean> {
  const findings = [
    ...checkSettings(config, env),
    ...(await checkDatabase(config)),
    ...(await checkRedis(config)),
    ...(await checkSmtp(config)),
    ...checkDataFolder(config),
    ...checkBuild(buildDir),
  ];
  for (const { level, topic, text } of findings)
    print(`${level.padEnd(4)}  ${topic.padEnd(8)}  ${text}`);
  const problems = findings.filter((finding) => finding.level === 'FAIL').length;
  print(problems ? `${problems} problem${problems === 1 ? '' : 's'} found.` : 'No problem found.');
  return problems === 0;
}
