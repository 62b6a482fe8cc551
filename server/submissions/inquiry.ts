import { newObjectId } from '../../domain/ids';
import {
  INQUIRY_FAILURE,
  INQUIRY_SUCCESS,
  resourceInquirySchema,
  type ResourceInquiry,
} from '../../domain/inquiry';
import { resourceTitles } from '../../content/catalogue';
import type { AppServices } from '../context';
import { renderEmail } from '../mail/layout';
import { enqueueEmails } from '../mail/outbox';
import type { SubmissionMeta, SubmissionResult } from './meta';
import { handleSubmission } from './submit';

/** Stores a dedicated-resource inquiry (PRODUCT.md 4) and emails it to the company inbox. */
export function submitResourceInquiry(
  services: AppServices,
  meta: SubmissionMeta,
  input: Record<string, unknown>,
): Promise<SubmissionResult> {
  return handleSubmission<ResourceInquiry>(services, meta, input, {
    kind: 'inquiry',
    schema: resourceInquirySchema,
    successMessage: INQUIRY_SUCCESS,
    failureMessage: INQUIRY_FAILURE,
    decoyReference: newObjectId,
    async store(trx, inquiry, now) {
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
    },
  });
}
