import { describe, expect, it } from 'vitest';
import { renderEmail } from './layout';

describe('renderEmail', () => {
  it('escapes visitor text in the HTML and keeps it readable in the text part', () => {
    const { html, text } = renderEmail({
      heading: 'New message from <b>Dana</b>',
      details: [['Name', '<script>alert(1)</script>']],
      quote: { label: 'Message', text: 'Line one\n<img src=x onerror=alert(1)>' },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('New message from &lt;b&gt;Dana&lt;/b&gt;');
    expect(text).toContain('Name: <script>alert(1)</script>');
    expect(text).toContain('> <img src=x onerror=alert(1)>');
  });

  it('references an inline image by its Content-ID', () => {
    const { html } = renderEmail({
      heading: 'Signed',
      image: { cid: 'signature@ecs', alt: 'Signature', width: 300, height: 75 },
    });
    expect(html).toContain('src="cid:signature@ecs"');
  });
});
