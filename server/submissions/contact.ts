import {
  CONTACT_FAILURE,
  CONTACT_SUCCESS,
  contactMessageSchema,
  type ContactMessage,
} from '~/domain/contact';
import { formatMoney } from '~/domain/format';
import { newObjectId } from '~/domain/ids';
import { site } from '~/content/site';
import { renderEmail } from '~/server/mail/layout';
import { enqueueEmails } from '~/server/mail/outbox';
import { findPlanOnSale } from '~/server/services/plan-store';
import { saveInTransaction, type SubmissionSpec } from './submit';

/** Stores a contact message (with the selected plan, docs/product.md#contact-form) and emails it to the company. */
export const contactSubmission: SubmissionSpec<ContactMessage> = {
  kind: 'contact',
  schema: contactMessageSchema,
  successMessage: CONTACT_SUCCESS,
  failureMessage: CONTACT_FAILURE,
  decoy: () => ({ reference: newObjectId() }),
  save: saveInTransaction(async (trx, message, { services, meta, now }) => {
    const id = newObjectId(now);
    // The plan is described from the catalogue, not from what the browser sent.
    const plan = message.planId ? await findPlanOnSale(trx, message.planId) : undefined;
    const planSummary = plan
      ? `${plan.title} for ${plan.planFor} (${formatMoney(plan.priceCents)} ${plan.duration})`
      : null;
    await trx
      .insertInto('contact_messages')
      .values({
        id,
        name: message.name,
        email: message.email,
        message: message.message,
        plan_id: plan?.id ?? null,
        plan_summary: planSummary,
        ip: meta.ip,
        user_agent: meta.userAgent,
        created_at: now.toISOString(),
      })
      .execute();
    const email = renderEmail({
      heading: `New message from ${message.name}`,
      paragraphs: [`${message.name} sent a message through the contact form on ${site.website}.`],
      details: [
        ['Name', message.name],
        ['Email', message.email],
        ...(planSummary ? [['Selected plan', planSummary] as [string, string]] : []),
        ['Received', now.toUTCString()],
      ],
      quote: { label: 'Message', text: message.message },
      closing: ['Reply to this email to answer them directly.'],
    });
    await enqueueEmails(trx, [
      {
        kind: 'contact',
        submissionId: id,
        to: [services.config.companyInbox],
        replyTo: message.email,
        subject: `New message from ${message.name.replace(/[\r\n]+/g, ' ').slice(0, 120)}${plan ? ` about the ${plan.title} (${plan.planFor})` : ''}`,
        ...email,
      },
    ]);
    return id;
  }),
};
