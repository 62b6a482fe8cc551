import { Router } from 'express';
import { isObjectId } from '~/domain/ids';
import { pageInfo } from '~/domain/paging';
import { isInboxKind, type EmailStatus, type InboxKind } from '~/domain/inbox';
import { requireAdmin, requireUser } from '~/server/auth/sessions';
import type { AppDeps } from '~/server/context';
import { FieldRefused, NotFound, StateConflict } from '~/server/errors';
import {
  countInbox,
  emailsOf,
  findEmailState,
  findInboxEntry,
  inboxCounts,
  listEmails,
  listInbox,
} from '~/server/inbox/inbox-store';
import { retryEmail } from '~/server/mail/outbox';
import { detailWithTexts, summaryWithTexts } from './inbox-texts';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function paging(query: Record<string, unknown>) {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(text(query.page), 10) || 1));
  const limit = Math.max(1, Math.min(100, Number.parseInt(text(query.limit), 10) || 20));
  return { page, limit, offset: (page - 1) * limit };
}

function findKind(name: string): InboxKind {
  if (!isInboxKind(name)) throw new NotFound('Unknown inbox');
  return name;
}

const isEmailStatus = (value: string): value is EmailStatus =>
  value === 'pending' || value === 'sent' || value === 'failed';

/**
 * Staff read the submissions and each email's delivery state; admins may retry an email. The
 * answers are the inbox contract of domain/inbox.ts.
 */
export function inboxRouter(deps: AppDeps) {
  const { db } = deps;
  const router = Router();

  router.get('/inbox', async (req, res) => {
    await requireUser(deps, req);
    res.json({ status: 200, message: 'OK', ...(await inboxCounts(db)) });
  });

  router.get('/inbox/:kind', async (req, res) => {
    await requireUser(deps, req);
    const kind = findKind(String(req.params.kind));
    const { page, limit, offset } = paging(req.query);
    const items = (await listInbox(db, kind, { limit, offset })).map((record) =>
      summaryWithTexts(kind, record),
    );
    const total = await countInbox(db, kind);
    res.json({ status: 200, message: 'OK', items, ...pageInfo(total, page, limit) });
  });

  router.get('/inbox/:kind/:id', async (req, res) => {
    await requireUser(deps, req);
    const kind = findKind(String(req.params.kind));
    const id = String(req.params.id);
    if (!isObjectId(id)) throw new NotFound('Not found');
    const record = await findInboxEntry(db, kind, id);
    if (!record) throw new NotFound('Not found');
    const item = detailWithTexts(kind, record);
    res.json({ status: 200, message: 'OK', item, emails: await emailsOf(db, id) });
  });

  router.get('/outbox', async (req, res) => {
    await requireUser(deps, req);
    const { page, limit, offset } = paging(req.query);
    const status = text(req.query.status);
    if (status && !isEmailStatus(status))
      throw new FieldRefused('status', 'Status must be pending, sent or failed');
    const { emails, total } = await listEmails(db, {
      status: status && isEmailStatus(status) ? status : undefined,
      limit,
      offset,
    });
    res.json({ status: 200, message: 'OK', emails, ...pageInfo(total, page, limit) });
  });

  router.post('/outbox/:id/retry', async (req, res) => {
    await requireAdmin(deps, req);
    const id = String(req.params.id);
    const email = isObjectId(id) ? await findEmailState(db, id) : undefined;
    if (!email) throw new NotFound('Email not found');
    if (email.status === 'sent') throw new StateConflict('This email has already been sent');
    if (await retryEmail(db, id, deps.clock.now())) deps.outbox.wake();
    res.json({
      status: 200,
      message: 'Email queued for another attempt',
      email: await findEmailState(db, id),
    });
  });

  return router;
}
