/**
 * Addresses that reach a mail header. Each entry must be exactly one bare address: no display name,
 * no list separators, no line breaks (header injection), no quoting tricks.
 */
const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export class InvalidRecipientError extends Error {
  constructor(value: unknown) {
    super(`Invalid email address: ${JSON.stringify(String(value)).slice(0, 80)}`);
    this.name = 'InvalidRecipientError';
  }
}

export function isValidRecipient(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.length > 254 || /[\r\n\0]/.test(value)) return false;
  const [local = '', domain = ''] = value.split('@');
  if (local.length > 64 || domain.length > 253) return false;
  return ADDRESS.test(value);
}

/** Returns the address trimmed and with a lower-case domain, or throws InvalidRecipientError. */
export function normalizeRecipient(value: unknown): string {
  if (typeof value !== 'string') throw new InvalidRecipientError(value);
  const trimmed = value.trim();
  if (!isValidRecipient(trimmed)) throw new InvalidRecipientError(value);
  const at = trimmed.lastIndexOf('@');
  return `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

/** Normalises a list, dropping case-insensitive duplicates; throws on the first invalid entry. */
export function normalizeRecipients(values: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    const address = normalizeRecipient(value);
    const key = address.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(address);
  }
  return result;
}
