import express, { Router, type RequestHandler } from 'express';
import { shareJsonResponses } from '~/server/http/shared-responses';
import type { AppDeps } from '~/server/context';
import { FieldRefused, InputRefused } from '~/server/errors';
import { blogsRouter } from './blogs';
import { clientsRouter } from './clients';
import { inboxRouter } from './inbox';
import { inboxDocumentsRouter } from './inbox-documents';
import { invoicesRouter } from './invoices';
import { ordersRouter } from './orders';
import { openApiDocument } from './openapi';
import { plansRouter } from './plans';
import { servicesRouter } from './services';
import { settingsRouter } from './settings';
import { uploadRouter } from './upload';
import { usersRouter } from './users';

/** The API's sections (`/api/<name>`), as the metrics name them. */
export const API_SECTIONS = [
  'users',
  'blogs',
  'upload',
  'services',
  'plans',
  'inbox',
  'outbox',
  'invoices',
  'clients',
  'orders',
  'settings',
  'openapi.json',
];

/** The REST API under /api: JSON in, JSON out, every answer `{ status, message, ... }`. */
export function apiRouter(deps: AppDeps) {
  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  router.use(rejectNulCharacters);
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.use('/users', usersRouter(deps));
  // Public reads of content are shared like pages (server/http/shared-responses.ts).
  router.get(['/blogs', '/services'], shareJsonResponses(deps));
  router.use('/blogs', blogsRouter(deps));
  router.use('/upload', uploadRouter(deps));
  router.use('/services', servicesRouter(deps));
  router.use('/plans', plansRouter(deps));
  router.use(inboxRouter(deps));
  router.use(inboxDocumentsRouter(deps));
  router.use('/invoices', invoicesRouter(deps));
  router.use('/clients', clientsRouter(deps));
  router.use('/orders', ordersRouter(deps));
  router.use('/settings', settingsRouter(deps));
  router.get('/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(openApiDocument(deps.publicUrl));
  });
  router.use((_req, res) => {
    res.status(404).json({ status: 404, message: 'Not found' });
  });
  return router;
}

/** Finds the path of the first string holding a NUL character (PostgreSQL text cannot store one). */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_form' : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

const rejectNulCharacters: RequestHandler = (req, _res, next) => {
  // No record's id, email or number holds one: an address with it names nothing.
  if (/%00/.test(req.path)) throw new InputRefused('The address contains an invalid character');
  const field = findNul(req.body, '') ?? findNul(req.query, '');
  if (field) throw new FieldRefused(field, 'Contains an invalid character');
  next();
};
