import { describe, expect, it } from 'vitest';
import type { ComputedInvoice } from '~/domain/invoice';
import { PdfDrawer, PdfQueueFull, type DrawOutcome } from './pdf-drawer';

const invoice = { number: 'ECS-1001' } as ComputedInvoice;

/** A drawer whose drawings finish only when the test says so. */
function manual(workers: number, queue: number) {
  const finish: (() => void)[] = [];
  const outcomes: DrawOutcome[] = [];
  const depths: number[] = [];
  const drawer = new PdfDrawer({
    run: () =>
      new Promise<Uint8Array>((resolve) => finish.push(() => resolve(new Uint8Array([37, 80])))),
    workers,
    queue,
    onDraw: (outcome) => outcomes.push(outcome),
    onQueue: (waiting) => depths.push(waiting),
  });
  return { drawer, finish, outcomes, depths };
}

describe('PdfDrawer', () => {
  it('refuses a reader once every worker is busy and the queue is full, but lets a send wait', async () => {
    const { drawer, finish, outcomes, depths } = manual(1, 1);
    const first = drawer.draw(invoice, { wait: false });
    const second = drawer.draw(invoice, { wait: false });
    expect(drawer.inFlight).toBe(2);
    expect(drawer.waiting).toBe(1);
    await expect(drawer.draw(invoice, { wait: false })).rejects.toBeInstanceOf(PdfQueueFull);
    const send = drawer.draw(invoice, { wait: true });
    expect(drawer.inFlight).toBe(3);
    for (const done of finish) done();
    const bytes = await Promise.all([first, second, send]);
    expect(bytes.every((b) => Buffer.isBuffer(b) && b.toString('latin1') === '%P')).toBe(true);
    expect(drawer.inFlight).toBe(0);
    expect(outcomes.sort()).toEqual(['drawn', 'drawn', 'drawn', 'refused']);
    expect(depths).toEqual([0, 1, 2, 1, 0, 0]);
  });

  it('with no queue, draws only on a free worker', async () => {
    const { drawer, finish } = manual(2, 0);
    const running = [drawer.draw(invoice, { wait: false }), drawer.draw(invoice, { wait: false })];
    await expect(drawer.draw(invoice, { wait: false })).rejects.toBeInstanceOf(PdfQueueFull);
    finish.shift()!();
    await running[0];
    const third = drawer.draw(invoice, { wait: false });
    for (const done of finish) done();
    await Promise.all([running[1], third]);
  });

  it('counts a failed drawing and frees its place', async () => {
    const outcomes: DrawOutcome[] = [];
    const drawer = new PdfDrawer({
      run: () => Promise.reject(new Error('font missing')),
      workers: 1,
      queue: 0,
      onDraw: (outcome) => outcomes.push(outcome),
    });
    await expect(drawer.draw(invoice, { wait: false })).rejects.toThrow('font missing');
    await expect(drawer.draw(invoice, { wait: false })).rejects.toThrow('font missing');
    expect(outcomes).toEqual(['failed', 'failed']);
    expect(drawer.inFlight).toBe(0);
  });
});
