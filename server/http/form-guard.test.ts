import { describe, expect, it } from 'vitest';
import { formKey } from './form-guard';

describe('formKey', () => {
  it('counts a page and its React Router data request as one form', () => {
    expect(formKey('/contact')).toBe('/contact');
    expect(formKey('/contact.data')).toBe('/contact');
    expect(formKey('/checkout.data')).toBe('/checkout');
    expect(formKey('/_root.data')).toBe('/');
    expect(formKey('/')).toBe('/');
  });

  it('groups every dedicated-resource page under one form', () => {
    expect(formKey('/dedicatedResources/seo-expert')).toBe('/dedicatedResources');
    expect(formKey('/dedicatedResources/content-writer.data')).toBe('/dedicatedResources');
  });
});
