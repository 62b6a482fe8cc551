import { newObjectId } from '~/domain/ids';
import {
  INQUIRY_FAILURE,
  INQUIRY_SUCCESS,
  resourceInquirySchema,
  type ResourceInquiry,
} from '~/domain/inquiry';
import { resourceTitles } from '~/content/catalogue';
import { renderEmail } from '~/server/mail/layout';
import { enqueueEmails } from '~/server/mail/outbox';
import { saveInTransaction, type SubmissionSpec } from './submit';

/** Stores a dedicated-resource inquiry (docs/product.md#inquiry) and emails it to the company inbox. */
export const inquirySubmission: SubmissionSpec<ResourceInquiry> = {
  kind: 'inquiry',
  schema: resourceInquirySchema,
  successMessage: INQUIRY_SUCCESS,
  failureMessage: INQUIRY_FAILURE,
  decoy: () => ({ reference: newObjectId() }),
  save: saveInTransaction(async (trx, inquiry, { services, meta, now }) => {
    const id = newObjectId(now);
    await trx
      .insertInto('resource_inquiries')
      .values({
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
      })
      .execute();
    const title = resourceTitles[inquiry.resource];
    const email = renderEmail({
      heading: `Quote request: ${title}`,
      paragraphs: [`${inquiry.name} asked for a quote to hire a ${title}.`],
      details: [
        ['Resource', title],
        ['Name', inquiry.name],
        ['Email', inquiry.email],
        ['Phone', inquiry.phone || 'not given'],
        ['Company', inquiry.company || 'not given'],
        ['Received', now.toUTCString()],
      ],
      quote: { label: 'About the role', text: inquiry.message },
      closing: ['Reply to this email to answer them directly.'],
    });
    await enqueueEmails(trx, [
      {
        kind: 'inquiry',
        submissionId: id,
        to: [services.config.companyInbox],
        replyTo: inquiry.email,
        subject: `Quote request: ${title} from ${inquiry.name.replace(/[\r\n]+/g, ' ').slice(0, 120)}`,
        ...email,
      },
    ]);
    return id;
  }),
};
