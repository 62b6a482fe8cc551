import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  AGREEMENT_FAILURE,
  AGREEMENT_SUCCESS,
  agreementSchema,
  ORDER_NOT_FOUND,
  SIGNATURE_REQUIRED,
  type Agreement,
} from '~/domain/agreement';
import { newObjectId } from '~/domain/ids';
import { agreementIntro, agreementSections, legalUpdatedAt } from '~/content/legal';
import { agreementCopyEmail, agreementEmail } from '~/server/mail/emails/agreement';
import { nextSequence } from '~/server/db/sequences';
import { enqueueEmails } from '~/server/mail/outbox';
import { orderExists } from '~/server/orders/order-store';
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
    if (orderNumber && !(await orderExists(trx, orderNumber)))
      throw new SubmissionRejected(ORDER_NOT_FOUND, { orderNumber: ORDER_NOT_FOUND });
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

    const cid = `signature-${id}@ecsdigital`;
    const attachment = {
      filename: 'signature.png',
      contentType: 'image/png',
      content: signature,
      cid,
    };
    const signed = {
      reference,
      orderNumber,
      name: agreement.name,
      phone: agreement.phone,
      email: agreement.email,
      signedAt: now,
      termsVersion: legalUpdatedAt,
      termsSha256,
      signature: { cid, ...size },
    };
    await enqueueEmails(trx, [
      {
        kind: 'agreement',
        submissionId: id,
        to: [services.config.companyInbox],
        replyTo: agreement.email,
        attachments: [attachment],
        ...agreementEmail(signed, meta),
      },
      {
        kind: 'agreement-copy',
        submissionId: id,
        to: [agreement.email],
        replyTo: services.config.companyInbox,
        attachments: [attachment],
        ...agreementCopyEmail(signed),
      },
    ]);
    return reference;
  }),
};
