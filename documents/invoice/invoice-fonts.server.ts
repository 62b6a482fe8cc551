import { inflateSync } from 'node:zlib';

/**
 * The fonts of the invoice PDF (docs/decisions/044-invoice-pdf-and-hosted-link.md): Inter's static
 * WOFF files from @fontsource/inter, one per subset and weight, unpacked to plain TrueType. The
 * production build does the unpacking once (scripts/build-server.mjs writes build/fonts/*.ttf), so a
 * starting server only reads files; `npm run dev` unpacks them on its first PDF.
 */

export const INVOICE_FONT_WEIGHTS = [400, 500, 600, 700, 800] as const;
/** Latin first; the other subsets fill in the characters it lacks (Ł, ő, Cyrillic, Greek). */
export const INVOICE_FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'greek'] as const;

export type InvoiceFontSubset = (typeof INVOICE_FONT_SUBSETS)[number];
export type InvoiceFontWeight = (typeof INVOICE_FONT_WEIGHTS)[number];

/** The Fontsource file name of one font, without extension: `inter-latin-400-normal`. */
export const invoiceFontName = (subset: InvoiceFontSubset, weight: InvoiceFontWeight) =>
  `inter-${subset}-${weight}-normal`;

/** Every font the PDF embeds, by file name. */
export const invoiceFontNames = (): string[] =>
  INVOICE_FONT_SUBSETS.flatMap((subset) =>
    INVOICE_FONT_WEIGHTS.map((weight) => invoiceFontName(subset, weight)),
  );

/**
 * A WOFF file unpacked to the plain TrueType font inside it. fontkit reads WOFF through a
 * JavaScript inflater on every render (about 100 ms per font and document); unpacked beforehand
 * with Node's zlib, a render takes a fraction of that.
 */
export function woffToTrueType(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const log2 = Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  woff.copy(header, 0, 4, 8); // the sfnt version ("flavor")
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(2 ** log2 * 16, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(numTables * 16 - 2 ** log2 * 16, 10);
  const body: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    body.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...body]);
}
