import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderInvoiceDraft } from '~/domain/order-journey';
import { api, errorMessage } from '~/lib/api';
import { readStoredToken } from '~/lib/token';

/**
 * Staff raising the invoice of an order (`/invoice?order=…`, docs/product.md#order-page): loads
 * the order's draft and hands it to `onDraft` (which fills the form in); the draft's catalogue
 * prices the lines as the order was sold.
 */
export function useOrderInvoiceDraft(onDraft: (draft: OrderInvoiceDraft) => void) {
  const orderNumber = useSearchParams()[0].get('order');
  const [orderDraft, setOrderDraft] = useState<OrderInvoiceDraft | null>(null);
  const [orderError, setOrderError] = useState('');
  const latest = useRef(onDraft);
  latest.current = onDraft;

  useEffect(() => {
    if (!orderNumber) return;
    if (!readStoredToken()) {
      setOrderError('Sign in to the dashboard to invoice an order.');
      return;
    }
    let current = true;
    api<{ draft: OrderInvoiceDraft }>(
      `/api/orders/${encodeURIComponent(orderNumber)}/invoice-draft`,
    )
      .then(({ draft }) => {
        if (!current) return;
        setOrderDraft(draft);
        latest.current(draft);
      })
      .catch((error: unknown) => {
        if (current) setOrderError(errorMessage(error));
      });
    return () => {
      current = false;
    };
  }, [orderNumber]);

  return { orderDraft, orderError };
}
