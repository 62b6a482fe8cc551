import { simpleParser, type AddressObject } from 'mailparser';

/** A message our own server sent, as the tests read it: addresses, text, html, attachments. */
export interface ParsedMail {
  raw: string;
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

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []]
    .flat()
    .flatMap((group) => group.value)
    .map((address) => address.address ?? '')
    .filter(Boolean);

/** Reads a message as sent (MIME, RFC 5322), with the body parts exactly as written. */
export async function parseMail(raw: string): Promise<ParsedMail> {
  const mail = await simpleParser(raw, {
    // Only what the message holds: no text made from the html or html from the text, and cid:
    // links left as they are.
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    skipTextLinks: true,
  });
  return {
    raw,
    messageId: mail.messageId ?? '',
    subject: mail.subject ?? '',
    from: mail.from?.text ?? '',
    to: addresses(mail.to),
    replyTo: addresses(mail.replyTo)[0],
    text: (mail.text ?? '').replace(/\r\n/g, '\n'),
    html: (mail.html || '').replace(/\r\n/g, '\n'),
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      cid: attachment.cid,
      content: attachment.content,
    })),
  };
}
