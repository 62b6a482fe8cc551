/**
 * Home page copy above the fold: the hero, the services and the blog headings. The sections further
 * down have their own module (home-sections.ts), so their words load with their code, after the
 * first paint. Headings are the exact documented strings (docs/product.md#home).
 */
import { clientsServed, projectsDelivered } from './company-figures';
import type { ProjectSlug } from './projects';
import { countInWords } from './count-in-words';
import { site } from './site';

export interface ContentLink {
  label: string;
  to: string;
}

export interface HomeHero {
  heading: string;
  /** Plain text, no HTML. */
  subheading: string;
  bullets: string[];
  /** One line of proof under the buttons: the figures About Us shows, never new ones. */
  proof: { value: string; label: string }[];
  image: string;
  primaryButton: ContentLink;
  secondaryButton: ContentLink;
}

export const homeHero: HomeHero = {
  heading: 'Digital Solutions That Grow Your Business',
  subheading: `${site.name} brings custom software, social media marketing and SEO together under one roof, so your website, your marketing and your search visibility all pull in the same direction.`,
  bullets: [
    'Custom websites and web applications built around your processes',
    'Social media campaigns that turn followers into qualified leads',
    'SEO analysis that puts you in front of customers ready to buy',
    'Dedicated developers, designers and writers available on demand',
  ],
  proof: [
    { value: `${projectsDelivered}+`, label: 'Projects delivered' },
    { value: `${clientsServed}+`, label: 'Clients served' },
    { value: String(site.foundedYear), label: 'In business since' },
  ],
  image: '/images/home/hero.svg',
  primaryButton: { label: 'Start Your Project', to: '/pricing' },
  secondaryButton: { label: 'Learn More', to: '/about-us' },
};

/**
 * The strip straight after the hero: three case studies, one per service, each with its headline
 * figure (docs/product.md#home). The picks are the strongest result of each service.
 */
export const selectedWork = {
  eyebrow: 'Selected work',
  heading: 'Proof, Not Promises',
  intro:
    'Three recent projects, one from each service, and the number that changed for the client.',
  slugs: [
    'car-shipping-website',
    'solar-lead-generation',
    'wholesale-social-media',
  ] satisfies ProjectSlug[],
  portfolioLink: { label: 'See all case studies', to: '/portfolio' },
} as const;

export const servicesSection = {
  heading: 'Our Expert Services',
  /** Counted from the services on the site, so the sentence never goes stale. */
  intro: (count: number) =>
    count === 1
      ? 'One service, one accountable team, from the first call to the results.'
      : `${countInWords(count)} services, one accountable team. Pick the one you need today and add the others as your business grows.`,
} as const;

export const blogSection = {
  heading: 'Latest Insights',
  intro: `Practical advice on software, social media and search from the ${site.name} team.`,
} as const;
