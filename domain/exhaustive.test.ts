import { describe, expect, it } from 'vitest';
import { unreachable } from './exhaustive';

describe('unreachable', () => {
  it('throws, naming the value that no case handled', () => {
    expect(() => unreachable('yearly' as never)).toThrow('Unexpected value: "yearly"');
  });
});
