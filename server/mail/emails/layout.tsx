import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { site } from '~/content/site';

/** What every email function answers: the outbox row's subject and its two bodies. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The footer of every email, in both parts: who sent it and how to reach them. */
export const FOOTER_LINE = `${site.legalName} · ${site.website} · ${site.infoEmail} · ${site.phone}`;

// Email clients ignore stylesheets: tables for the layout and inline styles, at most 600 px wide.
const font = 'Inter,Segoe UI,Helvetica,Arial,sans-serif';
const canvas = '#f1f5f9';

interface EmailLayoutProps {
  /** The document title, shown by some clients and in a browser. */
  title: string;
  /** Padding of the content cell; the invoice, which has its own margins, takes less. */
  padding?: string;
  children: ReactNode;
}

/** The frame every email shares: a navy header with the brand, the content, the legal footer. */
export function EmailLayout({ title, padding = '32px', children }: EmailLayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: canvas, fontFamily: font }}>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ background: canvas, padding: '24px 0' }}
        >
          <tbody>
            <tr>
              <td align="center">
                <table
                  role="presentation"
                  width={600}
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    maxWidth: '600px',
                    width: '100%',
                    background: '#ffffff',
                    borderRadius: '12px',
                    overflow: 'hidden',
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          background: '#0b1b3f',
                          padding: '20px 32px',
                          color: '#ffffff',
                          fontSize: '18px',
                          fontWeight: 700,
                        }}
                      >
                        {site.name}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding }}>{children}</td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: '20px 32px',
                          background: '#f8fafc',
                          fontSize: '12px',
                          lineHeight: 1.6,
                          color: '#64748b',
                        }}
                      >
                        {FOOTER_LINE}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** An email document as HTML: React escapes every value, so typed text can be passed as is. */
export function renderHtml(email: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(email)}`;
}

/** The plain-text part: the lines given, then the same footer as the HTML. */
export function plainText(lines: string[]): string {
  return [...lines, '--', FOOTER_LINE].join('\n');
}

/** Text as lines, whichever line breaks it was typed with. */
export const linesOf = (text: string) => text.split(/\r\n|\r|\n/);
