import { Router } from 'express';
import { authenticate } from '~/server/auth/sessions';
import type { AppServices } from '~/server/context';
import { listAllPlans, listPlansOnSale } from '~/server/services/plan-store';

/**
 * Every plan in one list (docs/product.md#prices): the plans on sale for everyone, and for admins
 * the plans of inactive services too. A service's list is changed with PUT /api/services/:id/plans.
 */
export function plansRouter(services: AppServices) {
  const router = Router();
  router.get('/', async (req, res) => {
    const user = await authenticate(services, req);
    const plans = user?.isAdmin
      ? await listAllPlans(services.db)
      : await listPlansOnSale(services.db);
    res.json({ status: 200, message: 'OK', plans });
  });
  return router;
}
