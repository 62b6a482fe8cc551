import { Router } from 'express';
import { site } from '~/content/site';
import { formatMoney } from '~/domain/format';
import { formatInvoiceNumber, isOrderNumber } from '~/domain/document-numbers';
import { invoiceStatusLabels } from '~/domain/invoice-status';
import { orderTotalLines } from '~/domain/order';
import {
  orderCancelSchema,
  orderInvoiceCatalogue,
  orderInvoiceRows,
  orderPagePath,
  type OrderInvoiceDraft,
  type StaffOrderFile,
} from '~/domain/order-journey';
import { billingLabels } from '~/domain/plan';
import { requireUser } from '~/server/auth/sessions';
import type { AppDeps } from '~/server/context';
import { NotFound, parseOrRefuse, StateConflict } from '~/server/errors';
import { orderLinkMessage } from '~/server/orders/order-emails';
import {
  cancelOrder,
  findOrderByNumber,
  loadOrderFile,
  type OrderRecord,
} from '~/server/orders/order-store';
import { listOrderEvents, recordOrderEvent, staffActor } from '~/server/orders/order-events';
import { checkInvoiceable, loadInvoiceCatalogue } from '~/server/invoices/invoice-store';
import { enqueueEmails } from '~/server/mail/outbox';
import { isValidRecipient } from '~/server/mail/recipients';

/**
 * The staff view of an order (docs/product.md#order-page): where it stands, everything tied to it,
 * the audit trail, and the staff actions on it: cancel with a reason, send the client their link
 * again.
 */
export function ordersRouter(deps: AppDeps) {
  const { db } = deps;
  const router = Router();

  async function orderOr404(number: string): Promise<OrderRecord> {
    const order = isOrderNumber(number) ? await findOrderByNumber(db, number) : undefined;
    if (!order) throw new NotFound('Order not found');
    return order;
  }

  async function staffFile(order: OrderRecord): Promise<StaffOrderFile> {
    const [file, events] = await Promise.all([
      loadOrderFile(db, order),
      listOrderEvents(db, order.id),
    ]);
    return {
      orderNumber: order.orderNumber,
      name: order.name,
      email: order.email,
      placedAt: order.placedAt,
      cancelledAt: order.cancelledAt,
      cancelReason: order.cancelReason,
      link: `${deps.publicUrl}${orderPagePath(order.token)}`,
      lines: order.items.map((item) => ({
        title: item.title,
        planFor: item.planFor,
        billing: billingLabels[item.billing],
        price: formatMoney(item.priceCents, { cents: 'always' }),
      })),
      totals: orderTotalLines(order.items),
      journey: file.journey,
      agreements: file.agreements,
      invoices: file.invoices.map((invoice) => ({
        id: invoice.id,
        number: formatInvoiceNumber(invoice.number),
        status: invoice.status,
        statusLabel: invoiceStatusLabels[invoice.status],
        total: formatMoney(invoice.totalCents, { cents: 'always' }),
        sentAt: invoice.sentAt,
        paidAt: invoice.paidAt,
      })),
      events,
    };
  }

  router.get('/:number', async (req, res) => {
    await requireUser(deps, req);
    const order = await orderOr404(String(req.params.number));
    res.json({ status: 200, message: 'OK', order: await staffFile(order) });
  });

  /** The invoice builder prefilled from the order (docs/product.md#order-page). */
  router.get('/:number/invoice-draft', async (req, res) => {
    const user = await requireUser(deps, req);
    const order = await orderOr404(String(req.params.number));
    checkInvoiceable(order.orderNumber, order);
    const catalogue = orderInvoiceCatalogue(await loadInvoiceCatalogue(db), order.items);
    const draft: OrderInvoiceDraft = {
      orderNumber: order.orderNumber,
      catalogue,
      clientName: order.name,
      clientEmail: order.email,
      representativeName: `${user.firstName} ${user.lastName}`.trim(),
      representativeEmail: user.email,
      representativePhone: site.phone,
      services: orderInvoiceRows(catalogue, order.items),
    };
    res.json({ status: 200, message: 'OK', draft });
  });

  router.post('/:number/cancel', async (req, res) => {
    const user = await requireUser(deps, req);
    const order = await orderOr404(String(req.params.number));
    const { reason } = parseOrRefuse(orderCancelSchema, req.body);
    const actor = staffActor(user);
    // Two staff cancelling at once: the first one counts, the second is told.
    if (!(await cancelOrder(db, order.id, reason, actor, deps.clock.now())))
      throw new StateConflict(`Order ${order.orderNumber} is already cancelled`);
    deps.logger.info({ order: order.orderNumber, by: user._id }, 'order cancelled');
    const current = await orderOr404(order.orderNumber);
    res.json({
      status: 200,
      message: `Order ${order.orderNumber} is cancelled`,
      order: await staffFile(current),
    });
  });

  router.post('/:number/resend-link', async (req, res) => {
    const user = await requireUser(deps, req);
    const order = await orderOr404(String(req.params.number));
    if (!isValidRecipient(order.email.trim()))
      throw new StateConflict(`${order.email} cannot receive email; share the link another way`);
    const actor = staffActor(user);
    const now = deps.clock.now();
    await db.transaction().execute(async (trx) => {
      await enqueueEmails(trx, now, [
        orderLinkMessage(order, {
          publicUrl: deps.publicUrl,
          companyInbox: deps.config.companyInbox,
        }),
      ]);
      await recordOrderEvent(trx, order.id, 'link-resent', actor, order.email, now);
    });
    deps.outbox.wake();
    res.json({
      status: 200,
      message: `The order link was sent to ${order.email}`,
      order: await staffFile(order),
    });
  });

  return router;
}
