import { Router } from 'express';
import { formatDollarsPlain } from '~/domain/format';
import type { PlanView } from '~/domain/plan';
import { authenticate } from '~/server/auth/sessions';
import type { AppDeps } from '~/server/context';
import { listAllPlans, listPlansOnSale } from '~/server/services/plan-store';

/**
 * A plan as the API answers it: the view, plus the plain dollar texts `price` and `prevPrice`
 * ('2500.50', '' for no previous price) that clients have always read, derived here from the cents
 * (docs/decisions/046-api-compatibility.md, docs/decisions/049-money-model.md).
 */
export function planResource(plan: PlanView) {
  return {
    ...plan,
    price: formatDollarsPlain(plan.priceCents),
    prevPrice: plan.prevPriceCents ? formatDollarsPlain(plan.prevPriceCents) : '',
  };
}

/**
 * Every plan in one list (docs/product.md#prices): the plans on sale for everyone, and for admins
 * the plans of inactive services too. A service's list is changed with PUT /api/services/:id/plans.
 */
export function plansRouter(deps: AppDeps) {
  const router = Router();
  router.get('/', async (req, res) => {
    const user = await authenticate(deps, req);
    const plans = user?.isAdmin ? await listAllPlans(deps.db) : await listPlansOnSale(deps.db);
    res.json({ status: 200, message: 'OK', plans: plans.map(planResource) });
  });
  return router;
}
