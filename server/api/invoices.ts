import { Router } from 'express';
import { pageInfo } from '~/domain/paging';
import { isObjectId } from '~/domain/ids';
import {
  INVOICES_PER_PAGE,
  invoiceListQuerySchema,
  invoiceStatusChangeSchema,
  invoiceStatusLabels,
} from '~/domain/invoice-status';
import { requireUser } from '~/server/auth/sessions';
import { staffActor } from '~/server/orders/order-events';
import type { AppDeps } from '~/server/context';
import { NotFound, parseOrRefuse } from '~/server/errors';
import { listInvoices, settleInvoice } from '~/server/invoices/invoice-lifecycle-store';
import { findInvoice } from '~/server/invoices/invoice-store';

/**
 * The dashboard's Invoices screen (docs/product.md#dashboard-invoices): every invoice with its
 * status, searched and filtered on the server; staff settle one as paid or void
 * (docs/product.md#invoice-lifecycle).
 */
export function invoicesRouter(deps: AppDeps) {
  const { db } = deps;
  const router = Router();

  router.get('/', async (req, res) => {
    await requireUser(deps, req);
    const query = parseOrRefuse(invoiceListQuerySchema, req.query);
    const limit = INVOICES_PER_PAGE;
    const { items, total } = await listInvoices(db, { ...query, limit });
    res.json({ status: 200, message: 'OK', items, ...pageInfo(total, query.page, limit) });
  });

  router.patch('/:id', async (req, res) => {
    const user = await requireUser(deps, req);
    const id = String(req.params.id);
    const invoice = isObjectId(id) ? await findInvoice(db, id) : undefined;
    if (!invoice) throw new NotFound('Invoice not found');
    const { status } = parseOrRefuse(invoiceStatusChangeSchema, req.body);
    const changed = await settleInvoice(db, invoice, status, staffActor(user), deps.clock.now());
    deps.logger.info(
      { invoice: invoice.number, status, changedBy: user._id },
      'invoice status changed',
    );
    res.json({
      status: 200,
      message: `Invoice ${changed.number} is ${invoiceStatusLabels[status].toLowerCase()}`,
      invoice: changed,
    });
  });

  return router;
}
