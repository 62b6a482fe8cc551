/**
 * Case studies (docs/product.md#projects): six projects across the three services, each with a
 * challenge, an approach, three result figures, a five-screen gallery and a client quote. The
 * clients are fictional, so their websites live on reserved `.example` domains
 * (docs/product.md#project-detail).
 */
import { projectsDelivered } from './company-figures';
import { serviceSlugs, serviceTitles, type projectSlugs, type ServiceSlug } from './catalogue';
import { countInWords } from './count-in-words';
import { site } from './site';

export type ProjectSlug = (typeof projectSlugs)[number];

export interface ProjectGalleryItem {
  image: string;
  label: string;
  /** The page of the client's website this screen shows, when it is a page of it. */
  url?: string;
}

/** A result figure, shown large: `value` is the figure itself, `label` says what it measures. */
export interface ProjectResult {
  value: string;
  label: string;
}

export interface ProjectQuote {
  text: string;
  name: string;
  role: string;
}

export interface Project {
  id: number;
  slug: ProjectSlug;
  title: string;
  client: string;
  industry: string;
  /** The year the work launched. */
  year: number;
  /** The catalogue services delivered, the main one first. */
  services: ServiceSlug[];
  thumbnail: string;
  coverAlt: string;
  /** One-sentence teaser for list cards. */
  summary: string;
  challenge: string;
  approach: string;
  /** What was delivered, one line each. */
  deliverables: string[];
  /** The results in words; the figures below are the headline of it. */
  outcome: string;
  /** Exactly three figures; the first is the card's headline. */
  results: readonly [ProjectResult, ProjectResult, ProjectResult];
  quote: ProjectQuote;
  /** The client's website. Clients are fictional, so this is always a reserved `.example` domain. */
  liveUrl: string;
  gallery: ProjectGalleryItem[];
}

const swift = 'https://swift-auto-transport.example';
const harbor = 'https://harbor-health.example';
const atlas = 'https://atlas-freight.example';
const summit = 'https://summit-realty.example';
const bluefin = 'https://bluefin-foods.example';
const lumen = 'https://lumen-energy.example';

const images = (folder: string) => (file: string) => `/images/projects/${folder}/${file}.svg`;

const car = images('car-shipping');
const booking = images('patient-booking-portal');
const dispatch = images('freight-dispatch-dashboard');
const realty = images('real-estate-local-seo');
const wholesale = images('wholesale-social-media');
const solar = images('solar-lead-generation');

export const projects: Project[] = [
  {
    id: 1,
    slug: 'car-shipping-website',
    title: 'Car Shipping Website',
    client: 'Swift Auto Transport',
    industry: 'Vehicle logistics',
    year: 2024,
    services: ['software-solutions', 'seo-analysis'],
    thumbnail: car('thumbnail'),
    coverAlt: 'The Car Shipping Website for Swift Auto Transport on a laptop and a phone',
    summary:
      'A quote-first website with instant pricing and live shipment tracking for a nationwide vehicle transport company.',
    challenge:
      'Swift Auto Transport moves cars, SUVs and motorcycles between all 48 contiguous states. Their old website was slow on mobile, hid the quote form three clicks deep and asked customers to phone for every price. The sales team spent most of the day answering the same two questions, "how much will it cost?" and "where is my car?", and many visitors left before getting an answer.',
    approach:
      "We rebuilt the website around a quote-first journey. The home page opens with an instant quote form: customers enter pickup and delivery ZIP codes, the vehicle and a preferred date, and get a price in seconds, calculated from the company's own route and seasonal rate tables. Booked customers receive a tracking number and follow their shipment through pickup, transit and delivery, with updates entered by dispatchers from a simple dashboard.",
    deliverables: [
      "Instant quote calculator connected to the company's pricing rules",
      'Shipment tracking page with email updates at every stage',
      'Service pages for open, enclosed and expedited transport, each optimised for search',
      'Dispatcher dashboard for quotes, bookings and status changes',
    ],
    outcome:
      'In the first six months after launch, online quote requests rose by 68% and the share of quotes turning into bookings grew from 14% to 19%. Calls asking for shipment updates fell by 45%, freeing the sales team to follow up new leads. Mobile pages now load in under 1.5 seconds, and the service pages rank on the first page of Google for twelve target searches.',
    results: [
      { value: '+68%', label: 'online quote requests' },
      { value: '19%', label: 'of quotes become bookings, up from 14%' },
      { value: '−45%', label: 'calls asking where a car is' },
    ],
    quote: {
      text: 'Customers used to ring us for a price and again for an update. Now they get both on the website, and my team spends its day closing bookings instead of reading out ZIP codes.',
      name: 'Renee Castillo',
      role: 'Sales Director, Swift Auto Transport',
    },
    liveUrl: swift,
    gallery: [
      { image: car('home'), label: 'Home', url: `${swift}/` },
      { image: car('quote'), label: 'Instant Quote', url: `${swift}/quote` },
      { image: car('tracking'), label: 'Shipment Tracking', url: `${swift}/tracking` },
      { image: car('services'), label: 'Services', url: `${swift}/services` },
      { image: car('contact'), label: 'Contact', url: `${swift}/contact` },
    ],
  },
  {
    id: 2,
    slug: 'patient-booking-portal',
    title: 'Patient Booking Portal',
    client: 'Harbor Health',
    industry: 'Healthcare',
    year: 2025,
    services: ['software-solutions'],
    thumbnail: booking('thumbnail'),
    coverAlt: 'The Harbor Health patient booking portal on a laptop and a phone',
    summary:
      'Online booking, automatic reminders and a patient portal for a four-clinic family practice that lived on the phone.',
    challenge:
      'Harbor Health runs four family clinics with 22 clinicians. Every appointment was booked by phone, so the front desk spent the first two hours of each day on hold queues while patients who could not get through simply did not come. One in nine appointments was missed, and each empty slot was a cost the practice could not recover.',
    approach:
      "We mapped how each clinic really schedules (appointment types, lengths, which clinician sees what) and built a booking portal on top of the practice's existing calendar rather than replacing it. Patients pick a clinic, a reason and a time that genuinely exists; the front desk sees the same calendar. Reminders go out by text and email 48 and 4 hours before each visit, with a one-tap link to move or cancel, so a freed slot goes back on sale at once.",
    deliverables: [
      'Booking flow for 14 appointment types across four clinics',
      'Text and email reminders with one-tap rescheduling',
      'Patient portal for upcoming visits, forms and documents',
      'Front-desk schedule view synchronised with the existing calendar',
    ],
    outcome:
      'Online appointments overtook phone bookings within two months of launch and now make up 61% of all bookings. Missed appointments fell by 38%, mostly because patients now move a visit instead of forgetting it. The front desk reclaimed nine hours a week, which the practice put into a same-day call-back line for patients who still prefer to phone.',
    results: [
      { value: '61%', label: 'of appointments booked online' },
      { value: '−38%', label: 'missed appointments' },
      { value: '9 h', label: 'front-desk time saved each week' },
    ],
    quote: {
      text: 'The portal works the way our clinics actually work, which is why patients trust it. The phones are quiet at eight in the morning for the first time in years.',
      name: 'Priya Raman',
      role: 'Practice Manager, Harbor Health',
    },
    liveUrl: harbor,
    gallery: [
      { image: booking('home'), label: 'Home', url: `${harbor}/` },
      { image: booking('booking'), label: 'Book a Visit', url: `${harbor}/book` },
      { image: booking('reminders'), label: 'Visit Reminders' },
      { image: booking('portal'), label: 'Patient Portal', url: `${harbor}/portal` },
      { image: booking('schedule'), label: 'Front-Desk Schedule' },
    ],
  },
  {
    id: 3,
    slug: 'freight-dispatch-dashboard',
    title: 'Freight Dispatch Dashboard',
    client: 'Atlas Freight',
    industry: 'Freight and haulage',
    year: 2025,
    services: ['software-solutions'],
    thumbnail: dispatch('thumbnail'),
    coverAlt: 'The Atlas Freight dispatch dashboard on a laptop and a phone',
    summary:
      'One dispatch dashboard and a driver app replacing three spreadsheets and a shared inbox for a regional haulier.',
    challenge:
      'Atlas Freight runs 60 trucks out of three depots. Loads were planned in one spreadsheet, drivers in another and customer updates in a third, held together by a shared inbox and a lot of phone calls. Coordinators re-typed every load two or three times, and customers only found out a delivery was late when they called to ask.',
    approach:
      'We sat with the coordinators for a week before drawing a single screen. The dashboard we built puts every load, truck and driver on one board: drag a load onto a truck to plan it, and the driver gets it in the app. Drivers confirm pickup and delivery with a photo, and each change sends the customer a tracking update automatically. We imported three years of spreadsheet history so nothing was lost on day one.',
    deliverables: [
      'Planning board for loads, trucks and drivers across three depots',
      'Driver app with job lists, photo proof of delivery and offline mode',
      'Automatic customer tracking updates by email and text',
      'Import of three years of load history from the old spreadsheets',
    ],
    outcome:
      'Each coordinator saves around two hours a day that used to go on re-typing and chasing. Customer calls asking about a load fell by 52% because the update now reaches them first, and proof of delivery is on file within minutes instead of at the end of the week, which brought invoicing forward by six days.',
    results: [
      { value: '2 h', label: 'saved per coordinator, every day' },
      { value: '−52%', label: 'customer calls about load status' },
      { value: '6 days', label: 'sooner from delivery to invoice' },
    ],
    quote: {
      text: 'We planned the whole fleet on one screen the Monday after go-live and never opened the old spreadsheets again. The drivers adopted the app faster than we did.',
      name: 'Marcus Delaney',
      role: 'Operations Director, Atlas Freight',
    },
    liveUrl: atlas,
    gallery: [
      { image: dispatch('board'), label: 'Planning Board' },
      { image: dispatch('load'), label: 'Load Details' },
      { image: dispatch('driver'), label: 'Driver App' },
      { image: dispatch('tracking'), label: 'Customer Tracking', url: `${atlas}/track` },
      { image: dispatch('reports'), label: 'Depot Reports' },
    ],
  },
  {
    id: 4,
    slug: 'real-estate-local-seo',
    title: 'Local Search Growth',
    client: 'Summit Realty',
    industry: 'Real estate',
    year: 2025,
    services: ['seo-analysis'],
    thumbnail: realty('thumbnail'),
    coverAlt: 'The Summit Realty search performance report on a laptop and a phone',
    summary:
      'A technical SEO audit and a city-by-city content plan that put an independent estate agency on the first page.',
    challenge:
      'Summit Realty sells homes in eight suburbs, but its website ranked for none of them. Listings pages were duplicated across three templates, half the site was blocked from search engines by an old setting, and the agency was paying a portal for leads it could have earned itself.',
    approach:
      "We started with a full technical audit: crawl, index coverage, page speed and structured data. Fixing 41 issues, led by the blocked pages and the duplicate listings, came first. Then we built a page for each suburb with real local knowledge from the agents (schools, commute times, recent sales), added listing schema, and set up the agency's map profiles for each office. Every month the agency got a one-page report: rankings, enquiries and what we would do next.",
    deliverables: [
      'Technical SEO audit with 41 issues fixed and verified',
      'Eight suburb guides written with the agents',
      'Listing and local business structured data',
      'Monthly ranking and enquiry report with next steps',
    ],
    outcome:
      'Six months after the audit, 23 searches of the form "homes for sale in [suburb]" rank on the first page, up from none. Organic visits grew 2.6 times and organic leads rose by 58%, enough for the agency to drop one of its paid portal listings. Mobile pages load 1.9 seconds faster.',
    results: [
      { value: '+58%', label: 'organic leads in six months' },
      { value: '23', label: 'suburb searches on the first page' },
      { value: '2.6×', label: 'organic visits' },
    ],
    quote: {
      text: 'Their audit found problems our previous agency had missed for years. The monthly report tells me in one page what moved and why, which is all I have time to read.',
      name: 'Sophie Whitman',
      role: 'Marketing Manager, Summit Realty',
    },
    liveUrl: summit,
    gallery: [
      { image: realty('audit'), label: 'Audit Overview' },
      { image: realty('rankings'), label: 'Keyword Rankings' },
      { image: realty('suburb'), label: 'Suburb Guide', url: `${summit}/suburbs/oakridge` },
      { image: realty('local'), label: 'Local Map Results' },
      { image: realty('report'), label: 'Monthly Report' },
    ],
  },
  {
    id: 5,
    slug: 'wholesale-social-media',
    title: 'Wholesale Social Campaign',
    client: 'Bluefin Foods',
    industry: 'Food and drink',
    year: 2025,
    services: ['social-media-marketing'],
    thumbnail: wholesale('thumbnail'),
    coverAlt: 'Bluefin Foods social media posts on a phone beside the campaign report',
    summary:
      'A year of quiet channels turned into a steady five-posts-a-week rhythm that doubled wholesale enquiries from social.',
    challenge:
      'Bluefin Foods supplies smoked and fresh fish to restaurants and delis. Its Instagram and Facebook had been quiet for a year, and the posts it did publish spoke to home cooks, while the business grows through chefs and buyers. Nobody owned the channels, so nothing went out when the kitchen was busy.',
    approach:
      'We rewrote the audience first: head chefs, deli owners and catering buyers. A monthly shoot at the smokehouse gives us a bank of photos and short videos; from it we plan five posts a week on a shared calendar the founder approves in ten minutes every Friday. Each week one post tells a supplier or chef story, and a small paid budget puts the best of them in front of restaurant buyers within 50 miles, with a link to the trade enquiry form.',
    deliverables: [
      'Audience and tone-of-voice guide for trade buyers',
      'Monthly photo and short-video shoot at the smokehouse',
      'Five posts a week on a shared, approved calendar',
      'Targeted trade campaigns with a tracked enquiry form',
    ],
    outcome:
      'Within one quarter the channels were posting five times a week without a gap, and wholesale enquiries arriving through social media had doubled. The accounts gained 9,400 followers in the first 90 days, most of them in the trade, and three new restaurant accounts came directly from chef story posts.',
    results: [
      { value: '2×', label: 'wholesale enquiries from social' },
      { value: '+9,400', label: 'followers in the first 90 days' },
      { value: '5', label: 'posts a week, without a gap' },
    ],
    quote: {
      text: 'I approve a week of posts on Friday over a coffee, and the enquiries land in our inbox already tagged as trade. It is the first marketing we have done that the sales team asks for more of.',
      name: 'Daniel Okafor',
      role: 'Founder, Bluefin Foods',
    },
    liveUrl: bluefin,
    gallery: [
      { image: wholesale('calendar'), label: 'Content Calendar' },
      { image: wholesale('feed'), label: 'Instagram Feed' },
      { image: wholesale('stories'), label: 'Chef Stories' },
      { image: wholesale('enquiry'), label: 'Trade Enquiry Page', url: `${bluefin}/trade` },
      { image: wholesale('report'), label: 'Campaign Report' },
    ],
  },
  {
    id: 6,
    slug: 'solar-lead-generation',
    title: 'Solar Lead Generation',
    client: 'Lumen Energy',
    industry: 'Renewable energy',
    year: 2024,
    services: ['seo-analysis', 'social-media-marketing'],
    thumbnail: solar('thumbnail'),
    coverAlt: 'The Lumen Energy solar survey page and campaign results on a laptop and a phone',
    summary:
      'Search and social working as one funnel for a solar installer, cutting the cost of each survey request by 44%.',
    challenge:
      'Lumen Energy installs rooftop solar and home batteries. It bought almost all of its leads from comparison sites at around $41 each, many shared with three competitors. Its own website ranked for its brand name and little else, and its social accounts showed installations but never asked anyone to book a survey.',
    approach:
      "We audited the site and rebuilt its content around the questions homeowners really search: cost, savings, payback and batteries, each answered with a page and a calculator. On social, we turned finished installations into before-and-after stories with the homeowner's real savings, and ran them as local campaigns pointing to the same free survey page. One report tracks both channels against the cost of a lead.",
    deliverables: [
      'SEO audit and a content plan of 18 question-led pages',
      'Solar savings calculator on the survey page',
      'Before-and-after installation stories for Facebook and Instagram',
      'One lead report across search, social and comparison sites',
    ],
    outcome:
      "Survey requests from the company's own channels rose by 74% in nine months, and 31 searches about solar cost and savings now rank on the first page. The blended cost of a lead fell from $41 to $23, a 44% drop, and the company has cut its comparison-site spend in half.",
    results: [
      { value: '+74%', label: 'survey requests from own channels' },
      { value: '−44%', label: 'cost per lead, from $41 to $23' },
      { value: '31', label: 'solar searches on the first page' },
    ],
    quote: {
      text: 'We stopped renting leads and started earning them. Search brings people with questions, social shows them a neighbour who already switched, and both end on the same survey form.',
      name: 'Grace Halvorsen',
      role: 'Commercial Director, Lumen Energy',
    },
    liveUrl: lumen,
    gallery: [
      { image: solar('survey'), label: 'Free Survey Page', url: `${lumen}/survey` },
      { image: solar('calculator'), label: 'Savings Calculator', url: `${lumen}/savings` },
      { image: solar('social'), label: 'Installation Stories' },
      { image: solar('rankings'), label: 'Search Rankings' },
      { image: solar('report'), label: 'Lead Report' },
    ],
  },
];

/** The portfolio filter (docs/product.md#portfolio-filter): every catalogue service, in catalogue order. */
export const portfolioServices = serviceSlugs.map((slug) => ({
  slug,
  title: serviceTitles[slug],
}));

export function isProjectService(value: string | null | undefined): value is ServiceSlug {
  return serviceSlugs.some((slug) => slug === value);
}

export function projectsForService(service: ServiceSlug | null): Project[] {
  return service ? projects.filter((project) => project.services.includes(service)) : projects;
}

export function projectServiceTitles(project: Project): string[] {
  return project.services.map((slug) => serviceTitles[slug]);
}

/** The client's website as a bare domain, e.g. `harbor-health.example`. */
export function projectDomain(project: Project): string {
  return new URL(project.liveUrl).hostname;
}

/** Two other case studies for the "more case studies" block, sharing a service where possible. */
export function relatedProjects(project: Project): Project[] {
  const others = projects.filter((other) => other.slug !== project.slug);
  const sharesService = (other: Project) =>
    other.services.some((service) => project.services.includes(service));
  return [
    ...others.filter(sharesService),
    ...others.filter((other) => !sharesService(other)),
  ].slice(0, 2);
}

/** Copy for the /portfolio page and the case-study pages. */
export const portfolioPage = {
  heading: 'Work That Moves Businesses Forward',
  intro:
    'A closer look at projects we have designed, built and grown with our clients, with the results they delivered.',
  /** The portfolio is a selection; the About page's figure counts everything delivered. */
  selection: `${countInWords(projects.length)} case studies, selected from the ${projectsDelivered}+ projects we have delivered since ${site.foundedYear}.`,
  viewProjectLabel: 'View Project',
} as const;

export function findProject(slug: string | undefined): Project | undefined {
  return projects.find((project) => project.slug === slug);
}
