import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import {
  Document,
  Font,
  Link,
  Page,
  StyleSheet,
  Text,
  View,
  renderToBuffer,
  type DocumentProps,
} from '@react-pdf/renderer';
import { displayWebsite, type InvoiceBrand } from '~/documents/invoice/InvoiceDocument';
import { invoiceColors as color } from '~/documents/invoice/invoice-document-styles';
import {
  INVOICE_FONT_SUBSETS,
  INVOICE_FONT_WEIGHTS,
  invoiceFontName,
  woffToTrueType,
} from '~/documents/invoice/invoice-fonts.server';

/**
 * What every PDF the company issues shares (docs/decisions/048-pdf-worker-pool.md): Inter embedded
 * from the installed @fontsource/inter files, the brand's colours, the page, the header with the
 * mark and the document's title and reference, the footer with the company's contacts and the page
 * numbers. The invoice (documents/invoice/InvoicePdf.server.tsx) and the signed agreement
 * (documents/agreement/AgreementPdf.server.tsx) are drawn with it.
 */

const require = createRequire(import.meta.url);

/** Reads one of the fonts (invoice-fonts.server.ts) as TrueType bytes, by its file name. */
export type PdfFontReader = (name: string) => Buffer;

/**
 * Unpacks the installed @fontsource/inter WOFF files: what `npm run dev` does on its first PDF.
 * The production build has them unpacked already (build/fonts, read by server/documents/pdf-worker.ts).
 */
const fromFontsource: PdfFontReader = (name) => {
  const dir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  return woffToTrueType(fs.readFileSync(path.join(dir, `${name}.woff`)));
};

const families = INVOICE_FONT_SUBSETS.map((subset) => `Inter ${subset}`);
let fontsRegistered = false;

/**
 * Registers Inter with react-pdf, each font read as TrueType through `read`. Called once per
 * process (or worker), before the first PDF; without it `renderPdf` unpacks the WOFF files.
 */
export function registerPdfFonts(read: PdfFontReader = fromFontsource): void {
  if (fontsRegistered) return;
  for (const subset of INVOICE_FONT_SUBSETS)
    Font.register({
      family: `Inter ${subset}`,
      fonts: INVOICE_FONT_WEIGHTS.map((fontWeight) => ({
        src: `data:font/ttf;base64,${read(invoiceFontName(subset, fontWeight)).toString('base64')}`,
        fontWeight,
      })),
    });
  fontsRegistered = true;
}

/**
 * Names, addresses and emails are never hyphenated. A word too long for its column (an email
 * address, say) may break after '@', '.', '-' or '_', or every 16 characters: the empty parts
 * between pieces are zero-width break points, where react-pdf adds no hyphen.
 */
Font.registerHyphenationCallback((word) => {
  if (word.length <= 24) return [word];
  const pieces = word.match(/[^@._-]*[@._-]+|[^@._-]+/gu) ?? [word];
  return pieces.flatMap((piece) => piece.match(/.{1,16}/gu) ?? []).flatMap((piece) => [piece, '']);
});

export { color as pdfColors };

/** The page and its frame, and the pieces a document may use beside its own: label, line, rule. */
export const pdfStyles = StyleSheet.create({
  page: {
    fontFamily: families,
    fontSize: 10,
    // No lineHeight here: inherited by the page number, it keeps that text from being drawn.
    color: color.ink,
    paddingTop: 44,
    paddingBottom: 56,
    paddingHorizontal: 48,
  },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' },
  brand: { flexDirection: 'row', alignItems: 'center' },
  mark: {
    width: 28,
    height: 28,
    borderRadius: 7,
    backgroundColor: color.accent,
    color: '#ffffff',
    fontSize: 16,
    fontWeight: 800,
    textAlign: 'center',
    paddingTop: 3,
  },
  wordmark: { marginLeft: 8, fontSize: 14, fontWeight: 700, color: color.navy },
  titleBlock: { alignItems: 'flex-end' },
  title: { fontSize: 20, fontWeight: 800, letterSpacing: 2, color: color.navy, lineHeight: 1.1 },
  number: { marginTop: 3, fontSize: 12, fontWeight: 600, color: color.accentDark },
  strong: { fontWeight: 700, color: color.ink },
  facts: { flexDirection: 'row', marginTop: 10, fontSize: 10, color: color.muted },
  fact: { marginRight: 16 },
  rule: { borderTopWidth: 1, borderTopColor: color.line, marginVertical: 16 },
  /** On each text: a lineHeight set on a View is scaled by a default font size, not the text's. */
  line: { fontSize: 10, lineHeight: 1.45 },
  label: {
    marginBottom: 4,
    fontSize: 8,
    fontWeight: 700,
    letterSpacing: 1,
    textTransform: 'uppercase',
    color: color.accentDark,
  },
  footer: {
    marginTop: 24,
    paddingTop: 10,
    borderTopWidth: 1,
    borderTopColor: color.line,
    fontSize: 9,
    color: color.muted,
    textAlign: 'center',
  },
  link: { color: color.accentDark, textDecoration: 'none' },
  pageNumber: {
    position: 'absolute',
    bottom: 24,
    left: 48,
    right: 48,
    fontSize: 8,
    color: color.muted,
    textAlign: 'right',
  },
});

const s = pdfStyles;

/**
 * The mark and the company's name, and the document's title over its reference. A title in
 * capitals (`INVOICE`) is spaced out; one in running text is not.
 */
function PdfHeader({
  brand,
  title,
  reference,
}: {
  brand: InvoiceBrand;
  title: string;
  reference: string;
}) {
  const capitals = title === title.toUpperCase();
  return (
    <View style={s.header}>
      <View style={s.brand}>
        <Text style={s.mark}>E</Text>
        <Text style={s.wordmark}>{brand.name}</Text>
      </View>
      <View style={s.titleBlock}>
        <Text style={capitals ? s.title : [s.title, { letterSpacing: 0 }]}>{title}</Text>
        <Text style={s.number}>{reference}</Text>
      </View>
    </View>
  );
}

/** The closing line and the company's website, email and address. */
function PdfFooter({ brand, closing }: { brand: InvoiceBrand; closing: string }) {
  return (
    <View style={s.footer} wrap={false}>
      <Text>{closing}</Text>
      <Text style={{ marginTop: 4 }}>
        <Link src={brand.website} style={s.link}>
          {displayWebsite(brand.website)}
        </Link>
        {' · '}
        <Link src={`mailto:${brand.email}`} style={s.link}>
          {brand.email}
        </Link>
        {' · '}
        {brand.address}
      </Text>
    </View>
  );
}

/**
 * `{reference} · Page n of m` at the foot of every page; `always` prints it on a one-page document
 * too, which otherwise carries none.
 */
function PdfPageNumber({ reference, always = false }: { reference: string; always?: boolean }) {
  return (
    <Text
      style={s.pageNumber}
      fixed
      render={({ pageNumber, totalPages }) =>
        always || totalPages > 1 ? `${reference} · Page ${pageNumber} of ${totalPages}` : ''
      }
    />
  );
}

/** Renders a document to PDF bytes, with Inter registered first. */
export function renderPdf(document: ReactElement<DocumentProps>): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(document);
}

/**
 * A document the company issues: Letter pages with the header, its dates (`facts`) and a rule,
 * then `children`, the footer and the page numbers. `title` and `subject` are the PDF's
 * properties, `heading` the header's title.
 */
export function PdfDocument({
  brand,
  title,
  subject,
  heading,
  reference,
  facts,
  closing,
  numberOnePage = false,
  children,
}: {
  brand: InvoiceBrand;
  title: string;
  subject: string;
  heading: string;
  reference: string;
  facts: [label: string, value: string][];
  closing: string;
  /** Numbers a one-page document too (see PdfPageNumber's `always`). */
  numberOnePage?: boolean;
  children: ReactNode;
}) {
  return (
    <Document
      title={title}
      author={brand.name}
      subject={subject}
      creator={brand.name}
      producer={brand.name}
      language="en-US"
    >
      <Page size="LETTER" style={s.page}>
        <PdfHeader brand={brand} title={heading} reference={reference} />
        <PdfFacts facts={facts} />
        <View style={s.rule} />
        {children}
        <PdfFooter brand={brand} closing={closing} />
        <PdfPageNumber reference={reference} always={numberOnePage} />
      </Page>
    </Document>
  );
}

/** The dates under the header, side by side: `Label: value`, the value in bold. */
function PdfFacts({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <View style={s.facts}>
      {facts.map(([label, value], index) => (
        <Text key={label} style={index < facts.length - 1 ? s.fact : undefined}>
          {`${label}: `}
          <Text style={s.strong}>{value}</Text>
        </Text>
      ))}
    </View>
  );
}
