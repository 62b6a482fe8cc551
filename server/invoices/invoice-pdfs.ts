import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { bankDetailsLines, type BankDetails } from '~/domain/bank-details';
import type { ComputedInvoice } from '~/domain/invoice';
import type { Clock } from '~/server/clock';
import type { Db } from '~/server/db/database';
import type { DrawOptions, PdfDrawer } from '~/server/documents/pdf-drawer';
import type { PdfTask } from '~/server/documents/pdf-task';
import type { Logger } from '~/server/logger';

/**
 * Invoice PDFs drawn once per version (docs/decisions/048-pdf-worker-pool.md). A version is a
 * digest of what the PDF prints (the invoice's content, not its status) and of the build's layout,
 * so any change to either is a new version, drawn again; the same version is never drawn twice.
 * The bytes are kept in the database (`invoice_pdfs`, one row per invoice: its latest version),
 * which every instance shares, with the most recent ones in memory in front of it.
 */

/** Where a PDF handed out came from. */
export type PdfSource = 'memory' | 'database' | 'drawn';

export interface InvoicePdf {
  version: string;
  /** A strong validator: the same ETag is always the same bytes. */
  etag: string;
  bytes: Buffer;
}

/**
 * What the PDF prints besides the invoice: the agency's bank account for transfers, when one is
 * saved (docs/product.md#bank-transfer), or null.
 */
export type PayTo = BankDetails | null;

/** What the PDF prints, in a fixed order, so equal invoices give equal digests. */
function printedContent(invoice: ComputedInvoice, payTo: PayTo): unknown[] {
  return [
    payTo
      ? [...bankDetailsLines(payTo).map((line) => [line.label, line.value]), payTo.instructions]
      : null,
    String(invoice.number),
    String(invoice.issuedDate),
    String(invoice.dueDate),
    [invoice.from.name, invoice.from.email, invoice.from.phone].map(String),
    [
      invoice.billedTo.name,
      invoice.billedTo.company,
      invoice.billedTo.address,
      invoice.billedTo.email,
    ].map(String),
    invoice.lines.map((line) => [
      String(line.serviceTitle),
      String(line.plan ?? ''),
      Number(line.priceCents),
      Number(line.discountPercent),
      Number(line.discountCents),
      Number(line.amountCents),
    ]),
    Number(invoice.subtotalCents),
    Number(invoice.discountCents),
    Number(invoice.totalCents),
  ];
}

/** The version of an invoice's PDF as drawn by `layout` (pdfLayoutOf): 128 bits, base64url. */
export function invoicePdfVersion(
  invoice: ComputedInvoice,
  layout: string,
  payTo: PayTo = null,
): string {
  return createHash('sha256')
    .update(layout)
    .update('\0')
    .update(JSON.stringify(printedContent(invoice, payTo)))
    .digest('base64url')
    .slice(0, 22);
}

export const etagOf = (version: string) => `"${version}"`;

export class InvoicePdfs {
  private readonly memory: LRUCache<string, Buffer>;
  /** Draws under way, by invoice and version: readers arriving meanwhile share the one drawing. */
  private readonly pending = new Map<string, Promise<{ bytes: Buffer; source: PdfSource }>>();

  constructor(
    private readonly options: {
      db: Db;
      drawer: PdfDrawer<PdfTask>;
      /** What the build's PDFs look like (pdfLayoutOf). */
      layout: string;
      /**
       * Keep what is drawn. Off in development, where the layout is edited while the server runs
       * and every PDF is drawn afresh.
       */
      keep: boolean;
      /** Memory for recent PDFs in front of the database. */
      memoryBytes: number;
      logger: Logger;
      /** When a PDF was kept. */
      clock: Clock;
      onServed?: (source: PdfSource) => void;
    },
  ) {
    this.memory = new LRUCache<string, Buffer>({
      maxSize: Math.max(1, options.memoryBytes),
      sizeCalculation: (bytes) => Math.max(1, bytes.length),
    });
  }

  version(invoice: ComputedInvoice, payTo: PayTo): string {
    return invoicePdfVersion(invoice, this.options.layout, payTo);
  }

  etag(invoice: ComputedInvoice, payTo: PayTo): string {
    return etagOf(this.version(invoice, payTo));
  }

  /** Draws an invoice not stored yet (its emails are built before the transaction that stores it). */
  async draw(invoice: ComputedInvoice, payTo: PayTo): Promise<Buffer> {
    return this.options.drawer.draw({ kind: 'invoice', invoice, payTo }, { wait: true });
  }

  /** Keeps the PDF drawn for an invoice just stored, so its first reader does not draw it again. */
  async remember(id: string, invoice: ComputedInvoice, payTo: PayTo, bytes: Buffer): Promise<void> {
    if (!this.options.keep) return;
    const version = this.version(invoice, payTo);
    this.memory.set(`${id}:${version}`, bytes);
    await this.save(id, version, bytes);
  }

  /**
   * The PDF of a stored invoice: from memory, from the database, or drawn (and kept). A reader
   * (`wait: false`) finding the draw queue full gets PdfQueueFull.
   */
  async get(
    id: string,
    invoice: ComputedInvoice,
    payTo: PayTo,
    options: DrawOptions,
  ): Promise<InvoicePdf> {
    const version = this.version(invoice, payTo);
    const etag = etagOf(version);
    if (!this.options.keep) {
      const bytes = await this.options.drawer.draw({ kind: 'invoice', invoice, payTo }, options);
      this.options.onServed?.('drawn');
      return { version, etag, bytes };
    }
    const key = `${id}:${version}`;
    const cached = this.memory.get(key);
    if (cached) {
      this.options.onServed?.('memory');
      return { version, etag, bytes: cached };
    }
    let found = this.pending.get(key);
    if (!found) {
      found = this.load(id, invoice, payTo, version, options).finally(() =>
        this.pending.delete(key),
      );
      this.pending.set(key, found);
    }
    let result;
    try {
      result = await found;
    } catch (error) {
      // A reader's drawing was refused for a full queue; a send joining it still waits its turn.
      if (!options.wait) throw error;
      result = await this.load(id, invoice, payTo, version, options);
    }
    this.options.onServed?.(result.source);
    return { version, etag, bytes: result.bytes };
  }

  private async load(
    id: string,
    invoice: ComputedInvoice,
    payTo: PayTo,
    version: string,
    options: DrawOptions,
  ): Promise<{ bytes: Buffer; source: PdfSource }> {
    const key = `${id}:${version}`;
    const row = await this.options.db
      .selectFrom('invoice_pdfs')
      .select('bytes')
      .where('invoice_id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (row) {
      const bytes = Buffer.from(row.bytes);
      this.memory.set(key, bytes);
      return { bytes, source: 'database' };
    }
    const bytes = await this.options.drawer.draw({ kind: 'invoice', invoice, payTo }, options);
    this.memory.set(key, bytes);
    await this.save(id, version, bytes);
    return { bytes, source: 'drawn' };
  }

  /** Replaces the invoice's stored PDF with this version; a failure only costs a later redraw. */
  private async save(id: string, version: string, bytes: Buffer): Promise<void> {
    const values = {
      version,
      bytes,
      size: bytes.length,
      created_at: this.options.clock.now().toISOString(),
    };
    try {
      await this.options.db
        .insertInto('invoice_pdfs')
        .values({ invoice_id: id, ...values })
        .onConflict((conflict) => conflict.column('invoice_id').doUpdateSet(values))
        .execute();
    } catch (error) {
      this.options.logger.warn({ err: error, invoice: id }, 'invoice PDF not stored');
    }
  }
}
