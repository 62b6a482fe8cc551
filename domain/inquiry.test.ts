import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fields';
import { resourceInquirySchema } from './inquiry';

const valid = {
  name: 'Dana Whitfield',
  email: 'dana@northwind.example',
  message: 'Two React developers for a six-month dashboard rebuild.',
  resource: 'frontend-developer',
};

describe('resourceInquirySchema', () => {
  it('accepts a complete inquiry and defaults the optional fields to empty strings', () => {
    const parsed = resourceInquirySchema.parse({ ...valid, name: '  Dana Whitfield ' });
    expect(parsed).toEqual({ ...valid, phone: '', company: '', website: '' });
  });

  it('gives each required field its own message', () => {
    const result = resourceInquirySchema.safeParse({
      name: ' ',
      email: 'dana@',
      message: 'Help',
      phone: 'call me',
      resource: 'astronaut',
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name is required',
      email: 'Enter a valid email address',
      phone: 'Enter a valid phone number',
      message: 'Tell us a little more about the role (at least 10 characters)',
      resource: 'Choose a dedicated resource',
    });
  });

  it('says a missing message is required before asking for more detail', () => {
    const result = resourceInquirySchema.safeParse({ ...valid, message: '' });
    expect(fieldErrors(result.error!).message).toBe('Tell us about the role you need');
  });

  it('rejects a filled honeypot', () => {
    expect(
      resourceInquirySchema.safeParse({ ...valid, website: 'https://spam.example' }).success,
    ).toBe(false);
  });
});
