/**
 * Dedicated-resource hiring pages (/dedicatedResources/{slug}).
 * Each page promotes two other resources (docs/product.md#dedicated-resources).
 */
import type { ResourceSlug } from './catalogue';

export interface DedicatedResource {
  id: number;
  slug: ResourceSlug;
  /** Plural role name; fits 'Hire {title} - Get a Quote'. */
  title: string;
  /** Hero heading; the first word is shown apart in the non-home hero. */
  heading: string;
  subHeading: string;
  image: string;
  /** One or two sentences for cross-promotion cards. */
  summary: string;
  /** HTML with <h3>, <p> and <ul>. */
  description: string;
  skills: string[];
  /** Two other resources promoted at the foot of the page. */
  crossPromotion: [ResourceSlug, ResourceSlug];
}

/** Hero buttons shared by every resource page. */
export const resourceInquiryAnchor = 'php-inquiry';
export const resourceHeroButtons = {
  requestCall: { label: 'Request A Call', to: '/contact' },
  quickQuote: { label: 'Quick Quote', to: `#${resourceInquiryAnchor}` },
} as const;

export const resourceInquiryIntro =
  'Tell us about the role, the skills you need and when you would like to start. We reply within one business day with matching profiles and a monthly rate.';

export function resourceInquiryHeading(resource: Pick<DedicatedResource, 'title'>): string {
  return `Hire ${resource.title} - Get a Quote`;
}

const engagementModels = `<h3>Engagement models</h3>
<ul>
<li><strong>Full-time dedicated:</strong> 160 hours a month, working only on your projects during your business hours.</li>
<li><strong>Part-time dedicated:</strong> 80 hours a month for steady work that does not need a full-time hire.</li>
<li><strong>Hourly block:</strong> a pre-paid bank of hours for short projects, audits or peaks in demand.</li>
</ul>`;

const howHiringWorks = `<h3>How hiring works</h3>
<p>Send us a short brief through the quote form. Within two working days we share profiles that match your requirements, and you interview the candidates yourself. Most placements start within a week of your decision, with a two-week trial period, monthly invoicing and no long-term lock-in: you can scale up, scale down or stop with 30 days' notice.</p>`;

export const resources: DedicatedResource[] = [
  {
    id: 1,
    slug: 'frontend-developer',
    title: 'Frontend Developers',
    heading: 'Hire Dedicated Frontend Developers',
    subHeading:
      'Experienced React and TypeScript developers who build fast, accessible interfaces and join your team within a week.',
    image: '/images/resources/frontend-developer.svg',
    summary:
      'React and TypeScript specialists who turn designs into fast, accessible interfaces your users enjoy.',
    description: `<h3>What our frontend developers do</h3>
<p>Our frontend developers turn designs into fast, accessible and maintainable interfaces. They build new features in your existing codebase, rebuild slow legacy pages, create reusable component libraries and make sure everything works on phones, tablets and desktop browsers. Each developer has at least three years of commercial experience and works to your coding standards, in your repositories and your project tools.</p>
<p>They are comfortable working alongside your designers and backend engineers, reviewing pull requests, writing tests and joining your daily stand-ups. Because they are supported by our wider team, you also get access to senior architects for code reviews and technical decisions at no extra cost.</p>
${engagementModels}
${howHiringWorks}`,
    skills: [
      'React',
      'TypeScript',
      'Next.js',
      'HTML5 and CSS3',
      'Tailwind CSS and Sass',
      'Accessibility (WCAG 2.2)',
      'Automated testing (Vitest, Playwright)',
      'Performance optimisation',
    ],
    crossPromotion: ['web-graphics-designer', 'dotnet-developers'],
  },
  {
    id: 2,
    slug: 'web-graphics-designer',
    title: 'Web & Graphics Designers',
    heading: 'Hire Dedicated Web & Graphics Designers',
    subHeading:
      'Designers who create clear websites, product screens and brand graphics that look professional and convert.',
    image: '/images/resources/web-graphics-designer.svg',
    summary:
      'Designers for websites, product screens, social graphics and brand assets, working in Figma and your brand style.',
    description: `<h3>What our designers do</h3>
<p>Our web and graphics designers work across the whole visual side of your business. They design website pages and landing pages, product and dashboard screens, social media graphics, presentations, email templates and print-ready marketing material. Every designer works from your brand guidelines, or helps you create them if they do not exist yet.</p>
<p>For websites and applications they start with user journeys and wireframes, then produce high-fidelity designs and clickable prototypes in Figma, with components and specifications that developers can build from directly. For marketing they deliver campaign graphics in every size each platform needs, ready to publish.</p>
${engagementModels}
${howHiringWorks}`,
    skills: [
      'Figma',
      'UI and UX design',
      'Wireframes and prototypes',
      'Design systems',
      'Adobe Photoshop and Illustrator',
      'Brand identity',
      'Social media graphics',
    ],
    crossPromotion: ['frontend-developer', 'content-writer'],
  },
  {
    id: 3,
    slug: 'dotnet-developers',
    title: '.NET Developers',
    heading: 'Hire Dedicated .NET Developers',
    subHeading:
      'C# and ASP.NET Core engineers who build secure APIs, modernise legacy systems and keep business applications running.',
    image: '/images/resources/dotnet-developers.svg',
    summary:
      'C# and ASP.NET Core engineers for secure APIs, business applications and legacy modernisation.',
    description: `<h3>What our .NET developers do</h3>
<p>Our .NET developers build and maintain the business applications many companies depend on every day. They design REST APIs with ASP.NET Core, build back-office systems and integrations, and model data in SQL Server with Entity Framework Core. Many of our clients bring us older .NET Framework or Web Forms applications, which our developers modernise step by step without interrupting the people who rely on them.</p>
<p>They deploy to Microsoft Azure or your own servers, set up automated builds and tests, and document their work so your in-house team can take it over at any time. Senior developers are available for architecture reviews, performance tuning and security hardening.</p>
${engagementModels}
${howHiringWorks}`,
    skills: [
      'C#',
      'ASP.NET Core',
      'Entity Framework Core',
      'SQL Server',
      'Microsoft Azure',
      'REST APIs',
      'Legacy .NET Framework migration',
      'Unit testing (xUnit)',
    ],
    crossPromotion: ['frontend-developer', 'seo-expert'],
  },
  {
    id: 4,
    slug: 'seo-expert',
    title: 'SEO Experts',
    heading: 'Hire Dedicated SEO Experts',
    subHeading:
      'Search specialists who audit, fix and grow your organic traffic, with monthly reporting you can act on.',
    image: '/images/resources/seo-expert.svg',
    summary:
      'Technical and content SEO specialists who grow organic traffic and report on it clearly every month.',
    description: `<h3>What our SEO experts do</h3>
<p>Our SEO experts improve how your website performs in search, and they explain what they are doing and why. They run technical audits covering speed, indexing, mobile usability and structured data, research the keywords your customers use when they are ready to buy, and optimise your key pages around them. They also plan content, brief writers and build links from relevant, reputable websites.</p>
<p>A dedicated SEO expert becomes part of your marketing team: they join your planning meetings, work with your developers on technical fixes and report monthly on rankings, organic traffic and enquiries from search. For businesses with several locations they also manage local search listings and reviews.</p>
${engagementModels}
${howHiringWorks}`,
    skills: [
      'Technical SEO audits',
      'Keyword research',
      'On-page optimisation',
      'Local SEO',
      'Link building',
      'Google Search Console and Analytics',
      'Core Web Vitals',
    ],
    crossPromotion: ['content-writer', 'web-graphics-designer'],
  },
  {
    id: 5,
    slug: 'content-writer',
    title: 'Content Writers',
    heading: 'Hire Dedicated Content Writers',
    subHeading:
      'Professional writers who produce clear, search-friendly website copy, articles and social content in your voice.',
    image: '/images/resources/content-writer.svg',
    summary:
      'Writers for website copy, SEO articles, case studies and social posts, all in your brand voice.',
    description: `<h3>What our content writers do</h3>
<p>Our content writers produce the words your marketing depends on. They write website and landing-page copy, SEO articles and guides, case studies, email newsletters, product descriptions and social media posts. Each writer learns your products, your customers and your tone of voice before they start, and every piece is edited and fact-checked before it reaches you.</p>
<p>Because they work closely with our SEO specialists, articles are planned around real search demand and structured to rank, with clear headings, internal links and meta descriptions included. Writers with experience in technology, healthcare, logistics, property and professional services are available.</p>
${engagementModels}
${howHiringWorks}`,
    skills: [
      'Website and landing-page copy',
      'SEO articles and guides',
      'Case studies',
      'Email newsletters',
      'Social media copy',
      'Editing and proofreading',
    ],
    crossPromotion: ['seo-expert', 'web-graphics-designer'],
  },
];

export function findResource(slug: string | undefined): DedicatedResource | undefined {
  return resources.find((resource) => resource.slug === slug);
}
