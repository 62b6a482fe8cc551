import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { parseMail, type ParsedMail } from '~/tests/support/mail';
import { scaled } from '~/tests/support/timeouts';
import { mailSink } from './mail-sink';

/** Messages already read, by file name: a file is complete and final once it has its name. */
const parsed = new Map<string, Promise<ParsedMail>>();

/** Every message the e2e SMTP sink has accepted so far. */
export async function receivedMail(): Promise<ParsedMail[]> {
  const { dir } = mailSink();
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml') && !file.startsWith('.'))
    .sort();
  return Promise.all(
    files.map((file) => {
      let mail = parsed.get(file);
      if (!mail) {
        mail = parseMail(fs.readFileSync(path.join(dir, file), 'utf8'));
        parsed.set(file, mail);
      }
      return mail;
    }),
  );
}

/** Waits until `count` received messages match (the outbox sends shortly after a submission). */
export async function waitForMail(
  match: (mail: ParsedMail) => boolean,
  count = 1,
): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await receivedMail()).filter(match);
        return found.length;
      },
      { timeout: scaled(15_000), message: 'emails delivered to the SMTP sink' },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}
