import { escapeUTF8 } from 'entities';

/** Characters XML 1.0 does not allow anywhere in a document, not even escaped. */
const FORBIDDEN_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text for XML feeds and sitemaps: characters XML forbids are dropped (one stray control
 * character would make the whole feed unreadable for every reader), markup characters escaped by
 * `entities` (the documents are UTF-8, so other characters stay as they are).
 */
export function escapeXml(value: string): string {
  return escapeUTF8(value.replace(FORBIDDEN_IN_XML, ''));
}
