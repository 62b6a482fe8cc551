import { formatDateTime } from '~/domain/format';
import { renderMessage } from './message';
import { subjectLine } from './subject';
import type { RenderedEmail } from './layout';

export interface InquiryEmailData {
  /** The resource's title from the catalogue ('SEO Expert'). */
  resource: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
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
