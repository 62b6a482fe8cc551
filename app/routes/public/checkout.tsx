import { zodResolver } from '@hookform/resolvers/zod';
import { ShoppingCart } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { data, useNavigate } from 'react-router';
import { PageHeader } from '~/components/layout/PageHeader';
import { Button, ButtonLink } from '~/components/ui/Button';
import { Field, inputClasses } from '~/components/ui/Field';
import { SubmissionAlert } from '~/components/ui/SubmissionAlert';
import { cartStore, useCart } from '~/lib/cart';
import { seo } from '~/lib/seo';
import { useHydrated } from '~/lib/use-hydrated';
import { useSubmission } from '~/lib/use-submission';
import {
  ORDER_FAILURE,
  checkoutDetailsSchema,
  formatCents,
  priceOrder,
  type CheckoutDetails,
} from '../../../domain/order';
import { plans } from '../../../content/plans';
import { formToObject, readFormData } from '../../../server/submissions/submit';
import { submitOrder } from '../../../server/submissions/order';
import { submitOrFail } from '~/lib/submit-or-fail';
import { initialValues } from '../../../domain/submission';
import type { Route } from './+types/checkout';

export const meta = (args: Route.MetaArgs) => [
  ...seo(args, {
    title: 'Checkout',
    description: 'Complete your ECS Digital order.',
    noindex: true,
  }),
];

/** Places the order; prices come from the catalogue on the server, never from the browser. */
export async function action({ request, context }: Route.ActionArgs) {
  const input = formToObject(await readFormData(request), ['planIds']);
  const result = await submitOrder(context.services, context.submitter, input);
  return data(result, { status: result.status });
}

/** With JavaScript, a lost connection or a crash shows the form's failure message in place. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitOrFail(serverAction, ORDER_FAILURE);
}

/** What the home page shows after a successful order (PRODUCT.md 7). */
export interface OrderPlacedState {
  orderPlaced: { orderNumber: string };
}

export default function CheckoutPage({ actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const items = useCart();
  return (
    <>
      <PageHeader title="Checkout" intro="Confirm your details and submit your order." />
      <section className="section" aria-label="Checkout">
        <div className="container-page max-w-5xl">
          {!hydrated ? (
            <p className="text-muted" role="status">
              Loading your cart…
            </p>
          ) : items.length === 0 && !actionData?.ok ? (
            <div className="card flex flex-col items-center gap-4 px-6 py-14 text-center">
              <ShoppingCart aria-hidden="true" className="size-10 text-accent-600" />
              <p className="text-lg font-semibold text-navy-900">Your cart is empty</p>
              <p className="text-muted">Add a plan to your cart before you check out.</p>
              <ButtonLink to="/pricing">Browse plans</ButtonLink>
            </div>
          ) : (
            <CheckoutForm planIds={items.map((item) => item.id)} actionResult={actionData} />
          )}
        </div>
      </section>
    </>
  );
}

function CheckoutForm({
  planIds,
  actionResult,
}: {
  planIds: number[];
  actionResult: Route.ComponentProps['actionData'];
}) {
  const navigate = useNavigate();
  const defaults = initialValues({ name: '', email: '', website: '' }, actionResult);
  const form = useForm<CheckoutDetails>({
    resolver: zodResolver(checkoutDetailsSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: defaults,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { onSubmit, submitting, result } = useSubmission({
    form,
    action: '/checkout',
    fallback: actionResult,
    onSuccess: ({ reference }) => {
      cartStore.clear();
      const state: OrderPlacedState = { orderPlaced: { orderNumber: reference } };
      void navigate('/', { state });
    },
  });
  const serverErrors = result && !result.ok ? (result.errors ?? {}) : {};
  // Shown from the catalogue, as the server will price it.
  const { items, totalCents } = priceOrder(planIds, plans);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <form
        method="post"
        action="/checkout"
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
        <div className="hidden" aria-hidden="true">
          <label>
            Leave this field empty
            <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
          </label>
        </div>
        <Field label="Full Name" error={errors.name?.message ?? serverErrors.name} required>
          {(control) => (
            <input
              {...control}
              {...register('name')}
              defaultValue={defaults.name}
              autoComplete="name"
              className={inputClasses}
            />
          )}
        </Field>
        <Field label="Email Address" error={errors.email?.message ?? serverErrors.email} required>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              defaultValue={defaults.email}
              type="email"
              autoComplete="email"
              className={inputClasses}
            />
          )}
        </Field>
        {serverErrors.planIds ? (
          <p className="text-sm text-danger-700">{serverErrors.planIds}</p>
        ) : null}
        <SubmissionAlert result={result?.ok ? undefined : result} failureMessage={ORDER_FAILURE} />
        <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? 'Submitting…' : 'Submit Order'}
        </Button>
      </form>
      <section aria-labelledby="order-summary-title" className="card self-start p-6 sm:p-8">
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
                {formatCents(item.priceCents)}
                {item.duration ? (
                  <span className="block text-sm font-normal text-muted">({item.duration})</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex justify-between border-t border-line pt-4 text-lg font-semibold text-navy-900">
          <span>Total</span>
          <span>{formatCents(totalCents)}</span>
        </p>
      </section>
    </div>
  );
}
