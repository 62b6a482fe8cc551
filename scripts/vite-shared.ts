// Settings Vite (the app build) and Vitest share.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The one import style: `~/domain/…`, `~/content/…`, `~/documents/…`, `~/server/…`, `~/tests/…`
 * and `~/deploy/…` (the deployment scripts the tests drive) name those top-level folders; any other `~/…` names a module of the React app in app/.
 * tsconfig.json says the same for TypeScript, tsx, esbuild and Playwright.
 */
export const aliases: Alias[] = [
  { find: /^~\/(domain|content|documents|server|tests|deploy)\//, replacement: `${root}$1/` },
  { find: /^~\//, replacement: `${root}app/` },
];

const serverDir = `${path.join(root, 'server')}${path.sep}`;

/**
 * server/ is server-only, like React Router's `*.server.ts` modules: a route may import it for its
 * `loader` and `action` (React Router removes those from the browser bundle together with their
 * imports), but if anything else in the browser bundle still needs a module from server/, the
 * build fails and names the importer instead of shipping database code to the browser.
 */
export function serverOnlyDirectory(): Plugin {
  return {
    name: 'ecs:server-only-directory',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (options.ssr || !importer || options.custom?.['ecs:server-only-directory']) return null;
      // The dev server's dependency scan reads whole files; only the real module graph counts.
      if ('scan' in options && options.scan) return null;
      // The dev server collects a page's styles through the HTML entry; that is not a browser import.
      if (importer.endsWith('.html')) return null;
      const resolved = await this.resolve(id, importer, {
        ...options,
        custom: { ...options.custom, 'ecs:server-only-directory': true },
        skipSelf: true,
      });
      if (!resolved || !resolved.id.startsWith(serverDir)) return null;
      throw new Error(
        `Server-only module referenced by browser code: '${id}' imported by ` +
          `'${path.relative(root, importer)}'. Modules in server/ may only be used by a route's ` +
          'loader or action (or by another server module).',
      );
    },
  };
}

/**
 * React Router's package points every import at its development build, whose warnings stay in the
 * browser bundle (remix-run/react-router#12532, #14102). The browser build takes the production
 * build instead; both share one set of chunks, so `react-router` and `react-router/dom` still
 * resolve to one copy. The server keeps the package's own resolution, which its adapters share.
 */
export function reactRouterProductionBuild(): Plugin {
  const require = createRequire(import.meta.url);
  const dist = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist',
    'production',
  );
  const entries: Record<string, string> = {
    'react-router': path.join(dist, 'index.mjs'),
    'react-router/dom': path.join(dist, 'dom-export.mjs'),
  };
  return {
    name: 'ecs:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (options.ssr) return null;
      return entries[id] ?? null;
    },
  };
}
