import {
  CONTACT_FAILURE,
  CONTACT_SUCCESS,
  contactMessageSchema,
  type ContactMessage,
} from '~/domain/contact';
import { newObjectId } from '~/domain/ids';
import { contactEmail } from '~/server/mail/emails/contact';
import { enqueueEmails } from '~/server/mail/outbox';
import { findPlanOnSale } from '~/server/services/plan-store';
import { insertContactMessage, planColumns } from '~/server/contacts/contact-store';
import { saveInTransaction, type SubmissionSpec } from './submit';

/** Stores a contact message (with the selected plan, docs/product.md#contact-form) and emails it to the company. */
export const contactSubmission: SubmissionSpec<ContactMessage> = {
  kind: 'contact',
  schema: contactMessageSchema,
  successMessage: CONTACT_SUCCESS,
  failureMessage: CONTACT_FAILURE,
  decoy: (now) => ({ reference: newObjectId(now) }),
  save: saveInTransaction(async (trx, message, { deps, meta, now }) => {
    const id = newObjectId(now);
    // The plan is described from the catalogue, not from what the browser sent.
    const plan = message.planId ? await findPlanOnSale(trx, message.planId) : undefined;
    await insertContactMessage(trx, {
      id,
      name: message.name,
      email: message.email,
      message: message.message,
      plan_id: plan?.id ?? null,
      ...planColumns(plan),
      ip: meta.ip,
      user_agent: meta.userAgent,
      created_at: now.toISOString(),
    });
    await enqueueEmails(trx, now, [
      {
        kind: 'contact',
        submissionId: id,
        to: [deps.config.companyInbox],
        replyTo: message.email,
        ...contactEmail({
          name: message.name,
          email: message.email,
          message: message.message,
          plan,
          receivedAt: now,
        }),
      },
    ]);
    return id;
  }),
};
