// The container and service files cannot be run here (no images can be pulled, systemd is not
// the init), so this checks that they run what the tested topology runs
// (tests/api/topology.test.ts starts deploy/topology.mjs): the same command, the same settings
// file, the same nginx files, an unprivileged user, a health check, a stop grace longer than the
// server's drain, and only production dependencies at run time. `systemd-analyze verify` reads
// the unit where it is installed.
import { spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CAPABILITY_PATHS } from '~/server/capability-links';
import { loadConfig } from '~/server/config';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

// The topology script with its nginx module.
const topology = read('deploy/topology.mjs') + read('deploy/nginx.mjs');
const serverCommand = JSON.parse(
  /export const SERVER_COMMAND = (\[[^\]]*\]);/.exec(topology)?.[1]?.replace(/'/g, '"') ?? '[]',
) as string[];

/** `KEY=value` lines, as systemd and compose read an env file. */
const envFile = (file: string) =>
  Object.fromEntries(
    read(file)
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

/** The `${NAME}` placeholders of the nginx templates: what each environment must define. */
const placeholders = () => {
  const names = new Set<string>();
  for (const file of fs.readdirSync(path.join(root, 'deploy/nginx')))
    for (const match of read(`deploy/nginx/${file}`).matchAll(/\$\{([A-Z0-9_]+)\}/g))
      names.add(match[1]!);
  return [...names].sort();
};

interface ComposeService {
  image?: string;
  env_file?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: unknown;
  stop_grace_period?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  logging?: { driver: string; options?: Record<string, string> };
  deploy?: { resources?: { limits?: { cpus?: string; memory?: string } } };
}

const readCompose = () =>
  parse(read('deploy/compose.yaml'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };

describe('deploy files', () => {
  it('run one command everywhere: node build/server.js', () => {
    expect(serverCommand).toEqual(['node', 'build/server.js']);
    const dockerfile = read('Dockerfile');
    const cmd = [...dockerfile.matchAll(/^CMD (\[.*\])$/gm)].map((match) => match[1]!);
    expect(cmd.map((text) => JSON.parse(text) as string[])).toEqual([serverCommand]);
    expect(read('deploy/ecs-site@.service')).toMatch(
      new RegExp(`^ExecStart=/usr/bin/${serverCommand.join(' ')}$`, 'm'),
    );
  });

  it('build the image in two stages and run the release unprivileged, on its production dependencies only', () => {
    const dockerfile = read('Dockerfile');
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages).toHaveLength(2);
    const [build, run] = stages as [string, string];
    expect(build).toMatch(/npm ci/);
    // The release with its own production dependencies (scripts/releases.mjs), stamped with the
    // commit given as a build argument: the context has no .git.
    expect(build).toMatch(
      /^RUN npm run build -- --with-dependencies \\\n && mv "\$\(readlink -f build\)" \/release$/m,
    );
    expect(build.indexOf('ARG BUILD_COMMIT')).toBeGreaterThan(-1);
    expect(build.indexOf('ARG BUILD_COMMIT')).toBeLessThan(build.indexOf('npm run build'));
    expect(build).not.toMatch(/npm prune/);
    // The final stage takes the release, and nothing of the sources or their dependencies.
    const copied = [...run.matchAll(/^COPY --from=build (.+) \S+$/gm)].map((m) => m[1]);
    expect(copied).toEqual(['/app/package.json /app/package-lock.json', '/release']);
    // pg_dump and pg_restore of the compose file's PostgreSQL, for db:backup and db:restore.
    const postgresImage = readCompose().services.postgres?.image ?? '';
    expect(postgresImage).toMatch(/^postgres:\d+-/);
    expect(run).toMatch(
      /apt-get install -y --no-install-recommends postgresql-client-\$\{PG_MAJOR\}/,
    );
    expect(/^ARG PG_MAJOR=(\d+)$/m.exec(run)?.[1]).toBe(/^postgres:(\d+)/.exec(postgresImage)?.[1]);
    expect(run).toMatch(/^USER node$/m);
    expect(run.indexOf('USER node')).toBeLessThan(run.indexOf('CMD '));
    expect(run).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m);
    expect(run).toMatch(/^ENV NODE_ENV=production/m);
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'build', 'releases', 'data', '.env', '.git'])
      expect(ignored).toContain(entry);
  });

  it('keep the local secrets, certificates and releases out of git and of images', () => {
    const ignoredByGit = (file: string) =>
      spawnSync('git', ['check-ignore', '--quiet', '--no-index', file], { cwd: root }).status === 0;
    for (const file of [
      'deploy/site.env',
      'deploy/certs/privkey.pem',
      'releases/1.0.0-0123456789ab/server.js',
      'build',
      '.env',
    ])
      expect(ignoredByGit(file), file).toBe(true);
    expect(ignoredByGit('deploy/site.env.example')).toBe(false);
    const ignoredByDocker = read('.dockerignore').split('\n');
    for (const entry of ['deploy/site.env', 'deploy/certs'])
      expect(ignoredByDocker).toContain(entry);
  });

  it('need at run time only packages listed as production dependencies', () => {
    const { dependencies } = JSON.parse(read('package.json')) as {
      dependencies: Record<string, string>;
    };
    const builtins = new Set(builtinModules);
    const bundles = [
      'build/server-main.js',
      'build/cli.js',
      'build/pdf-worker.js',
      ...fs
        .readdirSync(path.join(root, 'build/server'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.js'))
        .map((file) => `build/server/${file}`),
    ];
    let imports = 0;
    const missing: string[] = [];
    for (const bundle of bundles) {
      const text = read(bundle);
      // `import x from "pkg"`, `export … from "pkg"` and `import "pkg"`, as esbuild and Vite write them.
      for (const match of text.matchAll(
        /(?:^|[\s;}])(?:import|export)\s*(?:[^;"]*?from\s*)?"((?:node:)?(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w./-]+)?)"/gm,
      )) {
        const specifier = match[1]!;
        imports += 1;
        if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0]!;
        if (!dependencies[name]) missing.push(`${bundle}: ${specifier}`);
      }
      for (const match of text.matchAll(/import\("([^".][^"]*)"\)/g)) {
        // The development server (`npm run dev`) loads Vite; a production start never does.
        if (match[1] === 'vite' && bundle === 'build/server-main.js') continue;
        if (!match[1]!.startsWith('node:') && !dependencies[match[1]!])
          missing.push(`${bundle}: import("${match[1]}")`);
      }
    }
    expect(missing).toEqual([]);
    // The scan saw the bundles' imports (express, react, kysely…), not an empty build.
    expect(imports).toBeGreaterThan(50);
  });

  it('share one settings file, which the server accepts', () => {
    const settings = envFile('deploy/app.env');
    expect(settings).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY: '1' });
    expect(() => loadConfig(settings)).not.toThrow();
    expect(topology).toContain("readEnvFile(path.join(here, 'app.env'))");
    expect(read('deploy/ecs-site@.service')).toMatch(
      /^EnvironmentFile=\/srv\/ecs-site\/deploy\/app\.env$/m,
    );
    // Every site variable the example names is one the server knows.
    const known = Object.keys(envFile('.env.example'));
    for (const name of Object.keys(envFile('deploy/site.env.example')))
      expect(known, name).toContain(name);
  });

  it('compose: two app instances on the settings file, nginx on the tested files', () => {
    const compose = readCompose();
    const { app1, app2, proxy, postgres, redis } = compose.services;
    for (const app of [app1, app2]) {
      expect(app?.build).toEqual({
        context: '..',
        dockerfile: 'Dockerfile',
        args: { BUILD_COMMIT: '${BUILD_COMMIT:-unknown}' },
      });
      // Tagged per release, so the previous image stays to roll back to.
      expect(app?.image).toBe('ecs-digital-site:${SITE_TAG:-latest}');
      expect(app?.env_file?.[0]).toBe('app.env');
      expect(app?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(app?.environment?.REDIS_URL).toBe('redis://redis:6379');
      // Longer than the server's stop, so it is never a kill mid-request: the drain's 5 s, then
      // 10 s for what is in flight (server/index.ts).
      expect(Number.parseInt(app?.stop_grace_period ?? '10', 10)).toBeGreaterThan(15);
    }
    expect(postgres?.healthcheck).toBeDefined();
    expect(redis).toBeDefined();
    // Every nginx file the topology uses is mounted, templates where the image renders them.
    const mounted = (proxy?.volumes ?? []).map((volume) => volume.split(':'));
    for (const file of fs.readdirSync(path.join(root, 'deploy/nginx'))) {
      const mount = mounted.find(([source]) => source === `./nginx/${file}`);
      expect(mount, file).toBeDefined();
      // The templates where the image renders them, the proxy's include beside the rendered
      // files, and the error page where ECS_ERROR_PAGE names it.
      expect(mount![1]).toBe(
        file.endsWith('.template')
          ? `/etc/nginx/templates/${file}`
          : file.endsWith('.html')
            ? proxy?.environment?.ECS_ERROR_PAGE
            : `/etc/nginx/conf.d/${file}`,
      );
      expect(topology).toContain(`'${file}'`);
    }
    // The proxy defines every placeholder, as the topology script does.
    expect(Object.keys(proxy?.environment ?? {}).sort()).toEqual(placeholders());
    for (const name of placeholders()) expect(topology).toContain(`${name}:`);
    expect(proxy?.environment?.ECS_APP_1).toBe('app1:3000');
    expect(proxy?.environment?.ECS_APP_2).toBe('app2:3000');
  });

  it('compose: every service with CPU and memory limits and a rotated log', () => {
    const { services } = readCompose();
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'postgres', 'proxy', 'redis']);
    for (const [name, service] of Object.entries(services)) {
      expect(service.logging, name).toEqual({
        driver: 'json-file',
        options: {
          'max-size': expect.stringMatching(/^\d+m$/),
          'max-file': expect.stringMatching(/^\d+$/),
        },
      });
      expect(Number(service.deploy?.resources?.limits?.cpus), name).toBeGreaterThan(0);
      expect(service.deploy?.resources?.limits?.memory, name).toMatch(/^\d+[mg]$/);
    }
  });

  it('compose: the update replaces one app container at a time, each ready before the next', () => {
    const script = read('deploy/compose-update.sh');
    expect(spawnSync('sh', ['-n', path.join(root, 'deploy/compose-update.sh')]).status).toBe(0);
    expect(fs.statSync(path.join(root, 'deploy/compose-update.sh')).mode & 0o111).not.toBe(0);
    const loop = /^for app in app1 app2; do\n([\s\S]*?)^done$/m.exec(script)?.[1] ?? '';
    expect(loop).toMatch(/^ {2}\$compose up -d --no-deps "\$app"$/m);
    expect(loop).toMatch(/nginx -s reload/);
    expect(loop).toMatch(/^ {2}until \$compose exec -T "\$app" node -e \\$/m);
    expect(loop).toContain('/readyz');
    // The image's migration check comes before the first container is replaced.
    expect(script.indexOf('node build/cli.js db:check')).toBeGreaterThan(-1);
    expect(script.indexOf('node build/cli.js db:check')).toBeLessThan(script.indexOf('for app in'));
    // Every `up` names what it starts: never both app containers at once.
    for (const up of script.match(/\$compose up [^\n]*/g) ?? [])
      expect(up).toMatch(/--no-deps|postgres redis/);
  });

  it('nginx: logs requests without query strings, Referer or the secret of a private link', () => {
    const site = read('deploy/nginx/ecs-site.conf.template');
    const formats = [...site.matchAll(/^log_format\s+(\S+)\s+([^;]+);/gm)];
    expect(formats.map((match) => match[1])).toEqual(['ecs_redacted']);
    // Every variable it logs, none of which carries a query string, a Referer or a raw path.
    expect([...formats[0]![2]!.matchAll(/\$\w+/g)].map((match) => match[0]).sort()).toEqual(
      [
        '$body_bytes_sent',
        '$ecs_log_path',
        '$http_user_agent',
        '$remote_addr',
        '$request_id',
        '$request_method',
        '$request_time',
        '$server_protocol',
        '$status',
        '$time_local',
      ].sort(),
    );
    // The logged path is $uri with the segment after each capability root replaced.
    const map = /^map \$uri \$ecs_log_path \{([^}]+)\}/m.exec(site)?.[1] ?? '';
    const roots = /\(\?<ecs_root>([\w|]+)\)/.exec(map)?.[1]?.split('|') ?? [];
    expect(roots.sort()).toEqual([...CAPABILITY_PATHS].sort());
    expect(map).toContain('"/$ecs_root/[redacted]$ecs_rest"');
    expect(map).toMatch(/^\s*default \$uri;$/m);
    // Each server logs in it, which replaces the distribution's default access log; nothing else
    // in the nginx files logs requests.
    const servers = site.split(/^server \{$/m).slice(1);
    expect(servers).toHaveLength(2);
    for (const server of servers)
      expect(server).toMatch(/^ {4}access_log \$\{ECS_ACCESS_LOG\} ecs_redacted;$/m);
    const accessLogs = fs
      .readdirSync(path.join(root, 'deploy/nginx'))
      .flatMap((file) => read(`deploy/nginx/${file}`).match(/^\s*access_log .*$/gm) ?? []);
    expect(accessLogs).toHaveLength(2);
  });

  it('systemd: stops by SIGTERM with room for the drain, data in its own state folder', () => {
    const unit = read('deploy/ecs-site@.service');
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThan(15);
    expect(unit).toMatch(/^User=ecs$/m);
    expect(unit).toMatch(/^Environment=DATA_DIR=\/var\/lib\/ecs-site\/%i$/m);
    expect(unit).toMatch(/^StateDirectory=ecs-site\/%i$/m);
  });

  it('systemd: no restart on an invalid configuration; no capabilities, filtered system calls and sockets', () => {
    const unit = read('deploy/ecs-site@.service');
    // 78 is the server's exit on an invalid setting (tests/api/foundation.test.ts).
    expect(read('server/index.ts')).toContain('process.exit(78);');
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^RestartPreventExitStatus=78$/m);
    expect(unit).toMatch(/^CapabilityBoundingSet=$/m);
    expect(unit).toMatch(/^AmbientCapabilities=$/m);
    expect(unit).toMatch(/^SystemCallFilter=@system-service$/m);
    expect(unit).toMatch(/^SystemCallFilter=~@privileged @resources$/m);
    expect(unit).toMatch(/^SystemCallErrorNumber=EPERM$/m);
    expect(unit).toMatch(/^RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6$/m);
    // V8 writes the code it compiles: this would kill the server.
    expect(unit).not.toMatch(/^MemoryDenyWriteExecute=/m);
  });

  it.skipIf(!fs.existsSync('/usr/bin/systemd-analyze'))(
    'systemd: systemd-analyze verify accepts the unit (skipped where systemd-analyze is not installed)',
    () => {
      // An instance of the template, as `systemctl enable ecs-site@3001` makes it.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-unit-'));
      try {
        const unit = path.join(dir, 'ecs-site@3001.service');
        fs.copyFileSync(path.join(root, 'deploy/ecs-site@.service'), unit);
        const result = spawnSync('/usr/bin/systemd-analyze', ['verify', '--man=no', unit], {
          encoding: 'utf8',
        });
        // Its findings about the unit name the file; other units of the machine are not ours.
        const findings = result.stderr.split('\n').filter((line) => line.includes('ecs-site'));
        expect(findings).toEqual([]);
        expect(result.status).toBe(0);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
