import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '~/routes';
import { openApiDocument } from '~/server/api/openapi';

/**
 * Values for path parameters that no handler should answer with a 5xx: malformed, encoded, far
 * too long, a traversal, a number past a 32-bit column, an injection attempt.
 */
export const HOSTILE_SEGMENTS = [
  'not-an-id',
  '%00',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '2147483648',
  "x'%20OR%201=1--",
  'A'.repeat(300),
];

/** Where the catch-all route (`*`) is reached: unknown pages, odd casing, encoded letters. */
const UNKNOWN_PAGES = ['nope', 'nope/%E0%A4%A', 'Contact', '%63ontact'];

/**
 * Each template with every parameter given its plausible value, then each parameter in turn given
 * every hostile one (the others plausible): every route is reached, and every parameter attacked.
 */
function fill(template: string, plausible: (name: string) => string): string[] {
  const names = [...template.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const build = (value: (name: string) => string) =>
    template.replace(/:(\w+)/g, (_m, name: string) => value(name));
  const paths = [build(plausible)];
  for (const name of names)
    for (const hostile of HOSTILE_SEGMENTS)
      paths.push(build((other) => (other === name ? hostile : plausible(other))));
  return paths;
}

/** Every path template of the route table (app/routes.ts), `:param` and `*` as written. */
export function routeTemplates(entries: RouteConfigEntry[] = routes, parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index
      ? parent
      : entry.path
        ? `${parent}/${entry.path}`.replace(/\/+/g, '/')
        : parent;
    const own = entry.index || entry.path ? [path || '/'] : [];
    return [...own, ...routeTemplates(entry.children ?? [], path)];
  });
}

/** Every path template of the REST API, from its OpenAPI document, as `/api/…/:param`. */
export function apiTemplates(): string[] {
  const document = openApiDocument('http://localhost') as { paths: Record<string, unknown> };
  return Object.keys(document.paths).map(
    (path) => `/api${path.replace(/\{(\w+)\}/g, (_m, name: string) => `:${name}`)}`,
  );
}

/** The paths of every page and API endpoint, parameters filled with plausible and hostile values. */
export function everyPath(plausible: (name: string) => string): { pages: string[]; api: string[] } {
  const pages = routeTemplates().flatMap((template) =>
    template.endsWith('*')
      ? UNKNOWN_PAGES.map((page) => template.replace(/\*$/, page))
      : fill(template, plausible),
  );
  const api = apiTemplates().flatMap((template) => fill(template, plausible));
  return { pages: [...new Set(pages)], api: [...new Set(api)] };
}
