import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { parseMail, type ParsedMail } from '../../support/mail';
import { mailSink } from './mail-sink';

/** Every message the e2e SMTP sink has accepted so far. */
export function receivedMail(): ParsedMail[] {
  const { dir } = mailSink();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml') && !file.startsWith('.'))
    .sort()
    .map((file) => parseMail(fs.readFileSync(path.join(dir, file), 'utf8')));
}

/** Waits until `count` received messages match (the outbox sends shortly after a submission). */
export async function waitForMail(
  match: (mail: ParsedMail) => boolean,
  count = 1,
): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      () => {
        found = receivedMail().filter(match);
        return found.length;
      },
      { timeout: 15_000, message: 'emails delivered to the SMTP sink' },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}
