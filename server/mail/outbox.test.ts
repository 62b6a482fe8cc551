import { describe, expect, it } from 'vitest';
import type { OutgoingEmail } from './emails/outgoing';
import { checkOutgoingEmail, InvalidEmailError, messageIdFor } from './outbox';

const email = (overrides: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  kind: 'contact',
  submissionId: '0123456789abcdef01234567',
  to: ['info@ecsdigital.com'],
  replyTo: 'dana@northwind.example',
  subject: 'New message',
  text: 'Hello',
  html: '<p>Hello</p>',
  ...overrides,
});

describe('checkOutgoingEmail', () => {
  it('normalises the recipients of a valid email', () => {
    expect(
      checkOutgoingEmail(email({ to: ['Info@EcsDigital.com', 'info@ecsdigital.com'] })),
    ).toEqual({ to: ['Info@ecsdigital.com'], replyTo: 'dana@northwind.example' });
  });

  it('rejects injected recipients, reply-to and subjects', () => {
    expect(() => checkOutgoingEmail(email({ to: ['a@b.com\r\nBcc: c@d.com'] }))).toThrow(
      InvalidEmailError,
    );
    expect(() => checkOutgoingEmail(email({ replyTo: 'a@b.com, c@d.com' }))).toThrow(
      InvalidEmailError,
    );
    expect(() => checkOutgoingEmail(email({ subject: 'Hi\r\nBcc: c@d.com' }))).toThrow(
      InvalidEmailError,
    );
    expect(() => checkOutgoingEmail(email({ to: [] }))).toThrow(InvalidEmailError);
  });

  it('accepts attachments only as Buffers with safe names', () => {
    const png = Buffer.from([0x89, 0x50]);
    expect(() =>
      checkOutgoingEmail(
        email({
          attachments: [
            { filename: 'signature.png', contentType: 'image/png', content: png, cid: 'sig@ecs' },
          ],
        }),
      ),
    ).not.toThrow();
    expect(() =>
      checkOutgoingEmail(
        email({
          attachments: [
            { filename: 'x.png', contentType: 'image/png', content: 'iVBOR' as unknown as Buffer },
          ],
        }),
      ),
    ).toThrow('content must be a Buffer');
    expect(() =>
      checkOutgoingEmail(
        email({
          attachments: [{ filename: '../../etc/passwd', contentType: 'text/plain', content: png }],
        }),
      ),
    ).toThrow('invalid file name');
  });

  it('builds the Message-ID from the row id and the brand domain', () => {
    expect(messageIdFor('0123456789abcdef01234567')).toBe(
      '<0123456789abcdef01234567@ecsdigital.com>',
    );
  });
});
