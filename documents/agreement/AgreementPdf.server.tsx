import { Image, StyleSheet, Text, View } from '@react-pdf/renderer';
import { invoiceBrand, type InvoiceBrand } from '~/documents/invoice/InvoiceDocument';
import { PdfDocument, pdfColors as color, renderPdf } from '~/documents/pdf/PdfLayout.server';
import { legalTextBlocks, type AgreementDocument } from '~/domain/agreement-document';
import { formatDate, formatDateTime } from '~/domain/format';

/**
 * A signed agreement as a PDF (docs/product.md#agreement-pdf): the terms exactly as the agreement
 * page showed them, then the evidence of the signature as stored (docs/product.md#agreement-record),
 * with the signature itself. Drawn once, when the agreement is signed, in the PDF workers
 * (docs/decisions/048-pdf-worker-pool.md), with the invoice's fonts, header and footer.
 */

const s = StyleSheet.create({
  intro: { fontSize: 10.5, lineHeight: 1.5, marginBottom: 6 },
  section: { marginTop: 12 },
  heading: { fontSize: 12, fontWeight: 700, color: color.navy, marginBottom: 4 },
  headingNumber: { color: color.accentDark },
  paragraph: { fontSize: 10, lineHeight: 1.5, marginBottom: 4 },
  item: { flexDirection: 'row', marginBottom: 3, paddingLeft: 8 },
  bullet: { width: 10, fontSize: 10, lineHeight: 1.5 },
  itemText: { flex: 1, fontSize: 10, lineHeight: 1.5 },
  evidence: {
    marginTop: 20,
    padding: 14,
    borderWidth: 1,
    borderColor: color.line,
    borderRadius: 6,
    backgroundColor: color.surface,
  },
  evidenceTitle: { fontSize: 13, fontWeight: 800, color: color.navy, marginBottom: 8 },
  evidenceRow: {
    flexDirection: 'row',
    paddingVertical: 4,
    borderBottomWidth: 1,
    borderBottomColor: color.line,
  },
  evidenceLabel: {
    width: 110,
    fontSize: 9,
    fontWeight: 700,
    color: color.muted,
    lineHeight: 1.45,
  },
  evidenceValue: { flex: 1, fontSize: 10, lineHeight: 1.45 },
  hash: { flex: 1, fontSize: 8.5, lineHeight: 1.45 },
  signatureBox: {
    marginTop: 2,
    padding: 6,
    borderWidth: 1,
    borderColor: color.line,
    borderRadius: 4,
    backgroundColor: '#ffffff',
    alignSelf: 'flex-start',
  },
  note: { marginTop: 8, fontSize: 8.5, lineHeight: 1.45, color: color.muted },
});

/** The largest the signature is drawn: a wide pad's image fits the width, a tall one the height. */
const SIGNATURE_BOX = { width: 260, height: 90 };

/** A PNG's pixel size, from its header; undefined for anything else. */
function pngSize(png: Uint8Array): { width: number; height: number } | undefined {
  if (png.length < 24) return undefined;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (view.getUint32(0) !== 0x89504e47 || view.getUint32(12) !== 0x49484452) return undefined;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

function signatureSize(png: Uint8Array): { width: number; height: number } {
  const size = pngSize(png) ?? { width: 4, height: 1 };
  const scale = Math.min(SIGNATURE_BOX.width / size.width, SIGNATURE_BOX.height / size.height, 1);
  return {
    width: Math.max(1, size.width * scale),
    height: Math.max(1, size.height * scale),
  };
}

/**
 * Whether the evidence block fits on one page, so it is kept whole rather than split: about 430 pt
 * for ordinary values (a page holds about 690), plus a line for every 45 characters of the values
 * that may run long. Extreme values (a 500-character name) let it run on to the next page instead.
 */
function evidenceFitsOnePage(agreement: AgreementDocument): boolean {
  const long = [agreement.name, agreement.email, agreement.phone, agreement.userAgent ?? ''];
  const extraLines = long.reduce(
    (sum, text) => sum + Math.max(0, Math.ceil(text.length / 45) - 1),
    0,
  );
  return 430 + extraLines * 15 <= 640;
}

function Evidence({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <View style={s.evidenceRow} wrap={false}>
      <Text style={s.evidenceLabel}>{label}</Text>
      <Text style={mono ? s.hash : s.evidenceValue}>{value}</Text>
    </View>
  );
}

/** The terms: the introduction, then numbered sections as on the agreement page. */
function Terms({ agreement }: { agreement: AgreementDocument }) {
  const { terms } = agreement;
  if (!terms)
    return (
      <Text style={s.paragraph}>
        {`This agreement was signed under version ${agreement.termsVersion} of the terms, which this site no longer publishes. The SHA-256 of the text the signer was shown is recorded below.`}
      </Text>
    );
  return (
    <View>
      <Text style={s.intro}>{terms.intro}</Text>
      {terms.sections.map((section, index) => (
        <View key={index} style={s.section}>
          <Text style={s.heading} minPresenceAhead={40}>
            <Text style={s.headingNumber}>{index + 1}. </Text>
            {section.heading}
          </Text>
          {legalTextBlocks(section.body).map((block, n) =>
            block.kind === 'item' ? (
              <View key={n} style={s.item}>
                <Text style={s.bullet}>•</Text>
                <Text style={s.itemText}>{block.text}</Text>
              </View>
            ) : (
              <Text key={n} style={s.paragraph}>
                {block.text}
              </Text>
            ),
          )}
        </View>
      ))}
    </View>
  );
}

/** The PDF document of one signed agreement. */
export function AgreementPdf({
  agreement,
  brand = invoiceBrand,
}: {
  agreement: AgreementDocument;
  brand?: InvoiceBrand;
}) {
  const signature = Buffer.from(
    agreement.signaturePng.buffer,
    agreement.signaturePng.byteOffset,
    agreement.signaturePng.byteLength,
  );
  return (
    <PdfDocument
      brand={brand}
      title={`Service agreement ${agreement.reference}`}
      subject={`Service agreement ${agreement.reference} signed by ${agreement.name}`}
      heading="Service agreement"
      reference={agreement.reference}
      facts={[
        ['Signed', formatDate(agreement.signedAt, 'medium')],
        ['Terms version', formatDate(agreement.termsVersion, 'long') || agreement.termsVersion],
      ]}
      closing="A record of an agreement signed on our website."
      numberOnePage
    >
      <Terms agreement={agreement} />

      <View style={s.evidence} wrap={!evidenceFitsOnePage(agreement)}>
        <Text style={s.evidenceTitle} minPresenceAhead={220}>
          Evidence of signature
        </Text>
        <Evidence label="Signed by" value={agreement.name} />
        <Evidence label="Email" value={agreement.email} />
        <Evidence label="Phone" value={agreement.phone} />
        <View style={s.evidenceRow} wrap={false}>
          <Text style={s.evidenceLabel}>Signature</Text>
          <View style={s.signatureBox}>
            <Image src={{ data: signature, format: 'png' }} style={signatureSize(signature)} />
          </View>
        </View>
        <Evidence
          label="Signed at"
          value={`${formatDateTime(agreement.signedAt)} (${agreement.signedAt})`}
        />
        <Evidence label="IP address" value={agreement.ip ?? 'unknown'} />
        <Evidence label="Device" value={agreement.userAgent ?? 'unknown'} />
        <Evidence label="Terms version" value={agreement.termsVersion} />
        <Evidence label="Terms SHA-256" value={agreement.termsSha256} mono />
        {agreement.orderNumber ? <Evidence label="Order" value={agreement.orderNumber} /> : null}
        <Text style={s.note}>
          The SHA-256 is the digest of the terms text shown on the agreement page when it was
          signed; the time, address and device are those the server recorded when it received the
          signature.
        </Text>
      </View>
    </PdfDocument>
  );
}

/** Renders a signed agreement to PDF bytes. */
export function renderAgreementPdf(agreement: AgreementDocument): Promise<Buffer> {
  return renderPdf(<AgreementPdf agreement={agreement} />);
}
