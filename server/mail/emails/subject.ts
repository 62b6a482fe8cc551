/** The longest subject any email gets, in UTF-16 code units (the outbox refuses more than 300). */
export const SUBJECT_MAX = 120;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Text made safe for a one-line header: line breaks, tabs and the Unicode line separators become
 * spaces, other control characters and the bidirectional overrides (which can reverse how a
 * subject reads) are dropped, and runs of whitespace become one space.
 */
export function oneLine(text: string): string {
  return text
    .replace(/[\r\n\t\v\f\u0085\u2028\u2029]/g, ' ')
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '')
    .replace(/\s+/g, ' ');
}

/** `text` in at most `max` code units, cut between characters (never inside an emoji) with '…'. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length + segment.length > max - 1) break;
    kept += segment;
  }
  return `${kept.trimEnd()}…`;
}

type Part = string | number | false | null | undefined;

/**
 * The one way an email's subject is made (docs/architecture.md#emails): the parts joined as they
 * are (false, null and undefined left out), on one line with no control characters, and at most
 * SUBJECT_MAX long. When it is too long the longest part, a typed name as a rule, is shortened
 * with '…', so the fixed words and our reference around it stay whole.
 */
export function subjectLine(...parts: Part[]): string {
  const cleaned = parts
    .filter((part) => part !== false && part !== null && part !== undefined)
    .map((part) => oneLine(String(part)));
  const join = () => cleaned.join('').replace(/ {2,}/g, ' ').trim();
  const excess = join().length - SUBJECT_MAX;
  if (excess > 0) {
    const longest = cleaned.reduce(
      (best, part, index) => (part.length > cleaned[best]!.length ? index : best),
      0,
    );
    cleaned[longest] = clip(cleaned[longest]!, Math.max(1, cleaned[longest]!.length - excess));
  }
  return clip(join(), SUBJECT_MAX);
}
