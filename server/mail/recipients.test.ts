import { describe, expect, it } from 'vitest';
import {
  InvalidRecipientError,
  isValidRecipient,
  normalizeRecipient,
  normalizeRecipients,
} from './recipients';

describe('recipient validation', () => {
  it('accepts ordinary addresses', () => {
    for (const address of ['info@ecsdigital.com', 'dana.o+orders@north-wind.co.uk', "o'neil@x.io"])
      expect(isValidRecipient(address), address).toBe(true);
  });

  it('rejects header injection, lists, display names and malformed addresses', () => {
    for (const address of [
      'a@b.com\r\nBcc: victim@x.com',
      'a@b.com\nBcc: victim@x.com',
      'a@b.com, c@d.com',
      'a@b.com;c@d.com',
      'Dana <dana@x.com>',
      '"quoted"@x.com',
      'no-at-sign',
      'a@localhost',
      'a@@b.com',
      '@b.com',
      `${'a'.repeat(65)}@b.com`,
      `a@${'b'.repeat(250)}.com`,
      'a@b.com\0',
    ])
      expect(isValidRecipient(address), JSON.stringify(address)).toBe(false);
  });

  it('trims, lower-cases the domain and throws a typed error', () => {
    expect(normalizeRecipient('  Dana@NorthWind.Example ')).toBe('Dana@northwind.example');
    expect(() => normalizeRecipient('x@y.com\r\nBcc: z@y.com')).toThrow(InvalidRecipientError);
    expect(() => normalizeRecipient(42)).toThrow(InvalidRecipientError);
  });

  it('drops duplicates regardless of case', () => {
    expect(normalizeRecipients(['info@ecsdigital.com', 'INFO@ecsdigital.com', 'b@c.io'])).toEqual([
      'info@ecsdigital.com',
      'b@c.io',
    ]);
  });
});
