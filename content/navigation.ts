export interface NavLink {
  label: string;
  to: string;
}

/**
 * Header links, in order (docs/product.md#header). The footer's columns are in
 * `footer-navigation.ts`: the header is in every page's first scripts, the footer loads later.
 */
export const mainNav: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact', to: '/contact' },
];

export const getStarted: NavLink = { label: 'Get Started', to: '/pricing' };
