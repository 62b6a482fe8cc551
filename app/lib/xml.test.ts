import { describe, expect, it } from 'vitest';
import { escapeXml } from './xml';

describe('escapeXml', () => {
  it('drops characters XML forbids and escapes markup', () => {
    expect(escapeXml('Title\u0000 with\u0007 bell\u001b & <b>"quotes"</b>\uFFFE')).toBe(
      'Title with bell &amp; &lt;b&gt;&quot;quotes&quot;&lt;/b&gt;',
    );
  });

  it('keeps tabs, new lines, accents, emoji and other scripts', () => {
    expect(escapeXml('a\tb\nc\r é 東京 😀')).toBe('a\tb\nc\r é 東京 😀');
  });
});
