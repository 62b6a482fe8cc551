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
    expect(formKey('/dedicatedResources/seo-expert')).toBe('/dedicatedresources');
    expect(formKey('/dedicatedResources/content-writer.data')).toBe('/dedicatedresources');
  });

  it('keys on what the request does, whatever the spelling of its path', () => {
    for (const spelling of [
      '/contact',
      '/Contact',
      '/CONTACT',
      '/%63ontact',
      '/%43ONTACT',
      '/contact/',
      '//contact',
      '/contact.data',
      '/Contact.DATA',
      '/%63ontact.data',
      '/contact%2Edata',
    ])
      expect(formKey(spelling), spelling).toBe('/contact');
    expect(formKey('/%E0%A4%A')).toBe('/%e0%a4%a');
  });
});
