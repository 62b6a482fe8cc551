/**
 * Delay before the next delivery attempt after `attempts` failed ones: base, 2×base, 4×base, …
 * capped at `maxMs`. Deterministic, so an operator can tell when a retry will happen.
 */
export function retryDelayMs(attempts: number, baseMs: number, maxMs = 60 * 60 * 1000): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(baseMs * 2 ** exponent, maxMs);
}
