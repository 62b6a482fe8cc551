import { describe, expect, it } from 'vitest';
import { DatabaseOutage } from './database-outage';

function recorder() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]): void =>
      void lines.push({
        level,
        fields: args[0] as Record<string, unknown>,
        message: String(args[1]),
      });
  return { lines, logger: { warn: at('warn'), info: at('info'), debug: at('debug') } };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

describe('DatabaseOutage', () => {
  it('logs one warning when an outage begins, debug lines during it, and its length when it ends', () => {
    const { lines, logger } = recorder();
    let now = 1_000;
    const outage = new DatabaseOutage({ logger, now: () => now });
    outage.answered();
    expect(lines).toEqual([]);

    outage.failed('readiness check', refused());
    for (let second = 0; second < 5; second++) {
      now += 1_000;
      outage.failed('readiness check', refused());
      expect(outage.absorb(refused(), 'outbox round')).toBe(true);
    }
    expect(outage.down).toBe(true);
    now += 500;
    outage.answered();
    outage.answered();

    expect(lines.map((line) => [line.level, line.message])).toEqual([
      ['warn', 'the database is unreachable'],
      ...Array.from({ length: 10 }, () => ['debug', 'the database is still unreachable']),
      ['info', 'the database answers again after 5.5 s'],
    ]);
    expect(lines[0]!.fields).toMatchObject({ check: 'database', task: 'readiness check' });
    expect(lines.at(-1)!.fields).toEqual({ check: 'database', outageMs: 5_500 });
    expect(outage.down).toBe(false);
  });

  it('leaves an error that is not the database being away to its caller', () => {
    const { lines, logger } = recorder();
    const outage = new DatabaseOutage({ logger });
    const duplicate = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(outage.absorb(duplicate, 'outbox round')).toBe(false);
    expect(outage.absorb(new Error('a bug'), 'outbox round')).toBe(false);
    expect(lines).toEqual([]);
    expect(outage.down).toBe(false);
  });
});
