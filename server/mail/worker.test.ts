import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '~/server/logger';
import { manualClock } from '~/tests/support/clock';
import { useScratchDatabase } from '~/tests/support/scratch-database';
import { enqueueEmails } from './outbox';
import type { MailTransport } from './transport';
import { OutboxWorker } from './worker';

describe('OutboxWorker on the clock', () => {
  const db = useScratchDatabase();

  it('schedules the retry of a failed email on the clock and stamps when it was sent', async () => {
    const clock = manualClock('2026-06-01T12:00:00.000Z');
    await enqueueEmails(db(), clock.now(), [
      {
        kind: 'contact',
        submissionId: '0123456789abcdef01234567',
        to: ['info@ecsdigital.com'],
        subject: 'New message',
        text: 'Hello',
        html: '<p>Hello</p>',
      },
    ]);
    let attempts = 0;
    const transport: MailTransport = {
      description: 'a server that is down once',
      send: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('connection refused');
      },
      close: () => {},
    };
    const worker = new OutboxWorker({
      db: db(),
      transport,
      logger: createLogger('silent'),
      clock,
      from: 'site@ecsdigital.com',
      retryBaseMs: 30_000,
      // Rounds run when woken, never on a timer, within this test.
      pollMs: 3_600_000,
    });
    const email = () =>
      db()
        .selectFrom('outbox_emails')
        .select(['status', 'next_attempt_at', 'sent_at', 'created_at'])
        .executeTakeFirstOrThrow();

    worker.start();
    try {
      // The first attempt fails: the next is due 30 s later on the clock.
      await vi.waitFor(async () =>
        expect(await email()).toMatchObject({
          status: 'pending',
          created_at: '2026-06-01T12:00:00.000Z',
          next_attempt_at: '2026-06-01T12:00:30.000Z',
        }),
      );
      expect(attempts).toBe(1);

      clock.advance(30_000);
      worker.wake();
      await vi.waitFor(async () =>
        expect(await email()).toMatchObject({
          status: 'sent',
          sent_at: '2026-06-01T12:00:30.000Z',
        }),
      );
      expect(attempts).toBe(2);
    } finally {
      await worker.stop();
    }
  });
});
