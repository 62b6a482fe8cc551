import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { rehashFiles } from '~/tests/support/builds';
import { serverEntry, startServer, type TestServer } from '~/tests/support/server';

const root = path.resolve(import.meta.dirname, '../..');
const buildDir = fs.realpathSync(path.dirname(serverEntry));
/** Copies of the build live inside the project, where the server finds node_modules. */
const scratch = path.join(root, 'reports', `builds-${process.pid}`);

const { keepPreviousChunks } = (await import(
  pathToFileURL(path.join(root, 'scripts', 'releases.mjs')).href
)) as { keepPreviousChunks: (previousBuild: string, nextBuild: string) => void };

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
  fs.rmSync(scratch, { recursive: true, force: true });
});

function copyBuild(name: string): string {
  const copy = path.join(scratch, name);
  fs.cpSync(buildDir, copy, { recursive: true });
  return copy;
}

describe('a running instance while its build is replaced in place', () => {
  it('still renders the sections it had not loaded yet', async () => {
    const running = copyBuild('current');
    server = await startServer({
      entry: path.join(running, 'server.js'),
      env: { SEED_DEMO: 'true' },
    });

    // What the first build in the release layout does to a build/ folder an instance runs from:
    // the new release gets the old one's chunks, then the path build/ leads to the new release.
    const next = copyBuild('next');
    expect(rehashFiles(next, 'server/assets', 'next-')).toBeGreaterThan(3);
    keepPreviousChunks(running, next);
    fs.renameSync(running, path.join(scratch, 'old'));
    fs.renameSync(next, running);
    fs.rmSync(path.join(scratch, 'old'), { recursive: true });

    // The home page's lazily loaded sections come from chunks this instance had not loaded.
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<\/html>\s*$/);
    expect(server.output()).not.toContain('"level":50');
  });

  it('logs an error met while rendering a page for the page cache, with the request id', async () => {
    const running = copyBuild('broken');
    // A chunk the home page needs is missing (a deploy that lost files).
    const assets = path.join(running, 'server', 'assets');
    const lost = fs.readdirSync(assets).filter((name) => name.startsWith('Faq-'));
    expect(lost.length).toBeGreaterThan(0);
    for (const name of lost) fs.rmSync(path.join(assets, name));
    server = await startServer({
      entry: path.join(running, 'server.js'),
      env: { SEED_DEMO: 'true' },
    });

    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(500);
    const id = page.headers.get('x-request-id');
    expect(id).toBeTruthy();
    const errors = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map(
        (line) =>
          JSON.parse(line) as {
            level: number;
            reqId?: string;
            msg: string;
            err?: { message: string };
          },
      )
      .filter((line) => line.level >= 50);
    expect(errors).toContainEqual(
      expect.objectContaining({
        reqId: id,
        msg: 'request failed',
        err: expect.objectContaining({ message: expect.stringContaining('Faq-') }),
      }),
    );
  });
});
