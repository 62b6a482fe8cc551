import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './plain-text';

describe('htmlToPlainText', () => {
  it('keeps the words of separate blocks apart and decodes entities', () => {
    expect(
      htmlToPlainText(
        '<h2>Plan&nbsp;first</h2><p>Ship <strong>small</strong>&amp;often</p><ul><li>a</li><li>b</li></ul>',
      ),
    ).toBe('Plan first Ship small &often a b');
  });

  it('drops attributes entirely', () => {
    expect(htmlToPlainText('<a href="https://example.com/secret-word">link</a>')).toBe('link');
  });
});
