import { describe, expect, it } from 'vitest';
import { buildCrumbs, crumbLabel } from './breadcrumbs';

describe('crumbLabel', () => {
  it('reads a segment as capitalised words', () => {
    expect(crumbLabel('about-us', true)).toBe('About Us');
    expect(crumbLabel('privacy-policy', true)).toBe('Privacy Policy');
    expect(crumbLabel('social-media-marketing', true)).toBe('Social Media Marketing');
    expect(crumbLabel('dedicatedResources', false)).toBe('Dedicated Resources');
  });

  it("ends on the page's own title when the page gives one", () => {
    expect(buildCrumbs('/terms-conditions', 'Terms and Conditions').at(-1)).toEqual({
      label: 'Terms and Conditions',
      to: '/terms-conditions',
    });
  });

  it('labels a last segment of 24 hex characters or only digits as Details', () => {
    expect(crumbLabel('65f1a2b3c4d5e6f708192a3b', true)).toBe('Details');
    expect(crumbLabel('65F1A2B3C4D5E6F708192A3B', true)).toBe('Details');
    expect(crumbLabel('12345', true)).toBe('Details');
  });

  it('keeps ids that are not the last segment, and near-misses, as text', () => {
    expect(crumbLabel('12345', false)).toBe('12345');
    expect(crumbLabel('65f1a2b3c4d5e6f708192a3', true)).toBe('65f1a2b3c4d5e6f708192a3');
    expect(crumbLabel('12a45', true)).toBe('12a45');
  });
});

describe('buildCrumbs', () => {
  it('starts with Home and links each crumb to its path', () => {
    expect(buildCrumbs('/blog/65f1a2b3c4d5e6f708192a3b')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Blog', to: '/blog' },
      { label: 'Details', to: '/blog/65f1a2b3c4d5e6f708192a3b' },
    ]);
    expect(buildCrumbs('/services/seo-analysis/')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Services', to: '/services' },
      { label: 'Seo Analysis', to: '/services/seo-analysis' },
    ]);
  });

  it('is just Home on the root', () => {
    expect(buildCrumbs('/')).toEqual([{ label: 'Home', to: '/' }]);
  });
});
