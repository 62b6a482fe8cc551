/**
 * Home page copy, section by section in page order. Headings are the exact documented strings
 * (docs/product.md#home).
 */
import { clientsServed, projectsDelivered } from './company-figures';
import type { ProjectSlug } from './projects';
import { officeCityList } from './format';
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

export interface WorkStep {
  step: number;
  title: 'Share Your Goals' | 'Get a Custom Plan' | 'Partner in Progress';
  description: string;
}

export interface FeatureBox {
  title: 'Increase Revenue' | 'Enhanced Brand Visibility' | 'Streamlined Operations';
  /** lucide-react icon export name. */
  icon: 'TrendingUp' | 'Eye' | 'Workflow';
  highlight: string;
  description: string;
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

export const whoWeAre = {
  heading: 'WHO WE ARE?',
  title: 'A Digital Partner That Treats Your Growth Like Its Own',
  paragraph: `${site.name} is a team of developers, designers, marketers and SEO specialists working from ${officeCityList}. Since ${site.foundedYear} we have helped logistics firms, clinics, schools, retailers and service businesses replace guesswork with software that works and marketing that can be measured. We keep teams small, communication direct and pricing fixed, so you always know who is doing what and what it costs.`,
  checklist: [
    'Fixed, transparent pricing agreed before work begins',
    'One project lead from kickoff to launch and beyond',
    'You own the code, the content and every account we create',
  ],
  link: { label: 'Discover More', to: '/about-us' },
} as const;

export const workProcess: { heading: string; intro: string; steps: WorkStep[] } = {
  heading: 'How to Start Working With Us',
  intro: 'Getting started takes one conversation. Here is what happens next.',
  steps: [
    {
      step: 1,
      title: 'Share Your Goals',
      description:
        'Tell us about your business, your customers and what you want to achieve. A short call or a message through our contact form is all it takes.',
    },
    {
      step: 2,
      title: 'Get a Custom Plan',
      description:
        'Within three working days you receive a written plan with the scope, timeline and a fixed price. Nothing starts until you are happy with it.',
    },
    {
      step: 3,
      title: 'Partner in Progress',
      description:
        'We deliver in clear milestones, report on results every month and stay on hand after launch to keep improving what we have built together.',
    },
  ],
};

export const clientsSection = {
  heading: 'Clients Who Trust Us.',
} as const;

export const testimonialsSection = {
  heading: 'What our clients say?',
  intro: 'Feedback from the business owners and managers we work with every week.',
} as const;

export const featuresBlock: {
  heading: string;
  intro: string;
  figure: { value: string; label: string };
  boxes: FeatureBox[];
} = {
  heading: 'Results You Can Measure',
  intro:
    'Every project we take on is tied to a business outcome, and we report against it from the first month.',
  figure: { value: '40%', label: 'the rise in conversion rates our clients have seen, at best' },
  boxes: [
    {
      title: 'Increase Revenue',
      icon: 'TrendingUp',
      highlight: 'Up to 40% more conversions',
      description:
        'Faster pages, clearer offers and campaigns aimed at buyers rather than browsers have delivered up to a 40% rise in conversion rates for our clients.',
    },
    {
      title: 'Enhanced Brand Visibility',
      icon: 'Eye',
      highlight: 'Seen where it counts',
      description:
        'Consistent social content and a search strategy built on buying intent put your business in front of the right people at the moment they are looking.',
    },
    {
      title: 'Streamlined Operations',
      icon: 'Workflow',
      highlight: 'Fewer manual tasks',
      description:
        'Custom dashboards, portals and integrations replace spreadsheets and copy-and-paste, giving your team hours back every week.',
    },
  ],
};

export const faqSection = {
  heading: 'Frequently Asked Questions',
  intro: 'Straight answers to the questions we hear most before a project starts.',
} as const;

export const contactSection = {
  heading: 'Ready to Get Started?',
  paragraph:
    'Tell us what you are working on and we will reply within one business day with next steps, a suggested plan and an honest view of what it will take.',
} as const;

export const ctaBlock = {
  heading: "Let's Build Something Great Together",
  text: 'Whether you need a new website, a smarter internal tool or more customers from search and social, we would like to hear about it.',
  link: { label: 'Get in touch', to: '/contact' },
} as const;

export const technologiesSection = {
  heading: 'Technologies Behind Our Solutions.',
  intro:
    'We build on proven, well-supported technology so your product stays fast, secure and easy to maintain.',
} as const;

export const blogSection = {
  heading: 'Latest Insights',
  intro: `Practical advice on software, social media and search from the ${site.name} team.`,
} as const;
