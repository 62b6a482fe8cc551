/** Record ids are 24-character lowercase hex strings (docs/product.md#ids). */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}

/** A time-ordered id made at `now`: 4 bytes of seconds, then 8 random bytes (hex). */
export function newObjectId(now: Date): string {
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  const random = new Uint8Array(8);
  globalThis.crypto.getRandomValues(random);
  return seconds + Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

let lastMillis = 0;
let sequence = 0;

/**
 * An id that sorts in the order ids were made in this process, even within one millisecond: 6
 * bytes of milliseconds, 3 of a counter, 3 random. For records read back in the order they were
 * written, such as an audit trail.
 */
export function newSequentialId(now: Date): string {
  const millis = now.getTime();
  if (millis > lastMillis) {
    lastMillis = millis;
    sequence = 0;
  } else sequence += 1;
  const random = new Uint8Array(3);
  globalThis.crypto.getRandomValues(random);
  return (
    lastMillis.toString(16).padStart(12, '0') +
    (sequence % 0x1000000).toString(16).padStart(6, '0') +
    Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('')
  );
}
