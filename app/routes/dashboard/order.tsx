import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Deferred } from '~/components/dashboard/Deferred';
import {
  CancelOrderModal,
  OrderActions,
  OrderActivity,
  OrderClientLink,
  OrderDocuments,
  OrderHeading,
  OrderLines,
} from '~/components/dashboard/OrderFileParts';
import { OrderTimeline } from '~/components/order/OrderTimeline';
import { Alert } from '~/components/ui/Alert';
import { unreachable } from '~/domain/exhaustive';
import { formatDateTime } from '~/domain/format';
import type { StaffOrderFile } from '~/domain/order-journey';
import { api } from '~/lib/api';
import { actionBody, dashboardMeta, load, mutate, useDashboardAction } from '~/lib/dashboard-data';
import type { Route } from './+types/order';

export const meta = () => dashboardMeta('Order | ECS Digital');

const orderApi = (number: string) => `/api/orders/${encodeURIComponent(number)}`;

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return {
    order: load(() =>
      api<{ order: StaffOrderFile }>(orderApi(params.orderNumber)).then((r) => r.order),
    ),
  };
}

type OrderIntent = { intent: 'cancel'; reason: string } | { intent: 'resend-link' };

/** Staff actions on an order (docs/product.md#order-page): cancel with a reason, resend the link. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const body = await actionBody<OrderIntent>(request);
  const base = orderApi(params.orderNumber);
  return mutate(() =>
    body.intent === 'cancel'
      ? api<{ message: string }>(`${base}/cancel`, {
          method: 'POST',
          body: { reason: body.reason },
        })
      : api<{ message: string }>(`${base}/resend-link`, { method: 'POST' }),
  );
}

export default function DashboardOrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <Link
        to="/dashboard/inbox?kind=orders"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Orders
      </Link>
      <Deferred
        value={loaderData.order}
        fallback={
          <p role="status" className="text-muted">
            Loading the order...
          </p>
        }
      >
        {(order) =>
          order.error !== null ? (
            <Alert tone="error" title={order.error} />
          ) : (
            <OrderFile order={order.data} />
          )
        }
      </Deferred>
    </div>
  );
}

type Notice = { ok: boolean; text: string } | null;

/** Why an order no longer takes work, above everything else; nothing while it is open. */
function ClosedNotice({ order }: { order: StaffOrderFile }) {
  switch (order.journey.stage) {
    case 'received':
    case 'signed':
    case 'invoiced':
    case 'paid':
      return null;
    case 'cancelled':
      return (
        <Alert tone="error" title="This order is cancelled">
          {order.cancelledAt ? `${formatDateTime(order.cancelledAt)}. ` : ''}
          {order.cancelReason ? `Reason: ${order.cancelReason}` : ''}
        </Alert>
      );
    default:
      return unreachable(order.journey.stage);
  }
}

function OrderFile({ order }: { order: StaffOrderFile }) {
  const action = useDashboardAction();
  const [notice, setNotice] = useState<Notice>(null);
  const [cancelling, setCancelling] = useState(false);

  const run = async (intent: OrderIntent) => {
    setNotice(null);
    const result = await action.run(intent);
    setNotice({ ok: result.ok, text: result.message });
    return result.ok;
  };

  return (
    <>
      <OrderHeading order={order} />
      {notice ? <Alert tone={notice.ok ? 'success' : 'error'} title={notice.text} /> : null}
      <ClosedNotice order={order} />

      <section aria-labelledby="order-progress" className="card space-y-5 p-6">
        <h2 id="order-progress" className="text-lg">
          Progress
        </h2>
        <OrderTimeline journey={order.journey} />
        <OrderActions
          order={order}
          busy={action.busy}
          onResendLink={() => void run({ intent: 'resend-link' })}
          onCancel={() => setCancelling(true)}
        />
      </section>

      <OrderClientLink order={order} />
      <OrderLines order={order} />
      <OrderDocuments order={order} />
      <OrderActivity order={order} />

      <CancelOrderModal
        order={order}
        open={cancelling}
        busy={action.busy}
        onConfirm={async (reason) => {
          const done = await run({ intent: 'cancel', reason });
          if (done) setCancelling(false);
          return done;
        }}
        onClose={() => setCancelling(false)}
      />
    </>
  );
}
