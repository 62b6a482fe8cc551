import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeMultiline } from './escape';

describe('escapeHtml', () => {
  it('escapes the five characters that can break out of text or an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')"> & co`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; co',
    );
  });

  it('turns null and numbers into text', () => {
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });

  it('keeps line breaks of multi-line text as <br>', () => {
    expect(escapeMultiline('a<b\r\nc\nd')).toBe('a&lt;b<br>\nc<br>\nd');
  });
});
