import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectSlugs } from '~/content/catalogue';
import { technologyLogoUrl, technologyTabs } from '~/content/technologies';
import { queryDb } from '~/tests/support/db';
import { ADMIN, backends, serverEntry, startServer } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';
import { scaled } from '~/tests/support/timeouts';

describe.each(backends)('foundation on %s', (backend) => {
  const app = useServer(backend);

  it('answers /healthz once the database is reachable', async () => {
    const response = await fetch(`${app.server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 200, database: backend });
  });

  it('renders pages that are not shared with a per-request CSP nonce on every script', async () => {
    // Signed-in staff send their token: their pages are rendered for them alone.
    const headers = { authorization: 'Bearer staff-token' };
    const first = await fetch(`${app.server.url}/pricing`, { headers });
    const second = await fetch(`${app.server.url}/pricing`, { headers });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBeNull();
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const csp = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get('content-security-policy')).not.toContain(nonce!);
    const html = await first.text();
    // Every executable script carries the nonce; JSON-LD blocks are data and never run.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(/script-src [^;]*unsafe-inline/.test(csp)).toBe(false);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(first.headers.get('permissions-policy')).toContain('camera=()');
    expect(first.headers.get('permissions-policy')).toContain('geolocation=()');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends every page with its scripts held until after the first paint', async () => {
    // docs/decisions/058-scripts-after-first-paint.md: React Router's preload links and module
    // script, as it writes them today, are rewritten; if it ever writes them differently, this
    // fails instead of the pages quietly loading their scripts early again.
    const requests: Record<string, string>[] = [{}, { authorization: 'Bearer staff-token' }];
    for (const headers of requests) {
      const html = await (await fetch(`${app.server.url}/`, { headers })).text();
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).not.toMatch(/<script[^>]* type="module"/);
      const block =
        /<script( nonce="[^"]*")? type="text\/plain">([\s\S]*?)<\/script><script[^>]*>([\s\S]*?)<\/script>/.exec(
          html,
        );
      expect(block, 'the inert module block followed by its loader').not.toBeNull();
      const [, , moduleText, loaderText] = block!;
      expect(moduleText).toMatch(/import\(|import /);
      // The loader preloads what the head used to, each one a built asset.
      const preloads = JSON.parse(
        /for\(const h of (\[[^\]]*\])\)/.exec(loaderText!)![1]!,
      ) as string[];
      expect(preloads.length).toBeGreaterThan(3);
      for (const href of preloads) expect(href).toMatch(/^\/assets\/[\w.-]+\.js$/);
      expect(loaderText).toContain('requestAnimationFrame');
    }
  });

  it('answers 404 with the not-found page for unknown URLs and unknown slugs', async () => {
    for (const url of [
      '/nope',
      '/services/not-a-service',
      '/dedicatedResources/astronaut',
      '/projects/none',
      '/a/b/c',
    ]) {
      const response = await fetch(`${app.server.url}${url}`);
      expect(response.status, url).toBe(404);
      const html = await response.text();
      expect(html).toContain('Oops! Page Not Found');
      expect(html).toContain('Go Back Home');
    }
  });

  it('serves every public route of the route table', async () => {
    const routes = [
      '/',
      '/about-us',
      '/services',
      '/services/social-media-marketing',
      '/services/software-solutions',
      '/services/seo-analysis',
      ...projectSlugs.map((slug) => `/projects/${slug}`),
      '/blog',
      '/portfolio',
      '/portfolio?service=seo-analysis',
      '/privacy-policy',
      '/terms-conditions',
      '/agreement',
      '/invoice',
      '/pricing',
      '/contact',
      '/cart',
      '/checkout',
      '/sign-in',
      '/dedicatedResources/frontend-developer',
      '/dedicatedResources/seo-expert',
    ];
    for (const url of routes) {
      const response = await fetch(`${app.server.url}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
  });

  it('sends the old projects list to the portfolio with a permanent redirect', async () => {
    const response = await fetch(`${app.server.url}/projects?service=seo-analysis`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/portfolio?service=seo-analysis');
  });

  it('renders the dashboard shell as a loading view and leaves the guard to the client', async () => {
    const response = await fetch(`${app.server.url}/dashboard/blogs`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Loading your dashboard');
  });

  it('keeps every dashboard page and the sign-in page out of search engines', async () => {
    const id = '6af44ab0d0cf2432f6cbb06b';
    for (const path of [
      '/dashboard',
      '/dashboard/blogs',
      `/dashboard/blog-details/${id}`,
      '/dashboard/services',
      '/dashboard/settings',
      '/dashboard/inbox',
      `/dashboard/inbox/messages/${id}`,
      '/dashboard/invoices',
      '/sign-in',
    ]) {
      const response = await fetch(`${app.server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex"/>');
      if (path.startsWith('/dashboard'))
        expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
    }
  });

  it('answers unknown API paths and malformed JSON with JSON errors, never HTML', async () => {
    const missing = await fetch(`${app.server.url}/api/does-not-exist`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 404, message: 'Not found' });

    const malformed = await fetch(`${app.server.url}/api/does-not-exist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ status: 400, message: 'Malformed JSON body' });
  });

  it('caches hashed assets for a year and compresses text responses', async () => {
    const html = await (await fetch(`${app.server.url}/`)).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await fetch(`${app.server.url}${asset}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves the technology logos as files of the build, kept an hour like the other public files', async () => {
    for (const item of technologyTabs.flatMap((tab) => tab.items)) {
      const response = await fetch(`${app.server.url}${technologyLogoUrl(item.icon)}`);
      expect(response.status, item.name).toBe(200);
      expect(response.headers.get('content-type'), item.name).toBe('image/svg+xml');
      expect(response.headers.get('cache-control'), item.name).toBe('public, max-age=3600');
      expect(await response.text(), item.name).toBe(
        fs.readFileSync(
          path.join(import.meta.dirname, '..', '..', 'public', 'logos', `${item.icon}.svg`),
          'utf8',
        ),
      );
    }
    const missing = await fetch(`${app.server.url}/logos/siNope.svg`);
    expect(missing.status).toBe(404);
  });

  it('migrates the database and ensures the configured admin with a scrypt hash', async () => {
    const migrations = await queryDb<{ name: string }>(
      app.server,
      'select name from kysely_migration order by name',
    );
    expect(migrations.map((m) => m.name)).toContain('001-users-and-sessions');
    const users = await queryDb<{
      email: string;
      password_hash: string;
      is_admin: number | boolean;
      first_name: string;
    }>(app.server, 'select email, password_hash, is_admin, first_name from users');
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: ADMIN.email, first_name: ADMIN.firstName });
    expect(Boolean(users[0]!.is_admin)).toBe(true);
    expect(users[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(users[0]!.password_hash).not.toContain(ADMIN.password);
  });
});

describe('start-up and shutdown', () => {
  it('refuses to start on a bad variable and names it', () => {
    const result = spawnSync(process.execPath, [serverEntry], {
      env: { PATH: process.env.PATH, PORT: 'eighty', DATABASE_URL: 'mysql://nope' },
      encoding: 'utf8',
      timeout: scaled(20_000),
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('DATABASE_URL');
    // The same as one JSON line, for a platform that collects only those.
    const line = JSON.parse(result.stdout.trim()) as {
      level: number;
      msg: string;
      problems: string[];
    };
    expect(line).toMatchObject({ level: 60, msg: 'invalid configuration' });
    expect(line.problems.join('\n')).toMatch(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });

  it('creates an admin with a random password once when none is configured', async () => {
    const server = await startServer({ withAdmin: false });
    try {
      const output = server.output();
      expect(output).toContain('An admin account was created.');
      // The password is in a file only the server's user may read, never in the output.
      const file = path.join(server.dataDir, 'initial-admin-password.txt');
      expect(output).toContain(file);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const password = /password: (\S+)/.exec(fs.readFileSync(file, 'utf8'))?.[1];
      expect(password).toHaveLength(20);
      expect(output).not.toContain(password);
      const signIn = await fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: /email:\s+(\S+)/.exec(fs.readFileSync(file, 'utf8'))?.[1],
          password,
        }),
      });
      expect(signIn.status).toBe(200);
      await server.stop();
      await server.restart();
      expect(server.output().match(/An admin account was created/g)).toHaveLength(1);
    } finally {
      await server.dispose();
    }
  });

  it('finishes in-flight work and exits 0 on SIGTERM', async () => {
    const server = await startServer();
    try {
      const code = await server.stop('SIGTERM');
      expect(code).toBe(0);
    } finally {
      await server.dispose();
    }
  });
});
