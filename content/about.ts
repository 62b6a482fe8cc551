/** About Us page copy. */
import { clientsServed, projectsDelivered } from './company-figures';
import { officeCityList } from './format';
import { headOffice, site } from './site';

/** The year the figures below were last reviewed. */
const figuresYear = 2026;

export interface CompanyValue {
  title: string;
  /** lucide-react icon export name. */
  icon: 'Target' | 'ShieldCheck' | 'Handshake' | 'Lightbulb';
  description: string;
}

export interface CompanyFigure {
  value: number;
  /** Appended to the number, e.g. '+'. */
  suffix: string;
  label: string;
}

export const aboutHero = {
  heading: `About ${site.name}`,
  subheading:
    'A team of engineers, designers and marketers helping businesses grow with software that works and marketing that can be measured.',
  image: '/images/about/team.svg',
} as const;

export const aboutIntro = {
  eyebrow: 'Our story',
  heading: 'Built by Specialists, Run Like a Partnership',
  paragraphs: [
    `${site.name} started in ${site.foundedYear} as a small web development studio in ${headOffice.city}, ${headOffice.region}. Our first clients were local logistics and service firms who needed websites that brought in work, not just looked good. As they grew, they asked us to help with their marketing, their search rankings and the internal tools their teams relied on, and we grew with them.`,
    `Today we are a team of developers, designers, social media managers, SEO specialists and writers working from ${officeCityList}. We work with businesses across North America and the United Kingdom, from family-run companies launching their first online booking system to established firms replacing decades-old software.`,
    'What has not changed is how we work: small, dedicated teams, fixed prices agreed in writing, and regular reporting that shows exactly what your investment is achieving.',
  ],
  image: '/images/about/team.svg',
} as const;

export const mission = {
  heading: 'Our Mission',
  text: 'To give growing businesses the digital capability of a much larger company: software that fits how they work, marketing that reaches the right people, and honest advice on where to invest next.',
} as const;

export const values: CompanyValue[] = [
  {
    title: 'Outcomes Over Output',
    icon: 'Target',
    description:
      'We agree what success looks like before we start, whether that is more leads, faster processes or higher rankings, and we report against it.',
  },
  {
    title: 'Honest and Transparent',
    icon: 'ShieldCheck',
    description:
      'Fixed prices, realistic timelines and straight answers, including telling you when something is not worth building.',
  },
  {
    title: 'Partners, Not Vendors',
    icon: 'Handshake',
    description:
      'One project lead who knows your business, answers your calls and stays with you long after launch.',
  },
  {
    title: 'Craft That Lasts',
    icon: 'Lightbulb',
    description:
      'Clean, tested code and well-documented work that your team or any other developer can build on for years.',
  },
];

const specialists = 45;

export const figures: CompanyFigure[] = [
  { value: figuresYear - site.foundedYear, suffix: '+', label: 'Years in business' },
  { value: projectsDelivered, suffix: '+', label: 'Projects delivered' },
  { value: clientsServed, suffix: '+', label: 'Clients served' },
  { value: specialists, suffix: '', label: 'Specialists on the team' },
];

export interface TeamMember {
  name: string;
  role: string;
  /** One line on what they do for clients. */
  bio: string;
  portrait: string;
}

/** The people who lead client work (docs/product.md#about-team); the rest of the team works with them. */
export const teamSection = {
  eyebrow: 'Our team',
  heading: 'The People Behind the Work',
  intro: `Seven of the ${specialists} specialists you will meet on a project: the leads who plan the work, answer your calls and report on the results.`,
  hiring: {
    heading: 'Want to Work With Us?',
    text: 'Developers, designers and marketers: we are hiring in all three offices.',
    link: { label: 'Join Our Team', to: '/contact' },
  },
} as const;

const portrait = (file: string) => `/images/team/${file}.svg`;

export const team: TeamMember[] = [
  {
    name: 'Omar Siddiqui',
    role: 'Founder and Managing Director',
    bio: `Started ${site.name} in ${site.foundedYear} and still sits in on every project kickoff.`,
    portrait: portrait('omar-siddiqui'),
  },
  {
    name: 'Rachel Moreno',
    role: 'Head of Engineering',
    bio: 'Leads the software team and turns messy spreadsheets into systems people enjoy using.',
    portrait: portrait('rachel-moreno'),
  },
  {
    name: 'Ben Adeyemi',
    role: 'Lead Product Designer',
    bio: 'Designs every screen with the people who will use it, usually before a line of code exists.',
    portrait: portrait('ben-adeyemi'),
  },
  {
    name: 'Hannah Price',
    role: 'SEO Director',
    bio: 'Runs our technical audits and writes the one-page monthly report clients actually read.',
    portrait: portrait('hannah-price'),
  },
  {
    name: 'Ayesha Khan',
    role: 'Social Media Lead',
    bio: 'Plans the calendars, runs the shoots and keeps every channel posting on schedule.',
    portrait: portrait('ayesha-khan'),
  },
  {
    name: 'Lucas Fernández',
    role: 'Senior .NET Developer',
    bio: 'Builds the integrations and back-office tools that keep dispatch boards and booking systems in sync.',
    portrait: portrait('lucas-fernandez'),
  },
  {
    name: 'Mei Tanaka',
    role: 'Client Success Manager',
    bio: 'Your first call after launch: she tracks every result we promised and every request you make.',
    portrait: portrait('mei-tanaka'),
  },
];

export const aboutTestimonials = {
  heading: 'What our clients say?',
} as const;

export const viewAllServicesLink = { label: 'View All Services', to: '/services' } as const;
