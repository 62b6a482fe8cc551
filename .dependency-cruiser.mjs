// @ts-check
// Which way imports point (docs/architecture.md#layers-and-the-one-rule-of-each), checked by
// `npm run lint`. The rules are made from `layers` below, the table of that section in the same
// order: a layer imports the layers above it, never one below. scripts/docs.test.ts fails when the
// table and this list disagree on a layer, its place or its order.

/**
 * The layers, top to bottom, each with where it lives as the table writes it: a folder (`server/db/`),
 * a file (`server/app.ts`) or a suffix anywhere (`*.test.ts`). A module belongs to the layer of its
 * most specific match: a test beside the code is a test, `server/mail/emails/` is not the mail store.
 * @type {{ name: string, where: string[] }[]}
 */
export const layers = [
  { name: 'content', where: ['content/'] },
  { name: 'domain', where: ['domain/'] },
  { name: 'documents', where: ['documents/', 'server/documents/', 'server/mail/emails/'] },
  { name: 'database', where: ['server/db/'] },
  { name: 'payment provider', where: ['server/stripe/'] },
  {
    name: 'stores',
    where: [
      'server/agreements/',
      'server/auth/',
      'server/blogs/',
      'server/cache/',
      'server/clients/',
      'server/contacts/',
      'server/files/',
      'server/inbox/',
      'server/inquiries/',
      'server/invoices/',
      'server/mail/',
      'server/orders/',
      'server/payments/',
      'server/services/',
    ],
  },
  { name: 'provisioning', where: ['server/provisioning/'] },
  { name: 'operator commands', where: ['server/cli/'] },
  { name: 'HTTP', where: ['server/api/', 'server/http/', 'server/app.ts'] },
  { name: 'form posts', where: ['server/submissions/'] },
  { name: 'routes and components', where: ['app/'] },
  { name: 'tests', where: ['tests/', '*.test.ts', '*.test.tsx'] },
];

const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A place of the table as a regular expression over paths from the repository's root. */
const pattern = (/** @type {string} */ where) =>
  where.startsWith('*')
    ? `${escape(where.slice(1))}$`
    : where.endsWith('/')
      ? `^${escape(where)}`
      : `^${escape(where)}$`;

/** Whether place `a` is more specific than place `b`, so that a module matching both is in `a`. */
const narrower = (/** @type {string} */ a, /** @type {string} */ b) =>
  a.startsWith('*')
    ? !b.startsWith('*')
    : !b.startsWith('*') && b.endsWith('/') && a !== b && a.startsWith(b);

/** The modules of some layers: their places, less the narrower places of the other layers. */
function modulesOf(/** @type {string[]} */ names) {
  const inside = layers.filter((layer) => names.includes(layer.name)).flatMap((l) => l.where);
  const outside = layers.filter((layer) => !names.includes(layer.name)).flatMap((l) => l.where);
  const pathNot = outside.filter((o) => inside.some((i) => narrower(o, i)));
  return {
    path: inside.map(pattern),
    ...(pathNot.length ? { pathNot: pathNot.map(pattern) } : {}),
  };
}

const HTTP_PACKAGES = '(^|/)node_modules/(express|react-router|@react-router/[^/]+)/';
const DATABASE_PACKAGES = '(^|/)node_modules/(kysely|pg|better-sqlite3)/';

/**
 * One rule per layer: it imports no layer below it. Content and domain sit together at the top
 * (domain reads the catalogue's slugs from content); what content takes from domain has a rule of
 * its own below.
 * @type {import('dependency-cruiser').IForbiddenRuleType[]}
 */
const layerRules = layers.slice(0, -1).map((layer, index) => {
  const below = layers
    .slice(index + 1)
    .map((l) => l.name)
    .filter((name) => !(layer.name === 'content' && name === 'domain'));
  return {
    name: `${layer.name.replaceAll(' ', '-')}-imports-no-layer-below`,
    comment: `${layer.name} may import the layers above it in docs/architecture.md, never ${below.join(', ')}.`,
    severity: /** @type {const} */ ('error'),
    from: modulesOf([layer.name]),
    to: modulesOf(below),
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...layerRules,
    {
      name: 'domain-is-pure',
      comment:
        'domain/ runs in the browser and the server alike: zod and content/ only; no Node, React or server.',
      severity: 'error',
      from: modulesOf(['domain']),
      to: { pathNot: ['^domain/', '^content/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'content-is-data',
      comment: 'content/ is typed data: it imports only content/ and types from domain/.',
      severity: 'error',
      from: modulesOf(['content']),
      to: { pathNot: ['^content/', '^domain/'] },
    },
    {
      name: 'content-takes-only-types-from-domain',
      comment: 'content/ takes its types from domain/, and nothing that runs.',
      severity: 'error',
      from: modulesOf(['content']),
      to: { ...modulesOf(['domain']), dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'documents-never-query',
      comment:
        'Documents render from plain data handed to them: no database package (stores and server/db/ are below them).',
      severity: 'error',
      from: modulesOf(['documents']),
      to: { path: DATABASE_PACKAGES },
    },
    {
      name: 'stores-answer-no-request',
      comment: 'Stores throw domain errors and know nothing of Express or React Router.',
      severity: 'error',
      from: modulesOf(['stores', 'database']),
      to: { path: HTTP_PACKAGES },
    },
    {
      name: 'express-only-in-http',
      comment:
        'Express handlers live in the HTTP layer (server/api/, server/http/, server/app.ts) only.',
      severity: 'error',
      from: { pathNot: [...modulesOf(['HTTP', 'tests']).path, '^(scripts|bench|deploy)/'] },
      to: { path: '(^|/)node_modules/express/' },
    },
    {
      name: 'browser-modules-import-no-server',
      comment:
        'Nothing the browser loads imports server/: in app/ only route modules (for their loader and action, which the build removes from the browser bundle) and *.server.ts(x) modules may.',
      severity: 'error',
      from: {
        path: '^app/',
        pathNot: ['^app/routes/', '\\.server\\.tsx?$', ...modulesOf(['tests']).path],
      },
      to: { path: '^server/' },
    },
    {
      name: 'context-holds-types-only',
      comment:
        'server/context.ts is the type of what every layer is handed (AppDeps); it runs nothing of them.',
      severity: 'error',
      from: { path: '^server/context\\.ts$' },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment:
        'No module needs itself at run time through its imports (a cycle of type imports only is allowed).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
