import { formatDateTime } from '~/domain/format';
import type { ResourceInquiry } from '~/domain/inquiry';
import { renderMessage } from './message';
import { subjectLine } from './subject';
import type { RenderedEmail } from './layout';

/** The inquiry as sent, named by the resource's title from the catalogue ('SEO Expert'). */
export interface InquiryEmailData extends Omit<ResourceInquiry, 'resource' | 'website'> {
  resource: string;
  receivedAt: Date;
}

/** A dedicated-resource quote request, to the company inbox (docs/product.md#emails). */
export function inquiryEmail(data: InquiryEmailData): RenderedEmail {
  const { resource, name, receivedAt } = data;
  return renderMessage(subjectLine('Quote request: ', resource, ' from ', name), {
    heading: `Quote request: ${resource}`,
    paragraphs: [`${name} asked for a quote to hire a ${resource}.`],
    details: [
      ['Resource', resource],
      ['Name', name],
      ['Email', data.email],
      ['Phone', data.phone || 'not given'],
      ['Company', data.company || 'not given'],
      ['Received', formatDateTime(receivedAt.toISOString())],
    ],
    quote: { label: 'About the role', text: data.message },
    closing: ['Reply to this email to answer them directly.'],
  });
}
