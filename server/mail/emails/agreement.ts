import { formatDateTime } from '~/domain/format';
import { site } from '~/content/site';
import { renderMessage } from './message';
import { subjectLine } from './subject';
import type { RenderedEmail } from './layout';

export interface AgreementEmailData {
  reference: string;
  /** The order the agreement was signed for, when it was. */
  orderNumber: string | null;
  name: string;
  phone: string;
  email: string;
  signedAt: Date;
  termsVersion: string;
  termsSha256: string;
  /** The signature PNG attached inline with this Content-ID, at its size in pixels. */
  signature: { cid: string; width: number; height: number };
}

/** The signature as shown in the email: at most 480 px wide, never enlarged. */
function signatureImage(data: AgreementEmailData) {
  const { cid, width, height } = data.signature;
  const scale = Math.min(1, 480 / Math.max(1, width));
  return {
    cid,
    alt: `Signature of ${data.name}`,
    width: Math.round(width * scale),
    height: Math.round(height * scale),
  };
}

/** What both agreement emails list (docs/product.md#agreement-record). */
function agreementDetails(data: AgreementEmailData): [string, string][] {
  return [
    ['Reference', data.reference],
    ...(data.orderNumber ? [['Order', data.orderNumber] as [string, string]] : []),
    ['Name', data.name],
    ['Phone', data.phone],
    ['Email', data.email],
    ['Signed', formatDateTime(data.signedAt.toISOString())],
    ['Terms version', `${data.termsVersion} (SHA-256 ${data.termsSha256})`],
  ];
}

/** A signed agreement, to the company inbox, with the evidence of who signed from where. */
export function agreementEmail(
  data: AgreementEmailData,
  client: { ip: string | null; userAgent: string | null },
): RenderedEmail {
  return renderMessage(subjectLine('Signed agreement ', data.reference, ' from ', data.name), {
    heading: `Signed agreement ${data.reference}`,
    paragraphs: [`${data.name} signed the agreement and placed an order.`],
    details: [
      ...agreementDetails(data),
      ['IP address', client.ip ?? 'unknown'],
      ['Device', client.userAgent ?? 'unknown'],
    ],
    image: signatureImage(data),
  });
}

/** The signer's copy; its subject is fixed text and our reference. */
export function agreementCopyEmail(data: AgreementEmailData): RenderedEmail {
  return renderMessage(
    subjectLine('Your signed agreement with ', site.name, ' (', data.reference, ')'),
    {
      heading: `Your signed agreement with ${site.name}`,
      paragraphs: [
        `Thank you, ${data.name}. This is your copy of the agreement you signed on ${site.website}. Our team will contact you within one business day to start your order.`,
      ],
      details: agreementDetails(data),
      image: signatureImage(data),
      closing: [
        `The full terms are at ${site.website}/agreement. Questions? Reply to this email or write to ${site.infoEmail}.`,
      ],
    },
  );
}
