// The documentation stays true to the code: the README's API and dashboard tables list exactly
// what the OpenAPI document and the route table hold, the architecture's layer table names the
// layers the lint checks, and every link between documents, and every decision record the code
// cites, leads somewhere.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '~/routes';
import { inboxKinds } from '~/domain/inbox';
import { openApiDocument } from '~/server/api/openapi';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const readme = read('README.md');

/** The lines of the README's table under `## heading`. */
function tableUnder(heading: string): string[] {
  const start = readme.indexOf(`\n## ${heading}\n`);
  expect(start, `README has a "## ${heading}" section`).toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 1);
  return readme
    .slice(start, end === -1 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('| `'));
}

const methods = 'GET|POST|PUT|PATCH|DELETE';
const endpoint = new RegExp(`^((?:${methods})(?: (?:${methods}))*) (/api/\\S+)$`);

describe('README', () => {
  it('lists every endpoint of the OpenAPI document in its API table, and nothing else', () => {
    const listed = new Set<string>();
    for (const line of tableUnder('REST API'))
      for (const [, code = ''] of line.matchAll(/`([^`]+)`/g)) {
        const match = endpoint.exec(code);
        if (!match) continue;
        const [, verbs = '', route = ''] = match;
        // `{kind}` stands for each kind of the inbox.
        const routes = route.includes('{kind}')
          ? inboxKinds.map((kind) => route.replace('{kind}', kind))
          : [route];
        for (const verb of verbs.split(' ')) for (const r of routes) listed.add(`${verb} ${r}`);
      }
    const doc = openApiDocument('http://localhost') as {
      paths: Record<string, Record<string, unknown>>;
    };
    const described = new Set(
      Object.entries(doc.paths).flatMap(([route, operations]) =>
        Object.keys(operations)
          .filter((key) => key !== 'parameters')
          .map((verb) => `${verb.toUpperCase()} /api${route}`),
      ),
    );
    expect([...listed].sort()).toEqual([...described].sort());
  });

  it('lists every dashboard screen of the route table in its dashboard table, and nothing else', () => {
    const screens: string[] = [];
    const walk = (entries: RouteConfigEntry[], prefix: string) => {
      for (const entry of entries) {
        const here = entry.path ? `${prefix}/${entry.path}` : prefix;
        if (entry.children) walk(entry.children, here);
        else if (here.startsWith('/dashboard')) screens.push(here);
      }
    };
    walk(routes, '');
    const listed = tableUnder('Dashboard').map((line) => /^\| `([^`]+)`/.exec(line)?.[1]);
    const asRoute = (screen: string) => screen.replace(/\{(\w+)\}/g, ':$1');
    expect(listed.map((screen) => asRoute(screen ?? '')).sort()).toEqual(screens.sort());
  });
});

interface Layer {
  name: string;
  where: string[];
}

/** The layers `npm run lint` checks imports against (.dependency-cruiser.mjs). */
async function checkedLayers(): Promise<Layer[]> {
  const config = pathToFileURL(path.join(root, '.dependency-cruiser.mjs')).href;
  return ((await import(config)) as { layers: Layer[] }).layers;
}

/** The rows of docs/architecture.md's layer table: each layer and the places in its `where`. */
function documentedLayers(): Layer[] {
  const architecture = read('docs/architecture.md');
  const start = architecture.indexOf('\n## Layers, and the one rule of each\n');
  expect(start, 'docs/architecture.md has its layer table').toBeGreaterThan(-1);
  const section = architecture.slice(start, architecture.indexOf('\n#', start + 1));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| (layer|-)/.test(line))
    .map((line) => {
      const [name = '', where = ''] = line.split('|').slice(1);
      return { name: name.trim(), where: [...where.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '') };
    });
}

describe('docs/architecture.md', () => {
  it('lists the layers the lint checks, in their order, each with the same places', async () => {
    expect(documentedLayers()).toEqual(await checkedLayers());
  });

  it('places every folder of server/ in a layer', async () => {
    const places = new Set((await checkedLayers()).flatMap((layer) => layer.where));
    const folders = fs
      .readdirSync(path.join(root, 'server'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `server/${entry.name}/`);
    expect(folders.filter((folder) => !places.has(folder))).toEqual([]);
  });
});

/** Every Markdown file of the repository outside dependencies and builds. */
function markdownFiles(dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (
      entry.name.startsWith('.') ||
      ['node_modules', 'build', 'data', 'reports'].includes(entry.name)
    )
      return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** The anchors a Markdown file offers: explicit `<a id>`s and GitHub's heading slugs. */
function anchorsOf(file: string): Set<string> {
  const text = fs.readFileSync(file, 'utf8');
  const ids = [...text.matchAll(/<a id="([^"]+)"/g)].map((m) => m[1] ?? '');
  const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
    (m[1] ?? '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-'),
  );
  return new Set([...ids, ...headings]);
}

describe('links', () => {
  it('between documents lead to a file that exists, and to an anchor it has', () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:)/.test(target)) continue;
        const [relative = '', anchor] = target.split('#');
        const resolved = relative ? path.resolve(path.dirname(file), relative) : file;
        if (!fs.existsSync(resolved)) broken.push(`${path.relative(root, file)} → ${target}`);
        else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
          broken.push(`${path.relative(root, file)} → ${target} (no such anchor)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('to decision records, from code and documents, name records that exist', () => {
    const cited = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (
          entry.name.startsWith('.') ||
          ['node_modules', 'build', 'data', 'reports'].includes(entry.name)
        )
          continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(ts|tsx|mjs|md|yml|conf)$/.test(entry.name))
          for (const [name] of fs.readFileSync(full, 'utf8').matchAll(/\b\d{3}-[a-z0-9-]+\.md\b/g))
            cited.add(name);
      }
    };
    walk(root);
    const records = new Set(fs.readdirSync(path.join(root, 'docs', 'decisions')));
    expect([...cited].filter((name) => !records.has(name))).toEqual([]);
  });
});
