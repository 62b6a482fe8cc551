import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { agreementIntro, agreementSections } from '~/content/legal';
import { agreementPdfFilename, type AgreementDocument } from '~/domain/agreement-document';
import type { Clock } from '~/server/clock';
import type { AppDeps } from '~/server/context';
import type { Db } from '~/server/db/database';
import type { Database } from '~/server/db/schema';
import type { DrawOptions, PdfDrawer } from '~/server/documents/pdf-drawer';
import type { PdfTask } from '~/server/documents/pdf-task';
import type { Logger } from '~/server/logger';
import { agreementTermsSha256 } from './agreement-terms';

/**
 * Signed agreements as PDFs (docs/product.md#agreement-pdf). A signed agreement never changes, so
 * its PDF is drawn once, when it is signed, through the PDF workers
 * (docs/decisions/048-pdf-worker-pool.md), and kept in `agreement_pdfs` beside it: the file its
 * emails carry is the file staff (and, later, the client) download, byte for byte, whatever a
 * later build's layout. Its ETag is the digest of those bytes. An agreement signed before PDFs
 * were kept gets its PDF drawn and kept the first time it is asked for.
 */

export interface AgreementPdf {
  reference: string;
  /** `agreement-{reference}.pdf` */
  filename: string;
  /** A strong validator: the digest of the bytes. */
  etag: string;
  bytes: Buffer;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const etagOf = (digest: string) => `"${digest}"`;

export class AgreementPdfs {
  /** Drawings under way for agreements signed before PDFs were kept; readers share them. */
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly options: {
      db: Db;
      drawer: PdfDrawer<PdfTask>;
      logger: Logger;
      /** When a PDF was kept. */
      clock: Clock;
    },
  ) {}

  /**
   * Draws an agreement being signed, waiting its turn however long the queue: a signature must not
   * be lost to a busy moment. Never call it inside a database transaction.
   */
  draw(agreement: AgreementDocument): Promise<Buffer> {
    return this.options.drawer.draw({ kind: 'agreement', agreement }, { wait: true });
  }

  /** Keeps the PDF drawn for an agreement, in the transaction that stores the agreement. */
  async keep(trx: Transaction<Database>, agreementId: string, bytes: Buffer): Promise<void> {
    await trx
      .insertInto('agreement_pdfs')
      .values(pdfRow(agreementId, bytes, this.options.clock.now()))
      .execute();
  }

  /**
   * The agreement's reference and the ETag of its PDF (undefined while none is kept), without
   * reading the PDF; undefined for an unknown agreement.
   */
  async head(agreementId: string): Promise<{ reference: string; etag?: string } | undefined> {
    const row = await this.withPdf(agreementId)
      .select(['agreements.reference', 'agreement_pdfs.sha256'])
      .executeTakeFirst();
    if (!row) return undefined;
    return { reference: row.reference, etag: row.sha256 ? etagOf(row.sha256) : undefined };
  }

  /**
   * The PDF of a signed agreement, or undefined when there is no such agreement. One kept is
   * handed out as it is; one signed before PDFs were kept is drawn (a reader, `wait: false`, may
   * get PdfQueueFull) and kept.
   */
  async get(agreementId: string, options: DrawOptions): Promise<AgreementPdf | undefined> {
    const stored = await this.stored(agreementId);
    if (!stored) return undefined;
    if (stored.bytes) return pdfOf(stored.reference, stored.bytes);
    let drawing = this.pending.get(agreementId);
    if (!drawing) {
      drawing = this.drawAndKeep(agreementId, options).finally(() =>
        this.pending.delete(agreementId),
      );
      this.pending.set(agreementId, drawing);
    }
    let bytes;
    try {
      bytes = await drawing;
    } catch (error) {
      // A reader's drawing was refused for a full queue; one that may wait still gets its turn.
      if (!options.wait) throw error;
      bytes = await this.drawAndKeep(agreementId, options);
    }
    return pdfOf(stored.reference, bytes);
  }

  /** The agreement, with its kept PDF when there is one. */
  private withPdf(agreementId: string) {
    return this.options.db
      .selectFrom('agreements')
      .leftJoin('agreement_pdfs', 'agreement_pdfs.agreement_id', 'agreements.id')
      .where('agreements.id', '=', agreementId);
  }

  private async stored(agreementId: string) {
    const row = await this.withPdf(agreementId)
      .select(['agreements.reference', 'agreement_pdfs.bytes'])
      .executeTakeFirst();
    if (!row) return undefined;
    return { reference: row.reference, bytes: row.bytes ? Buffer.from(row.bytes) : undefined };
  }

  /** Draws an agreement kept without its PDF, and keeps it; the first kept wins a race. */
  private async drawAndKeep(agreementId: string, options: DrawOptions): Promise<Buffer> {
    const row = await this.options.db
      .selectFrom('agreements')
      .selectAll()
      .where('id', '=', agreementId)
      .executeTakeFirstOrThrow();
    // The terms printed are those whose digest was recorded; older terms are named by their hash.
    const current = row.terms_sha256 === agreementTermsSha256();
    const bytes = await this.options.drawer.draw(
      {
        kind: 'agreement',
        agreement: {
          reference: row.reference,
          name: row.name,
          email: row.email,
          phone: row.phone,
          signaturePng: Buffer.from(row.signature_png),
          signedAt: row.signed_at,
          ip: row.ip,
          userAgent: row.user_agent,
          termsVersion: row.terms_version,
          termsSha256: row.terms_sha256,
          orderNumber: row.order_number,
          terms: current ? { intro: agreementIntro, sections: agreementSections } : null,
        },
      },
      options,
    );
    try {
      await this.options.db
        .insertInto('agreement_pdfs')
        .values(pdfRow(agreementId, bytes, this.options.clock.now()))
        .onConflict((conflict) => conflict.column('agreement_id').doNothing())
        .execute();
    } catch (error) {
      this.options.logger.warn({ err: error, agreement: agreementId }, 'agreement PDF not stored');
      return bytes;
    }
    // Another instance may have kept its own drawing first: hand out the one kept.
    return (await this.stored(agreementId))?.bytes ?? bytes;
  }
}

/** The row that keeps an agreement's PDF. */
function pdfRow(agreementId: string, bytes: Buffer, now: Date) {
  return {
    agreement_id: agreementId,
    sha256: sha256(bytes),
    bytes,
    size: bytes.length,
    created_at: now.toISOString(),
  };
}

function pdfOf(reference: string, bytes: Buffer): AgreementPdf {
  return {
    reference,
    filename: agreementPdfFilename(reference),
    etag: etagOf(sha256(bytes)),
    bytes,
  };
}

/**
 * A signed agreement's PDF, as kept (drawn first for one signed before PDFs were kept), or
 * undefined for an unknown agreement. For staff downloads and any page that hands the signer their
 * copy; by default a reader, refused with PdfQueueFull while the PDF workers are saturated.
 */
export function agreementPdf(
  deps: Pick<AppDeps, 'agreementPdfs'>,
  agreementId: string,
  options: DrawOptions = { wait: false },
): Promise<AgreementPdf | undefined> {
  return deps.agreementPdfs.get(agreementId, options);
}
