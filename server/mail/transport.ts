import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '~/server/private-files';

/** Something that accepts a message; resolving means it took responsibility for delivery. */
export interface MailTransport {
  readonly description: string;
  send(message: SendMailOptions & { messageId: string }): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer; resolves only after the server answered 250 to the message. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[1]);
  const { hostname, port, protocol } = new URL(url);
  return {
    description: `${protocol}//${hostname}:${port}`,
    async send(message) {
      const info = await transporter.sendMail(message);
      if (info.rejected?.length)
        throw Object.assign(new Error(`Recipients rejected: ${info.rejected.join(', ')}`), {
          responseCode: 550,
        });
    },
    close: () => transporter.close(),
  };
}

/**
 * Writes every message as an .eml file under `dir` (when no SMTP server is configured). The file is
 * written under a temporary name and renamed, so a reader never sees half a message.
 */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `files in ${dir}`,
    async send(message) {
      const info = await transporter.sendMail(message);
      // With `buffer: true` the stream transport hands back the whole message as one Buffer.
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('the file transport did not produce a message');
      await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const base = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.messageId.replace(/[^\w.-]/g, '_')}`;
      const target = path.join(dir, `${base}.eml`);
      const temp = path.join(dir, `.${base}.tmp`);
      // A message names its recipients and carries what they sent: its owner's only.
      await fs.writeFile(temp, raw, { mode: PRIVATE_FILE_MODE });
      await fs.rename(temp, target);
    },
    close: () => transporter.close(),
  };
}

/** SMTP when SMTP_URL is set, otherwise .eml files under DATA_DIR/mail. */
export function createMailTransport(config: { smtpUrl: string | undefined; dataDir: string }) {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : fileTransport(path.join(config.dataDir, 'mail'));
}
