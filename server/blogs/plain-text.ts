import { decodeHTML } from 'entities';

/**
 * The words of a sanitized article body, for the search index: every tag becomes a space (so
 * `<p>one</p><p>two</p>` stays two words), entities are decoded and whitespace collapsed.
 */
export function htmlToPlainText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
