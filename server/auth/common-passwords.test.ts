import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('knows the passwords everyone tries first, whatever their case or trailing digits', () => {
    for (const password of [
      'password',
      '12345678',
      'Password',
      'qwerty123',
      'letmein!',
      'dragon2024',
    ])
      expect(isCommonPassword(password), password).toBe(true);
  });

  it('lets a long, unusual passphrase through', () => {
    expect(isCommonPassword('copper-lantern-orbit-42')).toBe(false);
    expect(isCommonPassword('a-Changed-passphrase-42')).toBe(false);
  });
});
