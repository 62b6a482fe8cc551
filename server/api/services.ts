import { Router } from 'express';
import { isObjectId } from '~/domain/ids';
import { serviceInputSchema, serviceUpdateSchema } from '~/domain/service';
import { authenticate, requireAdmin } from '~/server/auth/sessions';
import type { AppServices } from '~/server/context';
import { HttpError, parseOr400 } from '~/server/http/errors';
import { withOwnImagePaths } from '~/server/http/own-images';
import {
  createService,
  deleteService,
  findServiceById,
  listServices,
  updateService,
} from '~/server/services/service-store';

/** Image fields that name this site's own images. */
const SERVICE_IMAGES = ['bgImageUrl', 'thumbnailImageUrl'] as const;

/** Services: public reads of active services; admins see all and create, update, delete. */
export function servicesRouter(services: AppServices) {
  const { db } = services;
  const router = Router();

  router.get('/', async (req, res) => {
    const user = await authenticate(services, req);
    const list = await listServices(db, { activeOnly: !user?.isAdmin });
    res.json({ status: 200, message: 'OK', services: list });
  });

  const load = async (rawId: unknown, includeInactive: boolean) => {
    const id = String(rawId);
    const service = isObjectId(id) ? await findServiceById(db, id) : undefined;
    if (!service || (!service.isActive && !includeInactive))
      throw new HttpError(404, 'Service not found');
    return service;
  };

  router.get('/:id', async (req, res) => {
    const user = await authenticate(services, req);
    res.json({
      status: 200,
      message: 'OK',
      service: await load(req.params.id, Boolean(user?.isAdmin)),
    });
  });

  router.post('/', async (req, res) => {
    await requireAdmin(services, req);
    const input = parseOr400(serviceInputSchema, withOwnImagePaths(services, req, SERVICE_IMAGES));
    const service = await createService(db, input);
    await services.contentVersion.changed();
    res.status(201).json({ status: 201, message: 'Service created', service });
  });

  router.patch('/:id', async (req, res) => {
    await requireAdmin(services, req);
    const existing = await load(req.params.id, true);
    const input = parseOr400(serviceUpdateSchema, withOwnImagePaths(services, req, SERVICE_IMAGES));
    const service = await updateService(db, existing._id, input);
    await services.contentVersion.changed();
    res.json({ status: 200, message: 'Service updated', service });
  });

  router.delete('/:id', async (req, res) => {
    await requireAdmin(services, req);
    const existing = await load(req.params.id, true);
    await deleteService(db, existing._id);
    await services.contentVersion.changed();
    res.json({ status: 200, message: 'Service deleted' });
  });

  return router;
}
