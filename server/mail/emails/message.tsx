import { Fragment } from 'react';
import { EmailLayout, linesOf, plainText, renderHtml, type RenderedEmail } from './layout';
import { oneLine } from './subject';

/** The content of a message email, as plain text: the HTML and the text part are both made from it. */
export interface MessageContent {
  /** The heading at the top of the message, and the document's title; shown on one line. */
  heading: string;
  /** Paragraphs before the details. */
  paragraphs?: string[];
  /** Label and value pairs (values may span several lines). */
  details?: [label: string, value: string][];
  /** A block of the visitor's own words, quoted as they wrote them. */
  quote?: { label: string; text: string };
  /** An inline image attached with this Content-ID. */
  image?: { cid: string; alt: string; width: number; height: number };
  /** One call to action after the details: a button in HTML, its address in the text part. */
  action?: { label: string; href: string; note?: string };
  /** Paragraphs after the details. */
  closing?: string[];
}

const NO_MESSAGE = '(no message)';

/** Multi-line text with its line breaks kept as <br>. */
function Lines({ text }: { text: string }) {
  return linesOf(text).map((line, index) => (
    <Fragment key={index}>
      {index ? <br /> : null}
      {line}
    </Fragment>
  ));
}

function Paragraph({ text }: { text: string }) {
  return (
    <p style={{ margin: '0 0 16px', fontSize: '15px', lineHeight: 1.6, color: '#1e293b' }}>
      <Lines text={text} />
    </p>
  );
}

function MessageBody({ content }: { content: MessageContent }) {
  const { heading, paragraphs = [], details = [], quote, image, action, closing = [] } = content;
  return (
    <>
      <h1 style={{ margin: '0 0 20px', fontSize: '22px', lineHeight: 1.3, color: '#0b1b3f' }}>
        {oneLine(heading).trim()}
      </h1>
      {paragraphs.map((text, index) => (
        <Paragraph key={index} text={text} />
      ))}
      {details.length ? (
        <table
          role="presentation"
          cellPadding={0}
          cellSpacing={0}
          style={{ margin: '0 0 20px', borderTop: '1px solid #e2e8f0', width: '100%' }}
        >
          <tbody>
            {details.map(([label, value], index) => (
              <tr key={index}>
                <th
                  align="left"
                  style={{
                    verticalAlign: 'top',
                    padding: '8px 16px 8px 0',
                    fontSize: '14px',
                    color: '#475569',
                    fontWeight: 600,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {label}
                </th>
                <td style={{ padding: '8px 0', fontSize: '14px', color: '#0f172a' }}>
                  <Lines text={value} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {quote ? (
        <>
          <p style={{ margin: '0 0 6px', fontSize: '14px', fontWeight: 600, color: '#475569' }}>
            {quote.label}
          </p>
          <blockquote
            style={{
              margin: '0 0 20px',
              padding: '12px 16px',
              borderLeft: '4px solid #2563eb',
              background: '#f8fafc',
              fontSize: '15px',
              lineHeight: 1.6,
              color: '#0f172a',
            }}
          >
            <Lines text={quote.text || NO_MESSAGE} />
          </blockquote>
        </>
      ) : null}
      {image ? (
        <p style={{ margin: '0 0 20px' }}>
          <img
            src={`cid:${image.cid}`}
            alt={image.alt}
            width={image.width}
            height={image.height}
            style={{
              maxWidth: '100%',
              height: 'auto',
              border: '1px solid #e2e8f0',
              borderRadius: '8px',
              background: '#ffffff',
            }}
          />
        </p>
      ) : null}
      {action ? (
        <p style={{ margin: '0 0 20px' }}>
          <a
            href={action.href}
            style={{
              display: 'inline-block',
              padding: '12px 22px',
              borderRadius: '999px',
              background: '#4c3bea',
              color: '#ffffff',
              fontSize: '15px',
              fontWeight: 600,
              textDecoration: 'none',
            }}
          >
            {action.label}
          </a>
          {action.note ? (
            <span
              style={{
                display: 'block',
                marginTop: '10px',
                fontSize: '13px',
                lineHeight: 1.5,
                color: '#475569',
              }}
            >
              {action.note}
            </span>
          ) : null}
        </p>
      ) : null}
      {closing.map((text, index) => (
        <Paragraph key={index} text={text} />
      ))}
    </>
  );
}

/** The same content as plain text: labels and values, the quote with '> ', the image named. */
function messageLines(content: MessageContent): string[] {
  const { heading, paragraphs = [], details = [], quote, image, action, closing = [] } = content;
  return [
    oneLine(heading).trim(),
    '',
    ...paragraphs.flatMap((text) => [...linesOf(text), '']),
    ...(details.length
      ? [...details.map(([label, value]) => `${label}: ${linesOf(value).join('\n  ')}`), '']
      : []),
    ...(quote
      ? [`${quote.label}:`, ...linesOf(quote.text || NO_MESSAGE).map((line) => `> ${line}`), '']
      : []),
    ...(image ? [`[${image.alt}: attached as an image]`, ''] : []),
    ...(action
      ? [`${action.label}: ${action.href}`, ...(action.note ? linesOf(action.note) : []), '']
      : []),
    ...closing.flatMap((text) => [...linesOf(text), '']),
  ];
}

/** A message email (every kind but the invoice) in the shared layout, HTML and text. */
export function renderMessage(subject: string, content: MessageContent): RenderedEmail {
  return {
    subject,
    html: renderHtml(
      <EmailLayout title={oneLine(content.heading).trim()}>
        <MessageBody content={content} />
      </EmailLayout>,
    ),
    text: plainText(messageLines(content)),
  };
}
