import { describe, expect, it } from 'vitest';
import { isObjectId, newObjectId, newSequentialId } from './ids';

describe('ids', () => {
  it('makes 24-hex ids that sort by creation time', () => {
    const early = newObjectId(new Date('2025-01-01T00:00:00Z'));
    const late = newObjectId(new Date('2026-01-01T00:00:00Z'));
    expect(isObjectId(early)).toBe(true);
    expect(early < late).toBe(true);
    // Two ids of the same second differ in their random bytes.
    const now = new Date('2026-01-01T00:00:00Z');
    expect(newObjectId(now)).not.toBe(newObjectId(now));
  });

  it('rejects anything that is not 24 lowercase hex characters', () => {
    expect(isObjectId('abc')).toBe(false);
    expect(isObjectId('ZZZZZZZZZZZZZZZZZZZZZZZZ')).toBe(false);
    expect(isObjectId(42)).toBe(false);
  });
});

describe('newSequentialId', () => {
  it('sorts in the order it was made, within one millisecond and across them', () => {
    const at = new Date('2026-11-26T03:00:00.000Z');
    const ids = [
      ...Array.from({ length: 50 }, () => newSequentialId(at)),
      newSequentialId(new Date(at.getTime() + 1)),
    ];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(isObjectId(id)).toBe(true);
  });
});
