import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the e2e SMTP sink listens and writes each message it accepts (one .eml file each). */
export function mailSink(port = Number(process.env.E2E_PORT ?? 3210)) {
  return {
    port: port + 1,
    url: `smtp://127.0.0.1:${port + 1}`,
    dir: path.join(os.tmpdir(), `ecs-e2e-mail-${port}`),
  };
}

export function resetMailDir(dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
}

/** The e2e SMTP sink refuses every recipient at this domain with a permanent 550. */
export const REJECTED_DOMAIN = 'reject.example';
