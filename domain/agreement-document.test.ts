import { describe, expect, it } from 'vitest';
import { agreementPdfFilename, legalTextBlocks } from './agreement-document';

describe('legalTextBlocks', () => {
  it('reads paragraphs and list points as the words a reader sees', () => {
    expect(
      legalTextBlocks(
        '<p>We may <b>collect</b>:</p><ul><li>your name &amp; email;</li>\n<li>your <a href="/x">IP</a>\n address.</li></ul><p>That&#39;s all &lt;really&gt;.</p>',
      ),
    ).toEqual([
      { kind: 'paragraph', text: 'We may collect:' },
      { kind: 'item', text: 'your name & email;' },
      { kind: 'item', text: 'your IP address.' },
      { kind: 'paragraph', text: "That's all <really>." },
    ]);
  });

  it('keeps bare text as one paragraph and drops empty ones', () => {
    expect(legalTextBlocks('Plain  text')).toEqual([{ kind: 'paragraph', text: 'Plain text' }]);
    expect(legalTextBlocks('<p> </p>')).toEqual([]);
  });
});

it('names the file after the reference', () => {
  expect(agreementPdfFilename('ECS-AGR-2026-000123')).toBe('agreement-ECS-AGR-2026-000123.pdf');
});
