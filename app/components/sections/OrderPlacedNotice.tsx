import { useLocation } from 'react-router';
import { Alert } from '~/components/ui/Alert';

/** The confirmation a visitor sees on the home page right after placing an order (docs/product.md#order-confirmation). */
export function OrderPlacedNotice() {
  const state = useLocation().state as { orderPlaced?: { orderNumber?: unknown } } | null;
  const orderNumber = state?.orderPlaced?.orderNumber;
  if (typeof orderNumber !== 'string') return null;
  return (
    <div className="container-page py-6">
      <Alert tone="success" title="Thank you! Your order has been placed.">
        Your order number is <strong>{orderNumber}</strong>. We have emailed you a confirmation, and
        our team will contact you within one business day.
      </Alert>
    </div>
  );
}
