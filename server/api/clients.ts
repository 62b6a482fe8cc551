import { Router } from 'express';
import { pageInfo } from '~/domain/paging';
import { CLIENT_EMAIL_MAX, CLIENTS_PER_PAGE, clientListQuerySchema } from '~/domain/client';
import { requireUser } from '~/server/auth/sessions';
import { findClient, listClients } from '~/server/clients/client-store';
import type { AppDeps } from '~/server/context';
import { NotFound, parseOrRefuse } from '~/server/errors';

/**
 * The dashboard's Clients screen (docs/product.md#dashboard-clients): every client, one email
 * address across messages, orders, agreements, inquiries and invoices, with their totals; and
 * everything from one client.
 */
export function clientsRouter(deps: AppDeps) {
  const { db } = deps;
  const router = Router();

  router.get('/', async (req, res) => {
    await requireUser(deps, req);
    const query = parseOrRefuse(clientListQuerySchema, req.query);
    const limit = CLIENTS_PER_PAGE;
    const { items, total } = await listClients(db, { ...query, limit });
    res.json({ status: 200, message: 'OK', items, ...pageInfo(total, query.page, limit) });
  });

  router.get('/:email', async (req, res) => {
    await requireUser(deps, req);
    const email = String(req.params.email);
    const client = email.length <= CLIENT_EMAIL_MAX ? await findClient(db, email) : undefined;
    if (!client) throw new NotFound('Client not found');
    res.json({ status: 200, message: 'OK', client });
  });

  return router;
}
