import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { mailSink, REJECTED_DOMAIN, resetMailDir } from './mail-sink';

const SERVER_KEY = Symbol.for('ecs-e2e.smtp-sink');

/**
 * Every e2e run starts from an empty data directory, with a real SMTP server on loopback
 * (E2E_PORT + 1) that writes each accepted message to a file the tests read.
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 3210);
  fs.rmSync(path.join(os.tmpdir(), `ecs-e2e-${port}`), { recursive: true, force: true });

  const sink = mailSink(port);
  resetMailDir(sink.dir);
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Addresses at reject.example are refused for good, so tests can follow a failed email.
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${REJECTED_DOMAIN}`)) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        sequence += 1;
        const name = `${Date.now()}-${String(sequence).padStart(5, '0')}.eml`;
        // Written under a temporary name and renamed, so a test never reads half a message.
        fs.writeFileSync(path.join(sink.dir, `.${name}`), Buffer.concat(chunks));
        fs.renameSync(path.join(sink.dir, `.${name}`), path.join(sink.dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(sink.port, '127.0.0.1', () => resolve());
  });
  (globalThis as Record<symbol, unknown>)[SERVER_KEY] = server;
}

export { SERVER_KEY };
