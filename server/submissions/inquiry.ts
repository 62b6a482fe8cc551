import { newObjectId } from '~/domain/ids';
import {
  INQUIRY_FAILURE,
  INQUIRY_SUCCESS,
  resourceInquirySchema,
  type ResourceInquiry,
} from '~/domain/inquiry';
import { resourceTitles } from '~/content/catalogue';
import { inquiryEmail } from '~/server/mail/emails/inquiry';
import { enqueueEmails } from '~/server/mail/outbox';
import { insertInquiry } from '~/server/inquiries/inquiry-store';
import { saveInTransaction, type SubmissionSpec } from './submit';

/** Stores a dedicated-resource inquiry (docs/product.md#inquiry) and emails it to the company inbox. */
export const inquirySubmission: SubmissionSpec<ResourceInquiry> = {
  kind: 'inquiry',
  schema: resourceInquirySchema,
  successMessage: INQUIRY_SUCCESS,
  failureMessage: INQUIRY_FAILURE,
  decoy: (now) => ({ reference: newObjectId(now) }),
  save: saveInTransaction(async (trx, inquiry, { deps, meta, now }) => {
    const id = newObjectId(now);
    await insertInquiry(trx, {
      id,
      resource: inquiry.resource,
      name: inquiry.name,
      email: inquiry.email,
      phone: inquiry.phone,
      company: inquiry.company,
      message: inquiry.message,
      ip: meta.ip,
      user_agent: meta.userAgent,
      created_at: now.toISOString(),
    });
    await enqueueEmails(trx, now, [
      {
        kind: 'inquiry',
        submissionId: id,
        to: [deps.config.companyInbox],
        replyTo: inquiry.email,
        ...inquiryEmail({
          ...inquiry,
          resource: resourceTitles[inquiry.resource],
          receivedAt: now,
        }),
      },
    ]);
    return id;
  }),
};
