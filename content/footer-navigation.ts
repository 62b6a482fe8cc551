import type { NavLink } from './navigation';

/**
 * Footer columns. The Services column opens with a link to each active service, read from the
 * database by the public layout, so a deactivated service is never linked.
 */
export const footerNav: { heading: string; links: NavLink[]; listsServices?: true }[] = [
  {
    heading: 'Services',
    listsServices: true,
    links: [{ label: 'Pricing', to: '/pricing' }],
  },
  {
    heading: 'Hire Talent',
    links: [
      { label: 'Frontend Developers', to: '/dedicatedResources/frontend-developer' },
      { label: 'Web & Graphics Designers', to: '/dedicatedResources/web-graphics-designer' },
      { label: '.NET Developers', to: '/dedicatedResources/dotnet-developers' },
      { label: 'SEO Experts', to: '/dedicatedResources/seo-expert' },
      { label: 'Content Writers', to: '/dedicatedResources/content-writer' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About Us', to: '/about-us' },
      { label: 'Portfolio', to: '/portfolio' },
      { label: 'Blog', to: '/blog' },
      { label: 'Contact', to: '/contact' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms and Conditions', to: '/terms-conditions' },
    ],
  },
];
