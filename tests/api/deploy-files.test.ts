// The container and service files cannot be run here (no images can be pulled), so this checks
// that they run what the tested topology runs (tests/api/topology.test.ts starts
// deploy/topology.mjs): the same command, the same settings file, the same nginx files, an
// unprivileged user, a health check, a stop grace longer than the server's drain, and only
// production dependencies at run time.
import { builtinModules } from 'node:module';
import fs from 'node:fs';
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
  build?: { context: string; dockerfile: string };
}

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

  it('build the image in two stages and run it unprivileged, on production dependencies only', () => {
    const dockerfile = read('Dockerfile');
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages).toHaveLength(2);
    const [build, run] = stages as [string, string];
    expect(build).toMatch(/npm ci/);
    expect(build).toMatch(/npm run build && npm prune --omit=dev/);
    // The final stage takes the pruned dependencies and the build, and nothing of the sources.
    const copied = [...run.matchAll(/^COPY --from=build (.+) \S+$/gm)].map((m) => m[1]);
    expect(copied).toEqual([
      '/app/package.json /app/package-lock.json',
      '/app/node_modules',
      '/app/build',
    ]);
    expect(run).toMatch(/^USER node$/m);
    expect(run.indexOf('USER node')).toBeLessThan(run.indexOf('CMD '));
    expect(run).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m);
    expect(run).toMatch(/^ENV NODE_ENV=production/m);
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'build', 'data', '.env', '.git'])
      expect(ignored).toContain(entry);
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
    const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
      services: Record<string, ComposeService>;
    };
    const { app1, app2, proxy, postgres, redis } = compose.services;
    for (const app of [app1, app2]) {
      expect(app?.build).toEqual({ context: '..', dockerfile: 'Dockerfile' });
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
});
