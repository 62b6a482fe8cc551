import { describe, expect, it } from 'vitest';
import { bankDetailsLines, bankDetailsSchema, groupedIban } from './bank-details';

const valid = {
  accountName: 'ECS Digital LLC',
  bankName: 'First Harbor Bank',
  accountNumber: '',
  iban: 'gb29 nwbk 6016 1331 9268 19',
};

describe('bankDetailsSchema', () => {
  it('keeps codes as banks print them: upper case, without spaces', () => {
    const parsed = bankDetailsSchema.parse({ ...valid, swift: 'nwbk gb 2l' });
    expect(parsed.iban).toBe('GB29NWBK60161331926819');
    expect(parsed.swift).toBe('NWBKGB2L');
    expect(parsed.routingNumber).toBe('');
  });

  it('asks for an account number or an IBAN', () => {
    const result = bankDetailsSchema.safeParse({ ...valid, iban: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['accountNumber', 'Enter an account number or an IBAN'],
    ]);
  });

  it.each([['XYZ'], ['NWBKGB2'], ['NWBKGB2LX'], ['1234GB2L']])(
    'refuses the SWIFT code %s',
    (swift) => {
      expect(bankDetailsSchema.safeParse({ ...valid, swift }).success).toBe(false);
    },
  );

  it('refuses an unknown field and text that cannot be shown', () => {
    expect(bankDetailsSchema.safeParse({ ...valid, sortCode: '1' }).success).toBe(false);
    expect(bankDetailsSchema.safeParse({ ...valid, bankName: 'Bank\u0007' }).success).toBe(false);
  });
});

describe('bankDetailsLines', () => {
  it('lists the filled fields in the order banks ask for them, the IBAN in groups of four', () => {
    const lines = bankDetailsLines(bankDetailsSchema.parse({ ...valid, swift: 'NWBKGB2L' }));
    expect(lines).toEqual([
      { label: 'Account name', value: 'ECS Digital LLC' },
      { label: 'Bank', value: 'First Harbor Bank' },
      { label: 'SWIFT/BIC', value: 'NWBKGB2L' },
      { label: 'IBAN', value: 'GB29 NWBK 6016 1331 9268 19' },
    ]);
    expect(groupedIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
