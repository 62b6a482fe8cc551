/** A small MIME reader for the messages our own server sends: headers, text, html, attachments. */

export interface MailPart {
  headers: Record<string, string>;
  body: Buffer;
}

export interface ParsedMail {
  raw: string;
  headers: Record<string, string>;
  messageId: string;
  subject: string;
  from: string;
  to: string[];
  replyTo: string | undefined;
  text: string;
  html: string;
  attachments: {
    filename: string;
    contentType: string;
    cid: string | undefined;
    content: Buffer;
  }[];
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i]!;
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(char, 'utf8'));
  }
  return Buffer.from(bytes);
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: parseHeaders(raw), body: '' };
  return {
    headers: parseHeaders(raw.slice(0, match.index)),
    body: raw.slice(match.index + match[0].length),
  };
}

function leafParts(raw: string): MailPart[] {
  const { headers, body } = splitPart(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    return sections
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => leafParts(section.replace(/^\r?\n/, '')));
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return [{ headers, body: content }];
}

const addresses = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => (/<([^>]+)>/.exec(part)?.[1] ?? part).trim())
    .filter(Boolean);

export function parseMail(raw: string): ParsedMail {
  const { headers } = splitPart(raw);
  const parts = leafParts(raw);
  const isAttachment = (part: MailPart) =>
    /attachment|inline/i.test(part.headers['content-disposition'] ?? '') ||
    !/^text\//i.test(part.headers['content-type'] ?? 'text/plain');
  const textPart = parts.find(
    (p) => !isAttachment(p) && /text\/plain/i.test(p.headers['content-type'] ?? 'text/plain'),
  );
  const htmlPart = parts.find(
    (p) => !isAttachment(p) && /text\/html/i.test(p.headers['content-type'] ?? ''),
  );
  return {
    raw,
    headers,
    messageId: headers['message-id'] ?? '',
    subject: decodeWords(headers.subject ?? ''),
    from: headers.from ?? '',
    to: addresses(headers.to),
    replyTo: addresses(headers['reply-to'])[0],
    text: textPart?.body.toString('utf8').replace(/\r\n/g, '\n') ?? '',
    html: htmlPart?.body.toString('utf8').replace(/\r\n/g, '\n') ?? '',
    attachments: parts.filter(isAttachment).map((part) => ({
      filename: decodeWords(
        /filename="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? '')?.[1] ?? '',
      ),
      contentType: (part.headers['content-type'] ?? '').split(';')[0]!.trim(),
      cid: /<([^>]+)>/.exec(part.headers['content-id'] ?? '')?.[1],
      content: part.body,
    })),
  };
}
