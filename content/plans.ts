/**
 * The plans a new installation starts with: three tiers for each of the three services
 * (docs/product.md#prices). They are inserted into the plans table on the first start; from then on
 * admins manage plans and prices on the dashboard, and every page and total reads the table.
 * Prices are integer cents with their billing period, printed only where they are shown
 * (docs/decisions/049-money-model.md).
 */
import type { BillingPeriod } from '~/domain/plan';
import { serviceTitles, type ServiceSlug } from './catalogue';

import type { PlanFeature } from './plan-features';

export type { PlanFeature };

export interface PricingPlan {
  id: number;
  title: string;
  /** In cents (49_900 is $499). */
  priceCents: number;
  /** The previous price in cents, shown struck through; 0 when there is none. */
  prevPriceCents: number;
  /** The service name the plan belongs to. */
  planFor: string;
  /** The slug of the service the plan belongs to. */
  relatedService: string;
  description: string;
  features: PlanFeature[];
  /** Paid once or every month. */
  billing: BillingPeriod;
}

const yes = (label: string): PlanFeature => ({ label, available: true });
const no = (label: string): PlanFeature => ({ label, available: false });

export const plans: PricingPlan[] = [
  // Social media marketing
  {
    id: 1,
    title: 'Basic Plan',
    priceCents: 49_900,
    prevPriceCents: 59_900,
    planFor: serviceTitles['social-media-marketing'],
    relatedService: 'social-media-marketing',
    description:
      'A steady, professional presence on the two platforms your customers use most, managed for you every week.',
    features: [
      yes('3 posts per week'),
      yes('2 platforms (Facebook and Instagram)'),
      yes('Custom branded graphics for every post'),
      yes('Monthly content calendar for your approval'),
      yes('Comment and message replies on business days'),
      yes('Monthly performance report'),
      no('Paid ad campaign management'),
      no('Short-form video (Reels and Shorts)'),
      no('Dedicated account manager'),
    ],
    billing: 'monthly',
  },
  {
    id: 2,
    title: 'Standard Plan',
    priceCents: 69_900,
    prevPriceCents: 76_900,
    planFor: serviceTitles['social-media-marketing'],
    relatedService: 'social-media-marketing',
    description:
      'More reach and more conversations: extra posts, a third platform and paid campaigns that bring in leads.',
    features: [
      yes('5 posts per week'),
      yes('3 platforms (Facebook, Instagram and LinkedIn)'),
      yes('Custom branded graphics for every post'),
      yes('Monthly content calendar for your approval'),
      yes('Comment and message replies on business days'),
      yes('Paid ad campaign management (up to $1,500 monthly ad spend)'),
      yes('2 short-form videos per month'),
      yes('Bi-weekly performance report'),
      no('Dedicated account manager'),
    ],
    billing: 'monthly',
  },
  {
    id: 3,
    title: 'Premium Plan',
    priceCents: 89_900,
    prevPriceCents: 94_600,
    planFor: serviceTitles['social-media-marketing'],
    relatedService: 'social-media-marketing',
    description:
      'A full social team on call: daily publishing, video, paid campaigns and a manager who knows your brand.',
    features: [
      yes('7 posts per week'),
      yes('4 platforms (Facebook, Instagram, LinkedIn and TikTok)'),
      yes('Custom branded graphics for every post'),
      yes('Monthly content calendar and quarterly campaign plan'),
      yes('Comment and message replies seven days a week'),
      yes('Paid ad campaign management (up to $5,000 monthly ad spend)'),
      yes('4 short-form videos per month'),
      yes('Weekly performance report with a monthly strategy call'),
      yes('Dedicated account manager'),
    ],
    billing: 'monthly',
  },
  // Custom software solutions
  {
    id: 4,
    title: 'Basic Plan',
    priceCents: 169_700,
    prevPriceCents: 184_800,
    planFor: serviceTitles['software-solutions'],
    relatedService: 'software-solutions',
    description:
      'A fast, well-built business website or small web app your team can update without calling a developer.',
    features: [
      yes('Up to 5 custom pages or screens'),
      yes('Responsive design for mobile, tablet and desktop'),
      yes('Content management for your team'),
      yes('Contact and lead forms with email alerts'),
      yes('On-page SEO setup and analytics'),
      yes('30 days of post-launch support'),
      no('User accounts and role-based access'),
      no('Third-party API integrations'),
      no('Online payments'),
      no('Admin dashboard with reports'),
    ],
    billing: 'one-off',
  },
  {
    id: 5,
    title: 'Standard Plan',
    priceCents: 219_900,
    prevPriceCents: 259_900,
    planFor: serviceTitles['software-solutions'],
    relatedService: 'software-solutions',
    description:
      'A web application with user accounts and connections to the tools you already run your business on.',
    features: [
      yes('Up to 10 custom pages or screens'),
      yes('Responsive design for mobile, tablet and desktop'),
      yes('Content management for your team'),
      yes('Contact and lead forms with email alerts'),
      yes('On-page SEO setup and analytics'),
      yes('60 days of post-launch support'),
      yes('User accounts and role-based access'),
      yes('Up to 2 third-party API integrations'),
      no('Online payments'),
      no('Admin dashboard with reports'),
    ],
    billing: 'one-off',
  },
  {
    id: 6,
    title: 'Premium Plan',
    priceCents: 329_900,
    prevPriceCents: 429_900,
    planFor: serviceTitles['software-solutions'],
    relatedService: 'software-solutions',
    description:
      'A complete custom platform with payments, reporting and an automated release pipeline, ready to scale.',
    features: [
      yes('Up to 20 custom pages or screens'),
      yes('Responsive design for mobile, tablet and desktop'),
      yes('Content management for your team'),
      yes('Contact and lead forms with email alerts'),
      yes('On-page SEO setup and analytics'),
      yes('90 days of post-launch support'),
      yes('User accounts and role-based access'),
      yes('Up to 5 third-party API integrations'),
      yes('Online payments (Stripe or PayPal)'),
      yes('Admin dashboard with reports and CSV export'),
      yes('Automated tests and a deployment pipeline'),
    ],
    billing: 'one-off',
  },
  // SEO analysis
  {
    id: 7,
    title: 'Basic Plan',
    priceCents: 69_700,
    prevPriceCents: 72_000,
    planFor: serviceTitles['seo-analysis'],
    relatedService: 'seo-analysis',
    description:
      'A focused start for a local or niche business: the technical basics fixed and your key pages optimised.',
    features: [
      yes('4 target keywords'),
      yes('5 optimised pages'),
      yes('1 SEO article per month'),
      yes('Turnaround in 4 days'),
      yes('Technical SEO audit'),
      yes('Google Search Console and Analytics setup'),
      yes('Monthly ranking report'),
      no('Competitor gap analysis'),
      no('Backlink outreach'),
      no('Local SEO (Google Business Profile)'),
    ],
    billing: 'monthly',
  },
  {
    id: 8,
    title: 'Standard Plan',
    priceCents: 99_700,
    prevPriceCents: 109_900,
    planFor: serviceTitles['seo-analysis'],
    relatedService: 'seo-analysis',
    description:
      'For growing businesses competing in busier search results, with competitor research and local search.',
    features: [
      yes('6 target keywords'),
      yes('8 optimised pages'),
      yes('2 SEO articles per month'),
      yes('Turnaround in 5 days'),
      yes('Technical SEO audit'),
      yes('Google Search Console and Analytics setup'),
      yes('Monthly ranking report'),
      yes('Competitor gap analysis'),
      yes('Local SEO (Google Business Profile)'),
      no('Backlink outreach'),
    ],
    billing: 'monthly',
  },
  {
    id: 9,
    title: 'Premium Plan',
    priceCents: 149_900,
    prevPriceCents: 162_000,
    planFor: serviceTitles['seo-analysis'],
    relatedService: 'seo-analysis',
    description:
      'A full search programme for competitive markets: more keywords, more pages and authority-building outreach.',
    features: [
      yes('10 target keywords'),
      yes('15 optimised pages'),
      yes('2 long-form SEO articles per month'),
      yes('Turnaround in 7 days'),
      yes('Technical SEO audit with Core Web Vitals fixes'),
      yes('Google Search Console and Analytics setup'),
      yes('Monthly ranking report with a strategy call'),
      yes('Competitor gap analysis'),
      yes('Local SEO (Google Business Profile)'),
      yes('Backlink outreach (6 quality links per month)'),
    ],
    billing: 'monthly',
  },
];

/** Headings for the pricing page and its three groups, in order (docs/product.md#pricing). */
export const pricingPage = {
  heading: 'Simple Pricing for Real Results',
  intro:
    'Choose the plan that fits where your business is today. Every plan has a fixed price, a clear list of what is included, and a team that answers when you call.',
  buyNowLabel: 'Buy Now',
  addToCartLabel: 'Add to cart',
} as const;

export function plansForService(slug: ServiceSlug): PricingPlan[] {
  return plans.filter((plan) => plan.relatedService === slug);
}

export function findPlan(id: number): PricingPlan | undefined {
  return plans.find((plan) => plan.id === id);
}

export { flattenPlanFeatures, planFeatureLabel } from './plan-features';
