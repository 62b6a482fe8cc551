/** Portfolio projects (docs/product.md#projects): one project, a car-shipping website with five gallery pages. */
import type { projectSlugs } from './catalogue';

export type ProjectSlug = (typeof projectSlugs)[number];

export interface ProjectGalleryItem {
  image: string;
  label: string;
  /** The page on the live site this screenshot shows. */
  url: string;
}

export interface Project {
  id: number;
  slug: ProjectSlug;
  title: string;
  client: string;
  thumbnail: string;
  /** One-sentence teaser for list cards. */
  summary: string;
  /** HTML with <h3>, <p> and <ul>. */
  description: string;
  liveUrl: string;
  /** Services delivered on the project. */
  services: string[];
  gallery: ProjectGalleryItem[];
}

const liveUrl = 'https://www.swiftautotransport.com';

export const projects: Project[] = [
  {
    id: 1,
    slug: 'car-shipping-website',
    title: 'Car Shipping Website',
    client: 'Swift Auto Transport',
    thumbnail: '/images/projects/car-shipping/thumbnail.svg',
    summary:
      'A quote-first website with instant pricing and live shipment tracking for a nationwide vehicle transport company.',
    description: `<h3>The challenge</h3>
<p>Swift Auto Transport moves cars, SUVs and motorcycles between all 48 contiguous states. Their old website was slow on mobile, hid the quote form three clicks deep and asked customers to phone for every price. The sales team spent most of the day answering the same two questions, "how much will it cost?" and "where is my car?", and many visitors left before getting an answer.</p>
<h3>The solution</h3>
<p>We designed and built a new website around a quote-first journey. The home page opens with an instant quote form: customers enter pickup and delivery ZIP codes, the vehicle and a preferred date, and receive a price in seconds, calculated from the company's own route and seasonal rate tables. Booked customers receive a tracking number and can follow their shipment through pickup, transit and delivery, with updates entered by dispatchers from a simple dashboard.</p>
<ul>
<li>Instant quote calculator connected to the company's pricing rules</li>
<li>Shipment tracking page with email updates at every stage</li>
<li>Service pages for open, enclosed and expedited transport, each optimised for search</li>
<li>Dispatcher dashboard for quotes, bookings and status changes</li>
</ul>
<h3>The results</h3>
<p>In the first six months after launch, online quote requests rose by 68% and the share of quotes turning into bookings grew from 14% to 22%. Calls asking for shipment updates fell by 45%, freeing the sales team to follow up new leads. Mobile pages now load in under 1.5 seconds, and the service pages rank on the first page of Google for twelve target searches.</p>`,
    liveUrl,
    services: ['Custom Software Solutions', 'SEO Analysis', 'Web & Graphics Design'],
    gallery: [
      { image: '/images/projects/car-shipping/home.svg', label: 'Home', url: `${liveUrl}/` },
      {
        image: '/images/projects/car-shipping/quote.svg',
        label: 'Instant Quote',
        url: `${liveUrl}/quote`,
      },
      {
        image: '/images/projects/car-shipping/tracking.svg',
        label: 'Shipment Tracking',
        url: `${liveUrl}/tracking`,
      },
      {
        image: '/images/projects/car-shipping/services.svg',
        label: 'Services',
        url: `${liveUrl}/services`,
      },
      {
        image: '/images/projects/car-shipping/contact.svg',
        label: 'Contact',
        url: `${liveUrl}/contact`,
      },
    ],
  },
];

/** Copy for the /portfolio and /projects list pages. */
export const portfolioPage = {
  heading: 'Work That Moves Businesses Forward',
  intro:
    'A closer look at projects we have designed, built and grown with our clients, with the results they delivered.',
  viewProjectLabel: 'View Project',
  liveLinkLabel: 'Visit Live Site',
} as const;

export function findProject(slug: string | undefined): Project | undefined {
  return projects.find((project) => project.slug === slug);
}
