import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  AGREEMENT_FAILURE,
  AGREEMENT_SUCCESS,
  agreementSchema,
  ORDER_NOT_FOUND,
  orderCancelledMessage,
  SIGNATURE_REQUIRED,
  type Agreement,
} from '~/domain/agreement';
import { newObjectId } from '~/domain/ids';
import { agreementIntro, agreementSections, legalUpdatedAt } from '~/content/legal';
import { site } from '~/content/site';
import { renderEmail } from '~/server/mail/layout';
import { nextSequence } from '~/server/db/sequences';
import { enqueueEmails } from '~/server/mail/outbox';
import { findOrderByNumber, recordOrderEvent } from '~/server/orders/order-store';
import { hasSignatureInk } from './signature-ink';
import { decoyNumber, saveInTransaction, SubmissionRejected, type SubmissionSpec } from './submit';

/** The terms text the agreement page shows, exactly as rendered from content/legal.ts. */
export function agreementTermsText(): string {
  return [
    agreementIntro,
    ...agreementSections.map((section) => `${section.heading}\n${section.body}`),
  ].join('\n\n');
}

/** SHA-256 of the terms shown, stored with each signature as evidence of what was agreed. */
export const agreementTermsSha256 = () =>
  createHash('sha256').update(agreementTermsText(), 'utf8').digest('hex');

/** The signature pad is at most a wide phone or desktop box; anything bigger is not a signature. */
export const SIGNATURE_MAX = { width: 4000, height: 1200 };

/**
 * The signature pad's PNG, decoded and drawn again as a fresh PNG: whatever else the upload
 * carried (trailing bytes, metadata chunks, another format behind a PNG header) is not stored or
 * emailed. Anything that is not a PNG of a signature's size with real ink on it is refused as no
 * signature.
 */
export async function normalizeSignature(
  dataUrl: string,
): Promise<{ png: Buffer; width: number; height: number }> {
  const refuse = () =>
    new SubmissionRejected(SIGNATURE_REQUIRED, { signature: SIGNATURE_REQUIRED });
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const limitInputPixels = SIGNATURE_MAX.width * SIGNATURE_MAX.height;
  try {
    const { format, width = 0, height = 0 } = await sharp(bytes, { limitInputPixels }).metadata();
    if (format !== 'png' || width < 1 || height < 1) throw refuse();
    if (width > SIGNATURE_MAX.width || height > SIGNATURE_MAX.height) throw refuse();
    const { data, info } = await sharp(bytes, { limitInputPixels })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    // An empty, blank or near-empty box is no signature, whatever the browser said.
    if (!(await hasSignatureInk(data))) throw refuse();
    return { png: data, width: info.width, height: info.height };
  } catch {
    throw refuse();
  }
}

/**
 * Stores a signed agreement as evidence (docs/product.md#agreement-record: name, phone, email, signature PNG, time,
 * IP, user agent, hash of the terms shown) and emails the company and the client, with the
 * signature as an inline image.
 */
export const agreementSubmission: SubmissionSpec<Agreement> = {
  kind: 'agreement',
  schema: agreementSchema,
  successMessage: AGREEMENT_SUCCESS,
  failureMessage: AGREEMENT_FAILURE,
  decoy: () => ({ reference: `ECS-AGR-${new Date().getUTCFullYear()}-${decoyNumber()}` }),
  save: saveInTransaction(async (trx, agreement, { services, meta, now }) => {
    const { png: signature, ...size } = await normalizeSignature(agreement.signature);
    // Tied only to an order that exists; a number of no order is refused, not quietly dropped.
    const orderNumber = agreement.orderNumber || null;
    const order = orderNumber ? await findOrderByNumber(trx, orderNumber) : undefined;
    if (orderNumber && !order)
      throw new SubmissionRejected(ORDER_NOT_FOUND, { orderNumber: ORDER_NOT_FOUND });
    if (order?.cancelledAt) {
      const message = orderCancelledMessage(order.orderNumber);
      throw new SubmissionRejected(message, { orderNumber: message });
    }
    const year = now.getUTCFullYear();
    const sequence = await nextSequence(trx, `agreement:${year}`);
    const reference = `ECS-AGR-${year}-${String(sequence).padStart(6, '0')}`;
    const id = newObjectId(now);
    const termsSha256 = agreementTermsSha256();
    await trx
      .insertInto('agreements')
      .values({
        id,
        reference,
        name: agreement.name,
        phone: agreement.phone,
        email: agreement.email,
        signature_png: signature,
        terms_version: legalUpdatedAt,
        terms_sha256: termsSha256,
        order_number: orderNumber,
        ip: meta.ip,
        user_agent: meta.userAgent,
        signed_at: now.toISOString(),
      })
      .execute();
    if (order) await recordOrderEvent(trx, order.id, 'agreement-signed', 'client', reference, now);

    const scale = Math.min(1, 480 / Math.max(1, size.width));
    const image = {
      cid: `signature-${id}@ecsdigital`,
      alt: `Signature of ${agreement.name}`,
      width: Math.round(size.width * scale),
      height: Math.round(size.height * scale),
    };
    const attachment = {
      filename: 'signature.png',
      contentType: 'image/png',
      content: signature,
      cid: image.cid,
    };
    const details: [string, string][] = [
      ['Reference', reference],
      ...(orderNumber ? [['Order', orderNumber] as [string, string]] : []),
      ['Name', agreement.name],
      ['Phone', agreement.phone],
      ['Email', agreement.email],
      ['Signed', now.toUTCString()],
      ['Terms version', `${legalUpdatedAt} (SHA-256 ${termsSha256})`],
    ];
    const toCompany = renderEmail({
      heading: `Signed agreement ${reference}`,
      paragraphs: [`${agreement.name} signed the agreement and placed an order.`],
      details: [
        ...details,
        ['IP address', meta.ip ?? 'unknown'],
        ['Device', meta.userAgent ?? 'unknown'],
      ],
      image,
    });
    const toClient = renderEmail({
      heading: `Your signed agreement with ${site.name}`,
      paragraphs: [
        `Thank you, ${agreement.name}. This is your copy of the agreement you signed on ${site.website}. Our team will contact you within one business day to start your order.`,
      ],
      details,
      image,
      closing: [
        `The full terms are at ${site.website}/agreement. Questions? Reply to this email or write to ${site.infoEmail}.`,
      ],
    });
    await enqueueEmails(trx, [
      {
        kind: 'agreement',
        submissionId: id,
        to: [services.config.companyInbox],
        replyTo: agreement.email,
        subject: `Signed agreement ${reference} from ${agreement.name.replace(/[\r\n]+/g, ' ').slice(0, 120)}`,
        attachments: [attachment],
        ...toCompany,
      },
      {
        kind: 'agreement-copy',
        submissionId: id,
        to: [agreement.email],
        replyTo: services.config.companyInbox,
        subject: `Your signed agreement with ${site.name} (${reference})`,
        attachments: [attachment],
        ...toClient,
      },
    ]);
    return reference;
  }),
};
