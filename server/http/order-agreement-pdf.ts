import type { RequestHandler } from 'express';
import { parseAgreementNumber } from '~/domain/document-numbers';
import { agreementPdf } from '~/server/agreements/agreement-pdfs';
import { findOrderAgreementId } from '~/server/agreements/agreement-store';
import type { AppDeps } from '~/server/context';
import { sendPdf } from './pdf-response';
import { findOrderByToken } from '~/server/orders/order-store';

const notFound = (res: Parameters<RequestHandler>[1]) =>
  res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');

/**
 * `/orders/{token}/agreements/{reference}.pdf`: a signed agreement of the order, for whoever holds
 * the order's private link (docs/product.md#order-page). Only an agreement signed for that order
 * is served; anything else is the same plain 404 as an unknown link, so nothing can be learnt by
 * guessing, and a file name that is no agreement reference is not even looked up. The PDF is the
 * one kept at signing (docs/product.md#agreement-pdf).
 */
export function orderAgreementPdf(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const order = await findOrderByToken(deps.db, String(req.params.token));
    const file = String(req.params.file);
    const reference = file.endsWith('.pdf') ? file.slice(0, -4) : '';
    const agreementId =
      order && parseAgreementNumber(reference)
        ? await findOrderAgreementId(deps.db, order.orderNumber, reference)
        : undefined;
    if (!agreementId) return void notFound(res);
    const sent = await sendPdf(req, res, () => agreementPdf(deps, agreementId, { wait: false }));
    if (!sent) notFound(res);
  };
}
