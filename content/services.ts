/**
 * The public service catalogue (docs/product.md#services).
 * These records seed the services table; the dashboard edits the stored copies.
 * Their plans are seeded from ./plans into the plans table, which admins manage from then on.
 */
import { countInWords } from './count-in-words';
import { serviceTitles, type ServiceSlug } from './catalogue';

/** lucide-react icon export names used by the service cards. */
export type ServiceIconName = 'Megaphone' | 'Code2' | 'SearchCheck';

export interface ServiceProgressBar {
  title: string;
  /** Whole-number percentage as a string, e.g. '94'. */
  percentage: string;
}

export interface ServiceDetails {
  serviceDetailMainThumb: string;
  mainTitle: string;
  tags: string[];
  overviewCol_1: string;
  overviewCol_2: string;
  /** HTML: a single <ul> of <li> items. */
  benefits: string;
  progressBars: ServiceProgressBar[];
  serviceDetailThumb1: string;
  serviceDetailThumb2: string;
  /** HTML with <h3>, <p> and <ul>. */
  longDescription: string;
}

export interface ServiceRecord {
  /** The slug used in /services/{url}. */
  url: ServiceSlug;
  image: string;
  title: string;
  description: string;
  /** The service's own price in cents (an invoice row bills it when the service has no plans). */
  priceCents: number;
  icon: ServiceIconName;
  /** Short points for the service card. */
  features: string[];
  /** The card's call-to-action label. */
  cta: string;
  serviceDetails: ServiceDetails;
}

export const defaultServiceCta = 'Learn More';

export const services: ServiceRecord[] = [
  {
    url: 'social-media-marketing',
    image: '/images/services/social-media-marketing.svg',
    title: serviceTitles['social-media-marketing'],
    description:
      'Planned, branded and measured social media that keeps your business in front of the right customers and turns followers into enquiries.',
    priceCents: 49_900,
    icon: 'Megaphone',
    features: [
      'Content calendars and branded graphics',
      'Community management and replies',
      'Paid campaigns on Meta and LinkedIn',
      'Clear monthly performance reports',
    ],
    cta: defaultServiceCta,
    serviceDetails: {
      serviceDetailMainThumb: '/images/services/social-media-marketing-banner.svg',
      mainTitle: 'Social Media Marketing That Brings in Business',
      tags: ['Content Strategy', 'Paid Social', 'Community Management', 'Analytics'],
      overviewCol_1:
        'Most businesses know they should be active on social media, but few have the time to post consistently, reply quickly and work out what is actually driving sales. We take that work off your plate. Our team plans a month of content at a time, designs every graphic in your brand style, and publishes on the platforms where your customers already spend their time.',
      overviewCol_2:
        'Everything we publish has a purpose: building trust, answering common questions, promoting an offer or driving visits to your website. We track reach, engagement, clicks and leads on every post and campaign, then report back in plain language each month with what worked, what did not and what we will change next.',
      benefits:
        '<ul><li>A consistent, on-brand presence without taking time from your team</li><li>Content planned around your sales calendar and seasonal offers</li><li>Faster replies to comments and messages, so no enquiry goes cold</li><li>Paid campaigns targeted by location, industry and job title</li><li>Monthly reports that connect social activity to leads and revenue</li></ul>',
      progressBars: [
        { title: 'Content Delivered On Schedule', percentage: '96' },
        { title: 'Client Retention', percentage: '92' },
        { title: 'Campaigns Meeting Lead Targets', percentage: '90' },
      ],
      serviceDetailThumb1: '/images/services/social-media-marketing-detail-1.svg',
      serviceDetailThumb2: '/images/services/social-media-marketing-detail-2.svg',
      longDescription: `<h3>How we run your social media</h3>
<p>Every engagement starts with a short discovery session. We learn who your customers are, what they ask before they buy, which competitors they compare you with and which products or services you most want to sell. From that we write a social media plan covering the platforms to focus on, the tone of voice, the content themes and the numbers we will measure success by.</p>
<p>Each month you receive a content calendar for approval. Once approved, our designers and copywriters produce the posts, we schedule them at the times your audience is most active, and our community team answers comments and direct messages within business hours. Anything that needs your input, such as a pricing question or a complaint, is passed to you the same day.</p>
<h3>Paid campaigns that are held to account</h3>
<p>Organic posts build trust; paid campaigns build reach quickly. On the Standard and Premium plans we plan, build and manage ads on Meta and LinkedIn, test several creatives and audiences against each other, and move budget towards whatever produces the lowest cost per lead. You always own the ad accounts and can see every dollar spent.</p>
<h3>What you can expect</h3>
<ul>
<li>A kickoff workshop and written strategy within the first two weeks</li>
<li>Three to seven posts a week, depending on your plan</li>
<li>Branded graphics and short-form video produced in-house</li>
<li>Monthly reports showing reach, engagement, website clicks and leads</li>
<li>A review call each quarter to refresh the plan around your goals</li>
</ul>
<p>Social media works best as part of a wider marketing effort, so we coordinate with your website and search work too. Posts link to pages that convert, campaigns feed into your CRM, and the questions customers ask in comments become ideas for new content and SEO articles. The result is marketing that compounds instead of starting from zero each month.</p>`,
    },
  },
  {
    url: 'software-solutions',
    image: '/images/services/software-solutions.svg',
    title: serviceTitles['software-solutions'],
    description:
      'Websites, web applications and internal tools designed around how your business works, built to be fast, secure and easy to change.',
    priceCents: 169_700,
    icon: 'Code2',
    features: [
      'Business websites and web applications',
      'Customer portals and internal dashboards',
      'Integrations with CRMs, payments and APIs',
      'Ongoing support and maintenance',
    ],
    cta: defaultServiceCta,
    serviceDetails: {
      serviceDetailMainThumb: '/images/services/software-solutions-banner.svg',
      mainTitle: 'Custom Software Built Around Your Business',
      tags: ['Web Applications', 'Customer Portals', 'API Integrations', 'Automation'],
      overviewCol_1:
        'Off-the-shelf tools are a good start, but sooner or later your team ends up copying data between spreadsheets, working around missing features or paying for licences nobody fully uses. We design and build software that fits the way your business actually runs, from a fast marketing website to a customer portal or an internal operations dashboard.',
      overviewCol_2:
        'You work with one small team from the first workshop to launch and beyond: a project lead, a designer and the engineers who write the code. We deliver in short milestones, show working software every two weeks, and hand over the source code, documentation and hosting accounts so the product is fully yours.',
      benefits:
        '<ul><li>Software shaped around your processes, not the other way round</li><li>Fixed-price milestones with working demos every two weeks</li><li>Modern, well-tested code that other developers can pick up</li><li>Secure by default: encrypted connections, least-privilege access and regular updates</li><li>Full ownership of the source code and all project accounts</li></ul>',
      progressBars: [
        { title: 'Milestones Delivered On Time', percentage: '94' },
        { title: 'Automated Test Coverage', percentage: '90' },
        { title: 'Client Satisfaction', percentage: '96' },
        { title: 'Platform Uptime After Launch', percentage: '95' },
      ],
      serviceDetailThumb1: '/images/services/software-solutions-detail-1.svg',
      serviceDetailThumb2: '/images/services/software-solutions-detail-2.svg',
      longDescription: `<h3>From idea to working software</h3>
<p>We begin with a discovery workshop where we map the problem you want to solve, the people who will use the software and the systems it needs to talk to. The outcome is a short written scope: the screens, the features in priority order, the integrations, a milestone plan and a fixed price for each milestone. Nothing is built until you have agreed to it.</p>
<p>Our designers then produce clickable prototypes so your team can try the main journeys before any code is written. Changes at this stage are quick and cheap, and they save weeks later on. Once the design is signed off, our engineers build in two-week cycles and demonstrate working features at the end of each one.</p>
<h3>Built to last</h3>
<p>We use proven, widely supported technology such as TypeScript, React, Node.js and relational databases, so your product is never locked to a single agency. Every project includes automated tests, code reviews, error monitoring and a deployment pipeline, which means updates can be released safely on a normal working day rather than late at night.</p>
<h3>What we build</h3>
<ul>
<li>Business websites with content management your team can use</li>
<li>Customer portals for quotes, bookings, orders and tracking</li>
<li>Internal dashboards that replace spreadsheets and manual reporting</li>
<li>Integrations with CRMs, accounting software, payment gateways and shipping APIs</li>
<li>Automations that move data between systems without copy and paste</li>
</ul>
<h3>After launch</h3>
<p>Every plan includes a period of post-launch support for fixes and small adjustments, and most clients continue with a monthly maintenance agreement covering security updates, backups, monitoring and a pool of hours for improvements. You keep full ownership of the code, the documentation and every account we set up on your behalf, so you are free to grow the product with us or with your own team.</p>`,
    },
  },
  {
    url: 'seo-analysis',
    image: '/images/services/seo-analysis.svg',
    title: serviceTitles['seo-analysis'],
    description:
      'Technical audits, keyword research and on-page optimisation that help the right customers find you on Google and choose you over competitors.',
    priceCents: 69_700,
    icon: 'SearchCheck',
    features: [
      'Technical SEO audits and fixes',
      'Keyword and competitor research',
      'On-page optimisation and SEO articles',
      'Monthly ranking and traffic reports',
    ],
    cta: defaultServiceCta,
    serviceDetails: {
      serviceDetailMainThumb: '/images/services/seo-analysis-banner.svg',
      mainTitle: 'SEO Analysis That Turns Searches Into Customers',
      tags: ['Technical SEO', 'Keyword Research', 'On-Page Optimisation', 'Local SEO'],
      overviewCol_1:
        'When a potential customer searches for what you offer, they choose from the first handful of results. Our SEO analysis shows exactly why your site ranks where it does today: the technical issues holding it back, the keywords your customers really use, and the pages your competitors have that you do not.',
      overviewCol_2:
        'We then fix the problems, optimise the pages that matter most and publish new content that answers the questions your buyers are asking. Every month you receive a clear report of rankings, organic traffic and enquiries from search, so you can see the return on your investment rather than take it on trust.',
      benefits:
        '<ul><li>A full technical audit covering speed, indexing, mobile usability and structured data</li><li>Keyword research based on buying intent, not just search volume</li><li>Optimised titles, headings, copy and internal links on your key pages</li><li>New articles written by specialist SEO writers every month</li><li>Transparent reporting on rankings, traffic and leads from search</li></ul>',
      progressBars: [
        { title: 'Keywords Improved Within 90 Days', percentage: '91' },
        { title: 'Technical Issues Resolved', percentage: '95' },
        { title: 'Client Retention', percentage: '93' },
      ],
      serviceDetailThumb1: '/images/services/seo-analysis-detail-1.svg',
      serviceDetailThumb2: '/images/services/seo-analysis-detail-2.svg',
      longDescription: `<h3>Start with the evidence</h3>
<p>Every SEO engagement begins with a technical audit. We crawl your website the way a search engine does and check how quickly pages load, whether the important ones are indexed, how the site behaves on mobile, and whether titles, headings, structured data and internal links are helping or hurting. You receive a prioritised list of issues, each with the expected impact and the effort needed to fix it.</p>
<p>Alongside the audit we research the keywords your customers actually type when they are ready to buy, and compare your visibility with three to five competitors. This shows where the quickest wins are and which topics you need new pages for.</p>
<h3>Optimise, publish, measure</h3>
<p>With the plan agreed, we optimise your key pages: rewriting titles and meta descriptions, tightening headings and copy around each target keyword, improving internal links and adding structured data so search engines understand your services, prices and reviews. Our writers then publish new articles every month that answer common buyer questions and link back to the pages that convert.</p>
<ul>
<li>Technical audit and fixes, including Core Web Vitals on the Premium plan</li>
<li>Four to ten target keywords tracked every week</li>
<li>Five to fifteen pages optimised, depending on your plan</li>
<li>One or two SEO articles written and published each month</li>
<li>Local search setup for businesses that serve specific cities</li>
</ul>
<h3>Honest expectations</h3>
<p>SEO is not instant. Technical fixes usually show results within weeks, while rankings for competitive keywords typically improve over three to six months. We will never promise a guaranteed first position, buy links from spam networks or use tactics that put your site at risk. What we do promise is steady, measurable progress, explained clearly in a monthly report and a call whenever you want one.</p>`,
    },
  },
];

/** Copy for the /services list page. */
export const servicesPage = {
  heading: 'Services Built for Growing Businesses',
  /** Counted from the services on the site, so the sentence never goes stale. */
  intro: (count: number) =>
    `${countInWords(count)} focused ${count === 1 ? 'service' : 'services'}, delivered by one team that talks to each other, so what we build, market and optimise for you works together from the first day.`,
  joinTeam: { label: 'Join Our Team', to: '/contact' },
} as const;

export function findService(slug: string | undefined): ServiceRecord | undefined {
  return services.find((service) => service.url === slug);
}
