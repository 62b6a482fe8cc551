import { Router } from 'express';
import { bankDetailsSchema } from '~/domain/bank-details';
import { requireAdmin, requireUser } from '~/server/auth/sessions';
import type { AppDeps } from '~/server/context';
import { parseOrRefuse } from '~/server/errors';
import {
  clearBankDetails,
  findBankDetails,
  saveBankDetails,
} from '~/server/payments/bank-details-store';

/**
 * The agency's settings that staff keep in the dashboard: the bank account clients pay transfers
 * to (docs/product.md#bank-transfer). Staff read it; admins change it.
 */
export function settingsRouter(deps: AppDeps) {
  const { db } = deps;
  const router = Router();

  router.get('/bank-details', async (req, res) => {
    await requireUser(deps, req);
    const bankDetails = await findBankDetails(db);
    res.json({ status: 200, message: 'OK', bankDetails });
  });

  router.put('/bank-details', async (req, res) => {
    const user = await requireAdmin(deps, req);
    const details = parseOrRefuse(bankDetailsSchema, req.body);
    const bankDetails = await saveBankDetails(db, details, {
      userId: user._id,
      now: deps.clock.now(),
    });
    deps.logger.info({ changedBy: user._id }, 'bank details saved');
    res.json({
      status: 200,
      message: 'Bank details saved; invoices and order pages show them to clients',
      bankDetails,
    });
  });

  router.delete('/bank-details', async (req, res) => {
    const user = await requireAdmin(deps, req);
    const removed = await clearBankDetails(db);
    if (removed) deps.logger.info({ changedBy: user._id }, 'bank details removed');
    res.json({
      status: 200,
      message: removed ? 'Bank details removed' : 'No bank details were saved',
    });
  });

  return router;
}
