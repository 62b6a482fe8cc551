import { site } from '~/content/site';
import { escapeHtml, escapeMultiline } from './escape';

export interface EmailContent {
  /** One-line heading at the top of the message. */
  heading: string;
  /** Plain-text paragraphs before the details. */
  paragraphs?: string[];
  /** Label and value pairs (values may span several lines). */
  details?: [label: string, value: string][];
  /** A block of the visitor's own words, quoted as they wrote them. */
  quote?: { label: string; text: string };
  /** An inline image attached with this Content-ID. */
  image?: { cid: string; alt: string; width: number; height: number };
  /** Plain-text paragraphs after the details. */
  closing?: string[];
}

/**
 * Renders a branded email as HTML and plain text from plain-text parts. Every value is escaped, so
 * visitor input can be passed as is.
 */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs ?? [];
  const closing = content.closing ?? [];
  const details = content.details ?? [];
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1e293b">${escapeMultiline(text)}</p>`;
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:8px 16px 8px 0;font-size:14px;color:#475569;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:8px 0;font-size:14px;color:#0f172a">${escapeMultiline(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0b1b3f;padding:20px 32px;color:#ffffff;font-size:18px;font-weight:700">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#0b1b3f">${escapeHtml(content.heading)}</h1>
${paragraphs.map(p).join('\n')}
${rows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-top:1px solid #e2e8f0;width:100%">${rows}</table>` : ''}
${content.quote ? `<p style="margin:0 0 6px;font-size:14px;font-weight:600;color:#475569">${escapeHtml(content.quote.label)}</p><blockquote style="margin:0 0 20px;padding:12px 16px;border-left:4px solid #2563eb;background:#f8fafc;font-size:15px;line-height:1.6;color:#0f172a">${escapeMultiline(content.quote.text || '(no message)')}</blockquote>` : ''}
${content.image ? `<p style="margin:0 0 20px"><img src="cid:${escapeHtml(content.image.cid)}" alt="${escapeHtml(content.image.alt)}" width="${content.image.width}" height="${content.image.height}" style="max-width:100%;height:auto;border:1px solid #e2e8f0;border-radius:8px;background:#ffffff"></p>` : ''}
${closing.map(p).join('\n')}
</td></tr>
<tr><td style="padding:20px 32px;background:#f8fafc;font-size:12px;line-height:1.6;color:#64748b">${escapeHtml(site.legalName)} · ${escapeHtml(site.website)} · ${escapeHtml(site.infoEmail)} · ${escapeHtml(site.phone)}</td></tr>
</table></td></tr></table></body></html>`;

  const text = [
    content.heading,
    '',
    ...paragraphs.flatMap((para) => [para, '']),
    ...(details.length
      ? [...details.map(([label, value]) => `${label}: ${value.replace(/\n/g, '\n  ')}`), '']
      : []),
    ...(content.quote
      ? [
          `${content.quote.label}:`,
          ...(content.quote.text || '(no message)').split('\n').map((line) => `> ${line}`),
          '',
        ]
      : []),
    ...(content.image ? [`[${content.image.alt}: attached as an image]`, ''] : []),
    ...closing.flatMap((para) => [para, '']),
    '--',
    `${site.legalName} · ${site.website} · ${site.infoEmail} · ${site.phone}`,
  ].join('\n');
  return { html, text };
}
