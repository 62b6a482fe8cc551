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
import { agreementPdfFilename } from '~/domain/agreement-document';
import { formatAgreementNumber } from '~/domain/document-numbers';
import { newObjectId } from '~/domain/ids';
import { agreementIntro, agreementSections, legalUpdatedAt } from '~/content/legal';
import { agreementCopyEmail, agreementEmail } from '~/server/mail/emails/agreement';
import { nextSequence } from '~/server/db/sequences';
import { enqueueEmails } from '~/server/mail/outbox';
import type { OutgoingEmail } from '~/server/mail/emails/outgoing';
import { findOrderByNumber } from '~/server/orders/order-store';
import { recordOrderEvent } from '~/server/orders/order-events';
import { lockOrder } from '~/server/orders/order-lock';
import { hasSignatureInk } from './signature-ink';
import { FieldRefused } from '~/server/errors';
import { decoyNumber, type SubmissionSpec } from './submit';
import { insertAgreement } from '~/server/agreements/agreement-store';
import { agreementTermsSha256 } from '~/server/agreements/agreement-terms';

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
  const refuse = () => new FieldRefused('signature', SIGNATURE_REQUIRED, SIGNATURE_REQUIRED);
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

/** The order signed for is refused under its field: gone, or cancelled. */
const orderRefused = (message: string) => new FieldRefused('orderNumber', message, message);
const cancelled = (orderNumber: string) => orderRefused(orderCancelledMessage(orderNumber));

/**
 * Stores a signed agreement as evidence (docs/product.md#agreement-record: name, phone, email, signature PNG, time,
 * IP, user agent, hash of the terms shown) with its PDF (docs/product.md#agreement-pdf), and emails
 * the company and the client, with the signature as an inline image and the PDF attached.
 *
 * The PDF is drawn between two transactions, never inside one (on SQLite a transaction holds every
 * other writer): a short one reserves the reference, then the PDF workers draw the document, then
 * one transaction stores the agreement, its PDF and its emails. An agreement that fails after its
 * reference was reserved leaves that number unused: references are unique and increasing, not
 * gapless.
 */
export const agreementSubmission: SubmissionSpec<Agreement> = {
  kind: 'agreement',
  schema: agreementSchema,
  successMessage: AGREEMENT_SUCCESS,
  failureMessage: AGREEMENT_FAILURE,
  decoy: (now) => ({
    reference: formatAgreementNumber(now.getUTCFullYear(), Number(decoyNumber())),
  }),
  save: async (agreement, { deps, meta, now }) => {
    const { db } = deps;
    const { png: signature, ...size } = await normalizeSignature(agreement.signature);
    // Tied only to an order that exists; a number of no order is refused, not quietly dropped.
    const orderNumber = agreement.orderNumber || null;
    const order = orderNumber ? await findOrderByNumber(db, orderNumber) : undefined;
    if (orderNumber && !order) throw orderRefused(ORDER_NOT_FOUND);
    if (order?.cancelledAt) throw cancelled(order.orderNumber);
    const year = now.getUTCFullYear();
    const sequence = await db
      .transaction()
      .execute((trx) => nextSequence(trx, `agreement:${year}`));
    const reference = formatAgreementNumber(year, sequence);
    const id = newObjectId(now);
    const termsSha256 = agreementTermsSha256();
    const record = {
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
    };
    let pdf: Buffer | undefined;
    try {
      pdf = await deps.agreementPdfs.draw({
        reference,
        name: record.name,
        email: record.email,
        phone: record.phone,
        signaturePng: signature,
        signedAt: record.signed_at,
        ip: record.ip,
        userAgent: record.user_agent,
        termsVersion: record.terms_version,
        termsSha256,
        orderNumber,
        terms: { intro: agreementIntro, sections: agreementSections },
      });
    } catch (error) {
      // The signature is not lost to a broken PDF worker: the agreement is stored and emailed
      // without its PDF, which is drawn when first downloaded.
      deps.logger.error({ err: error, reference }, 'agreement PDF not drawn');
    }

    const cid = `signature-${id}@ecsdigital`;
    const attachments = [
      { filename: 'signature.png', contentType: 'image/png', content: signature, cid },
      ...(pdf
        ? [
            {
              filename: agreementPdfFilename(reference),
              contentType: 'application/pdf',
              content: pdf,
            },
          ]
        : []),
    ];
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
    const emails: OutgoingEmail[] = [
      {
        kind: 'agreement',
        submissionId: id,
        to: [deps.config.companyInbox],
        replyTo: agreement.email,
        attachments,
        ...agreementEmail(signed, meta),
      },
      {
        kind: 'agreement-copy',
        submissionId: id,
        to: [agreement.email],
        replyTo: deps.config.companyInbox,
        attachments,
        ...agreementCopyEmail(signed),
      },
    ];
    await db.transaction().execute(async (trx) => {
      if (order) {
        // Staff may have cancelled (or an operator removed) the order while the PDF was drawn: the
        // same refusal as before signing, decided with the order's row locked against that change.
        const current = await lockOrder(trx, order.id);
        if (!current) throw orderRefused(ORDER_NOT_FOUND);
        if (current.cancelledAt) throw cancelled(order.orderNumber);
      }
      await insertAgreement(trx, record);
      if (order)
        await recordOrderEvent(trx, order.id, 'agreement-signed', 'client', reference, now);
      if (pdf) await deps.agreementPdfs.keep(trx, id, pdf);
      await enqueueEmails(trx, now, emails);
    });
    return { reference };
  },
};
