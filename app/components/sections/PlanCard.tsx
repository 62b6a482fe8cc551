import { ShoppingCart, X } from 'lucide-react';
import { Check } from '~/components/ui/sprite';
import { useNavigate } from 'react-router';
import { isPlanFeatureAvailable, planFeatureLabel, type PricingPlan } from '~/content/plans';
import { addToCart, selectPlan, useCart } from '~/lib/cart';
import { cx } from '~/lib/cx';
import { Button } from '~/components/ui/Button';

/** A pricing card: price with $, the previous price struck through, features, Buy Now and Add to cart. */
export function PlanCard({ plan, featured = false }: { plan: PricingPlan; featured?: boolean }) {
  const navigate = useNavigate();
  const inCart = useCart().some((item) => item.id === plan.id);
  const headingId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'relative flex flex-col rounded-card border bg-white p-7 shadow-card',
        featured ? 'border-accent-600 ring-2 ring-accent-600' : 'border-line',
      )}
    >
      {featured ? (
        <p className="absolute -top-3 left-7 rounded-pill bg-accent-600 px-3 py-1 text-xs font-semibold text-white">
          Most popular
        </p>
      ) : null}
      <h3 id={headingId} className="text-lg">
        {plan.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{plan.planFor}</p>
      <p className="mt-5 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight text-navy-900">${plan.price}</span>
        <del className="text-lg text-muted">
          <span className="sr-only">Previous price </span>${plan.prevPrice}
        </del>
        <span className="text-sm text-muted">{plan.duration}</span>
      </p>
      <p className="mt-4 text-muted">{plan.description}</p>
      <ul className="mt-6 flex-1 space-y-2.5 text-sm">
        {plan.features.map((feature) => {
          const available = isPlanFeatureAvailable(feature);
          const label = planFeatureLabel(feature);
          return (
            <li key={label} className={cx('flex gap-2.5', !available && 'text-muted')}>
              {available ? (
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
              ) : (
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              )}
              <span>
                <span className="sr-only">{available ? 'Included: ' : 'Not included: '}</span>
                {available ? (
                  label
                ) : (
                  <span className="line-through decoration-slate-400">{label}</span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 grid gap-3">
        <Button
          size="lg"
          variant={featured ? 'primary' : 'secondary'}
          aria-describedby={headingId}
          onClick={() => {
            selectPlan(plan);
            navigate('/contact', { state: { pageScrolls: true } });
          }}
        >
          Buy Now
        </Button>
        <Button
          size="lg"
          variant="outline"
          aria-describedby={headingId}
          aria-pressed={inCart}
          onClick={() => addToCart(plan)}
        >
          <ShoppingCart aria-hidden="true" className="size-4" />
          {inCart ? 'Added to cart' : 'Add to cart'}
        </Button>
      </div>
    </article>
  );
}

export function PlanGrid({ plans }: { plans: PricingPlan[] }) {
  return (
    <div className="grid gap-8 md:grid-cols-3 md:gap-6">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} featured={plan.title === 'Standard Plan'} />
      ))}
    </div>
  );
}
