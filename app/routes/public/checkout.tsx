import { formatMoney } from '~/domain/format';
import { billingLabels } from '~/domain/plan';
import { ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '~/components/layout/PageHeader';
import { Button, ButtonLink } from '~/components/ui/Button';
import { OrderTotals } from '~/components/sections/OrderTotals';
import { PhoneActionBar } from '~/components/ui/PhoneActionBar';
import { Honeypot } from '~/components/ui/Honeypot';
import { SubmissionAlert } from '~/components/ui/SubmissionAlert';
import { NameAndEmailFields } from '~/components/ui/TextField';
import { useSchemaForm } from '~/components/ui/use-schema-form';
import { cartStore, useCart } from '~/lib/cart';
import { cx } from '~/lib/cx';
import { seo } from '~/lib/seo';
import { CartLoading, cartArea } from '~/components/sections/CartLoading';
import { useHydrated } from '~/lib/use-hydrated';
import {
  ORDER_FAILURE,
  checkoutDetailsSchema,
  checkoutHref,
  linkedPlanIds,
  orderSubtotals,
  orderTotalLines,
  priceOrder,
  type CheckoutDetails,
  type OrderItem,
} from '~/domain/order';
import { OrderPlaced, type PlacedOrder } from '~/components/sections/OrderPlacedNotice';
import { Alert } from '~/components/ui/Alert';
import { UnavailablePlans, WithdrawnPlans } from '~/components/sections/UnavailablePlans';
import { listPlansOnSale, withdrawnPlansOf } from '~/server/services/plan-store';
import { formAction } from '~/server/submissions/submit';
import { orderSubmission } from '~/server/submissions/order';
import { submitOrFail } from '~/lib/submit-or-fail';
import type { Route } from './+types/checkout';

export const meta = (args: Route.MetaArgs) => [
  ...seo(args, {
    title: 'Checkout',
    description: 'Complete your ECS Digital order.',
    noindex: true,
  }),
];

/**
 * The plans on sale now, so the summary shows what the server will charge, and the plans a
 * checkout link names (`?planIds=…`): those are ordered instead of the cart kept in the browser,
 * so checkout works from a link and without JavaScript.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.deps;
  const plans = await listPlansOnSale(db);
  const linked = linkedPlanIds(new URL(request.url).searchParams);
  const onSale = new Set(plans.map((plan) => plan.id));
  const gone = linked?.filter((id) => !onSale.has(id)) ?? [];
  return {
    plans,
    linkedPlanIds: linked?.filter((id) => onSale.has(id)) ?? null,
    linkedPlansGone: gone.length > 0,
    // The link's plans that are withdrawn but still known (their service is inactive), by name.
    withdrawnPlans: gone.length ? await withdrawnPlansOf(db, gone) : [],
  };
}

/** Places the order; prices come from the catalogue on the server, never from the browser. */
export const action = (args: Route.ActionArgs) => formAction(args, orderSubmission);

/** With JavaScript, a lost connection or a crash shows the form's failure message in place. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitOrFail(serverAction, ORDER_FAILURE);
}

/** What the home page shows after a successful order (docs/product.md#order-confirmation). */
export interface OrderPlacedState {
  orderPlaced: PlacedOrder;
}

export default function CheckoutPage({ actionData, loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const cart = useCart();
  const { linkedPlanIds: linked, linkedPlansGone, plans } = loaderData;
  const onSale = new Set(plans.map((plan) => plan.id));
  const planIds = linked ?? cart.map((item) => item.id);
  const emptyCart = (
    <div className="card flex flex-col items-center gap-4 px-6 py-14 text-center">
      <ShoppingCart aria-hidden="true" className="size-10 text-accent-600" />
      <p className="text-lg font-semibold text-navy-900">Your cart is empty</p>
      <p className="text-muted">Add a plan to your cart before you check out.</p>
      <ButtonLink to="/pricing">Browse plans</ButtonLink>
    </div>
  );
  let content: React.ReactNode;
  if (actionData?.ok) {
    // Sent without JavaScript: the confirmation opens here instead of on the home page.
    content = (
      <OrderPlaced
        {...placedOrder(actionData.reference, priceOrder(planIds, plans).items)}
        emailed={emailedOf(actionData)}
        {...orderLinksOf(actionData)}
      />
    );
  } else if (!linked && !hydrated) {
    content = <CartLoading shape="checkout" />;
  } else if (linked && planIds.length === 0 && linkedPlansGone) {
    // A link whose every plan has been withdrawn: nothing left to order, and the visitor's cart
    // has nothing to do with it.
    content = <WithdrawnPlans plans={loaderData.withdrawnPlans} />;
  } else if (planIds.length === 0) {
    content = emptyCart;
  } else {
    content = (
      <>
        {linked ? (
          linkedPlansGone ? (
            <Alert className="mb-6" title="A plan in this link is no longer offered">
              The plans below are still available and can be ordered.
            </Alert>
          ) : null
        ) : (
          <UnavailablePlans items={cart.filter((item) => !onSale.has(item.id))} />
        )}
        <CheckoutForm planIds={planIds} plans={plans} actionResult={actionData} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Checkout"
        intro="Confirm your details and submit your order. You get a private page to follow it straight away, and an email with the next step: signing your agreement."
        variant="compact"
      />
      <section id="checkout" className="section scroll-mt-16" aria-label="Checkout">
        <div className={cx('container-page max-w-5xl', !linked && cartArea.checkout)}>
          {content}
        </div>
      </section>
    </>
  );
}

/**
 * Whether a placed order's answer says the buyer's confirmation was queued: the server decides it
 * as it queues the emails, and nothing else (an older answer, a missing field) counts as emailed.
 */
const emailedOf = (placed: object) => 'emailed' in placed && placed.emailed === true;

/** The order page and agreement links of a placed order's answer, when it has them. */
function orderLinksOf(placed: object): Pick<PlacedOrder, 'orderPage' | 'agreementPage'> {
  const links: Pick<PlacedOrder, 'orderPage' | 'agreementPage'> = {};
  if ('orderPage' in placed && typeof placed.orderPage === 'string')
    links.orderPage = placed.orderPage;
  if ('agreementPage' in placed && typeof placed.agreementPage === 'string')
    links.agreementPage = placed.agreementPage;
  return links;
}

/** The order confirmation's contents: one line per plan as the summary showed it, and the totals. */
function placedOrder(
  orderNumber: string,
  items: OrderItem[],
): Pick<PlacedOrder, 'orderNumber' | 'lines' | 'totals'> {
  return {
    orderNumber,
    lines: items.map((item) => [
      `${item.title}, ${item.planFor}`,
      `${formatMoney(item.priceCents)} ${billingLabels[item.billing]}`,
    ]),
    totals: orderTotalLines(items),
  };
}

function CheckoutForm({
  planIds,
  plans,
  actionResult,
}: {
  planIds: number[];
  plans: Route.ComponentProps['loaderData']['plans'];
  actionResult: Route.ComponentProps['actionData'];
}) {
  const navigate = useNavigate();
  // Shown from the catalogue, as the server will price it.
  const { items, unknownIds } = priceOrder(planIds, plans);
  const { form, field, errorOf, onSubmit, submitting, result } = useSchemaForm({
    schema: checkoutDetailsSchema,
    defaults: { name: '', email: '', website: '' } satisfies CheckoutDetails,
    formId: 'checkout-form',
    action: '/checkout',
    fallback: actionResult,
    onSuccess: (placed) => {
      const { reference } = placed;
      const emailed = emailedOf(placed);
      // What was ordered leaves the cart: all of it when checkout showed the cart.
      const ordered = new Set(planIds);
      cartStore.set((cart) => cart.filter((item) => !ordered.has(item.id)));
      const state: OrderPlacedState = {
        orderPlaced: { ...placedOrder(reference, items), emailed, ...orderLinksOf(placed) },
      };
      void navigate('/', { state });
    },
  });
  const planIdsError = errorOf('planIds');
  const { firstPaymentCents, monthlyCents } = orderSubtotals(items);
  // The form's button, and the phone bar's, which submits the same form from outside it.
  const submit = (className: string) => (
    <Button
      type="submit"
      form="checkout-form"
      size="lg"
      className={className}
      disabled={submitting || unknownIds.length > 0}
      aria-busy={submitting || undefined}
    >
      {submitting ? 'Submitting…' : 'Submit Order'}
    </Button>
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <form
        id="checkout-form"
        method="post"
        // Without JavaScript the answer is this page again, with the same plans, opened here.
        action={`${checkoutHref(planIds)}#checkout`}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="checkout-form-title"
        className="card space-y-5 self-start p-6 sm:p-8"
      >
        <h2 id="checkout-form-title" className="text-xl">
          Your details
        </h2>
        {planIds.map((id) => (
          <input key={id} type="hidden" name="planIds" value={id} />
        ))}
        <Honeypot {...form.register('website')} />
        <div className="grid gap-y-2">
          <NameAndEmailFields field={field} labels={['Full Name', 'Email Address']} />
        </div>
        {/* The refusal's heading already says it when the cart is the only problem. */}
        {planIdsError && planIdsError !== result?.message ? (
          <p className="text-sm text-danger-700">{planIdsError}</p>
        ) : null}
        <SubmissionAlert result={result?.ok ? undefined : result} failureMessage={ORDER_FAILURE} />
        {/* On a phone the button is in the bar at the foot of the screen instead. */}
        {submit('max-md:hidden')}
      </form>
      <section
        aria-labelledby="order-summary-title"
        // On a phone what is being bought comes before the form.
        className="card order-first self-start p-6 sm:p-8 lg:order-none"
      >
        <h2 id="order-summary-title" className="text-xl">
          Selected plans
        </h2>
        <ul className="mt-4 divide-y divide-line">
          {items.map((item) => (
            <li key={item.planId} className="flex items-start justify-between gap-4 py-3">
              <span>
                <span className="block font-semibold text-navy-900">{item.title}</span>
                <span className="block text-sm text-muted">{item.planFor}</span>
              </span>
              <span className="text-right font-semibold whitespace-nowrap text-navy-900">
                {formatMoney(item.priceCents, { cents: 'always' })}
                <span className="block text-sm font-normal text-muted">
                  ({billingLabels[item.billing]})
                </span>
              </span>
            </li>
          ))}
        </ul>
        <OrderTotals items={items} />
      </section>
      {/* The grid's last row on a phone: it sticks while the summary and the form are in view. */}
      <PhoneActionBar
        label="Order total"
        total={formatMoney(firstPaymentCents, { cents: 'always' })}
        caption={monthlyCents ? 'First invoice' : undefined}
        className="-mt-2"
      >
        {submit('shrink-0')}
      </PhoneActionBar>
    </div>
  );
}
