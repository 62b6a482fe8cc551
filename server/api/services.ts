import { Router } from 'express';
import { formatDollarsPlain } from '~/domain/format';
import { isObjectId } from '~/domain/ids';
import { servicePlansSchema } from '~/domain/plan';
import { serviceCreateBody, serviceUpdateBody, type ServiceView } from '~/domain/service';
import { authenticate, requireAdmin } from '~/server/auth/sessions';
import type { AppDeps } from '~/server/context';
import { NotFound, parseOrRefuse } from '~/server/errors';
import { withOwnImagePaths } from '~/server/http/own-images';
import { planResource } from './plans';
import { listServicePlans, replaceServicePlans } from '~/server/services/plan-store';
import {
  createService,
  deleteService,
  findServiceById,
  listServices,
  updateService,
} from '~/server/services/service-store';

/** Image fields that name this site's own images. */
const SERVICE_IMAGES = ['bgImageUrl', 'thumbnailImageUrl'] as const;
const SERVICE_RICH_TEXT = ['longDescription'] as const;

/**
 * A service as the API answers it: with `price`, its own price as plain dollar text ('499'), which
 * the API has always answered (docs/decisions/046-api-compatibility.md), next to `priceCents`.
 */
const serviceResource = (service: ServiceView) => ({
  ...service,
  price: formatDollarsPlain(service.priceCents),
});

/** Services: public reads of active services; admins see all and create, update, delete. */
export function servicesRouter(deps: AppDeps) {
  const { db } = deps;
  const router = Router();

  router.get('/', async (req, res) => {
    const user = await authenticate(deps, req);
    const list = await listServices(db, { activeOnly: !user?.isAdmin });
    res.json({ status: 200, message: 'OK', services: list.map(serviceResource) });
  });

  const load = async (rawId: unknown, includeInactive: boolean) => {
    const id = String(rawId);
    const service = isObjectId(id) ? await findServiceById(db, id) : undefined;
    if (!service || (!service.isActive && !includeInactive))
      throw new NotFound('Service not found');
    return service;
  };

  router.get('/:id', async (req, res) => {
    const user = await authenticate(deps, req);
    res.json({
      status: 200,
      message: 'OK',
      service: serviceResource(await load(req.params.id, Boolean(user?.isAdmin))),
    });
  });

  // A service's plans (docs/product.md#prices): anyone may read an active service's; admins read
  // any service's and replace the whole list, which prices every later order and invoice.
  router.get('/:id/plans', async (req, res) => {
    const user = await authenticate(deps, req);
    const service = await load(req.params.id, Boolean(user?.isAdmin));
    res.json({
      status: 200,
      message: 'OK',
      plans: (await listServicePlans(db, service._id)).map(planResource),
    });
  });

  router.put('/:id/plans', async (req, res) => {
    await requireAdmin(deps, req);
    const service = await load(req.params.id, true);
    const { plans: inputs } = parseOrRefuse(servicePlansSchema, req.body);
    const plans = await replaceServicePlans(deps, service._id, inputs);
    res.json({ status: 200, message: 'Plans saved', plans: plans.map(planResource) });
  });

  router.post('/', async (req, res) => {
    await requireAdmin(deps, req);
    const input = parseOrRefuse(
      serviceCreateBody,
      withOwnImagePaths(deps, req, SERVICE_IMAGES, SERVICE_RICH_TEXT),
    );
    const service = await createService(deps, input);
    res
      .status(201)
      .json({ status: 201, message: 'Service created', service: serviceResource(service) });
  });

  router.patch('/:id', async (req, res) => {
    await requireAdmin(deps, req);
    const existing = await load(req.params.id, true);
    const input = parseOrRefuse(
      serviceUpdateBody,
      withOwnImagePaths(deps, req, SERVICE_IMAGES, SERVICE_RICH_TEXT),
    );
    const service = await updateService(deps, existing._id, input);
    res.json({ status: 200, message: 'Service updated', service: serviceResource(service) });
  });

  router.delete('/:id', async (req, res) => {
    await requireAdmin(deps, req);
    const existing = await load(req.params.id, true);
    await deleteService(deps, existing._id);
    res.json({ status: 200, message: 'Service deleted' });
  });

  return router;
}
