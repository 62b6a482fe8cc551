import { describe, expect, it } from 'vitest';
import { agreementSchema, SIGNATURE_REQUIRED, TERMS_REQUIRED } from './agreement';
import { fieldErrors } from './fields';

const valid = {
  name: 'Dana Whitfield',
  phone: '+1 (832) 555-0199',
  email: 'dana@northwind.example',
  agreeToTerms: 'on',
  signature: 'data:image/png;base64,iVBORw0KGgo=',
};

describe('agreementSchema', () => {
  it('accepts a complete signed form, with the checkbox as sent by a browser', () => {
    expect(agreementSchema.parse(valid)).toMatchObject({ agreeToTerms: true, website: '' });
  });

  it('gives every field its own message', () => {
    const result = agreementSchema.safeParse({ name: '', phone: '', email: 'x', signature: '' });
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name is required',
      phone: 'Phone is required',
      email: 'Enter a valid email address',
      agreeToTerms: TERMS_REQUIRED,
      signature: SIGNATURE_REQUIRED,
    });
  });

  it('accepts only a PNG data URL as the signature', () => {
    for (const signature of ['data:image/svg+xml;base64,PHN2Zz4=', 'javascript:alert(1)', ' '])
      expect(fieldErrors(agreementSchema.safeParse({ ...valid, signature }).error!)).toEqual({
        signature: SIGNATURE_REQUIRED,
      });
  });
});
