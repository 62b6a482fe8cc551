/**
 * What the PDF of a signed agreement prints (docs/product.md#agreement-pdf): the terms the signer
 * was shown and the evidence of the signature, as stored (docs/product.md#agreement-record).
 */

/** The agreement's terms as the page shows them: an introduction, then headed sections of HTML. */
export interface AgreementTerms {
  intro: string;
  sections: { heading: string; body: string }[];
}

export interface AgreementDocument {
  reference: string;
  name: string;
  email: string;
  phone: string;
  /** The stored signature image. */
  signaturePng: Uint8Array;
  /** ISO timestamp of the signing. */
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
  termsVersion: string;
  termsSha256: string;
  orderNumber: string | null;
  /**
   * The terms whose SHA-256 is `termsSha256`; null for an agreement signed under terms the site no
   * longer publishes, whose PDF then names the version and its hash alone.
   */
  terms: AgreementTerms | null;
}

/** `agreement-{reference}.pdf`, the reference as `formatAgreementNumber` prints it. */
export const agreementPdfFilename = (reference: string) => `agreement-${reference}.pdf`;

export interface TextBlock {
  /** A paragraph, or one point of a list. */
  kind: 'paragraph' | 'item';
  text: string;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * The paragraphs and list points of one of our legal HTML bodies (content/legal.ts: `<p>`, `<ul>`,
 * `<li>` and inline tags), as the words a reader sees on the page, for a document that cannot
 * show HTML.
 */
export function legalTextBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const match of html.matchAll(/<(p|li)\b[^>]*>([\s\S]*?)<\/\1>/giu)) {
    const text = decodeEntities(match[2]!.replace(/<[^>]*>/gu, ''))
      .replace(/\s+/gu, ' ')
      .trim();
    if (text) blocks.push({ kind: match[1]!.toLowerCase() === 'li' ? 'item' : 'paragraph', text });
  }
  // A body of bare text, without block tags.
  if (!blocks.length) {
    const text = decodeEntities(html.replace(/<[^>]*>/gu, ''))
      .replace(/\s+/gu, ' ')
      .trim();
    if (text) blocks.push({ kind: 'paragraph', text });
  }
  return blocks;
}
