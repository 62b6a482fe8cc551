import type { BillingPeriod } from '~/domain/billing';
import { messagePlanText } from '~/domain/contact';
import { formatDateTime } from '~/domain/format';
import { site } from '~/content/site';
import { renderMessage } from './message';
import { subjectLine } from './subject';
import type { RenderedEmail } from './layout';

export interface ContactEmailData {
  name: string;
  email: string;
  message: string;
  /** The plan chosen on the pricing page, described from the catalogue. */
  plan?: { title: string; planFor: string; priceCents: number; billing: BillingPeriod };
  receivedAt: Date;
}

/** A contact message, to the company inbox (docs/product.md#emails). */
export function contactEmail(data: ContactEmailData): RenderedEmail {
  const { name, email, message, plan, receivedAt } = data;
  return renderMessage(
    subjectLine('New message from ', name, plan && ` about the ${plan.title} (${plan.planFor})`),
    {
      heading: `New message from ${name}`,
      paragraphs: [`${name} sent a message through the contact form on ${site.website}.`],
      details: [
        ['Name', name],
        ['Email', email],
        ...(plan ? [['Selected plan', messagePlanText(plan)] as [string, string]] : []),
        ['Received', formatDateTime(receivedAt.toISOString())],
      ],
      quote: { label: 'Message', text: message },
      closing: ['Reply to this email to answer them directly.'],
    },
  );
}
