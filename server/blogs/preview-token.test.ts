import { describe, expect, it } from 'vitest';
import { PREVIEW_TTL_MS, signPreviewToken, verifyPreviewToken } from './preview-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const BLOG = '0123456789abcdef01234567';

describe('preview tokens', () => {
  it('open the post they were made for until they expire', () => {
    const now = Date.UTC(2026, 10, 25, 8);
    const { token, expiresAt } = signPreviewToken(BLOG, SECRET, now);
    expect(Date.parse(expiresAt)).toBe(now + PREVIEW_TTL_MS);
    expect(verifyPreviewToken(token, BLOG, SECRET, now)).toBe(true);
    expect(verifyPreviewToken(token, BLOG, SECRET, now + PREVIEW_TTL_MS - 1000)).toBe(true);
    expect(verifyPreviewToken(token, BLOG, SECRET, now + PREVIEW_TTL_MS)).toBe(false);
  });

  it('refuse another post, another secret, a changed expiry and garbage', () => {
    const { token } = signPreviewToken(BLOG, SECRET);
    expect(verifyPreviewToken(token, 'ffffffffffffffffffffffff', SECRET)).toBe(false);
    expect(verifyPreviewToken(token, BLOG, `${SECRET}!`)).toBe(false);
    const [, sig] = token.split('.');
    const later = (parseInt(token.split('.')[0]!, 36) + 3600).toString(36);
    expect(verifyPreviewToken(`${later}.${sig}`, BLOG, SECRET)).toBe(false);
    for (const bad of ['', 'x', '.', 'zz.zz', null, undefined])
      expect(verifyPreviewToken(bad, BLOG, SECRET)).toBe(false);
  });
});
