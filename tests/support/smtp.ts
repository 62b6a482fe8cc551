import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';
import { parseMail, type ParsedMail } from './mail';
import { scaled } from './timeouts';

export interface ReceivedMail extends ParsedMail {
  envelope: { from: string; to: string[] };
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Recipients the sink answers with a permanent 550 (to test failed deliveries). */
  rejectRecipients: Set<string>;
  /** Resolves once `count` messages match, or fails after `timeoutMs` (scaled by TEST_SLOWDOWN). */
  waitFor(
    match: (mail: ReceivedMail) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message it accepts. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const rejectRecipients = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejectRecipients.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // Accepted once it is read, so a message the server has sent is always in `messages`.
        parseMail(raw).then(
          (mail) => {
            messages.push({
              ...mail,
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
              },
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const actualPort = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    rejectRecipients,
    waitFor: (match, count = 1, timeoutMs = 15_000) =>
      vi.waitFor(
        () => {
          const found = messages.filter(match);
          if (found.length < count)
            throw new Error(
              `expected ${count} matching message(s), got ${found.length}; subjects: ${messages.map((m) => m.subject).join(' | ')}`,
            );
          return found;
        },
        { timeout: scaled(timeoutMs), interval: 50 },
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
