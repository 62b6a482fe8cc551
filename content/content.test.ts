import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as about from './about';
import { resourceSlugs, serviceSlugs, type ServiceSlug } from './catalogue';
import { clientIds, clients } from './clients';
import { faqs } from './faqs';
import * as homeTop from './home';
import * as homeSections from './home-sections';

const home = { ...homeTop, ...homeSections };
import * as legal from './legal';
import {
  findPlan,
  flattenPlanFeatures,
  planFeatureLabel,
  plans,
  plansForService,
  type PricingPlan,
} from './plans';
import { projects } from './projects';
import { findResource, resourceHeroButtons, resourceInquiryHeading, resources } from './resources';
import { findService, services } from './services';
import { site } from './site';
import { technologyLogoUrl, technologyTabs } from './technologies';
import { testimonials } from './testimonials';

function plan(slug: ServiceSlug, title: PricingPlan['title']): PricingPlan {
  const found = plansForService(slug).find((p) => p.title === title);
  if (!found) throw new Error(`No ${title} for ${slug}`);
  return found;
}

function labels(p: PricingPlan): string[] {
  return p.features.map(planFeatureLabel);
}

function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Every string value anywhere inside a value. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe('pricing plans', () => {
  const expected: Record<ServiceSlug, [string, string][]> = {
    'social-media-marketing': [
      ['499', '599'],
      ['699', '769'],
      ['899', '946'],
    ],
    'software-solutions': [
      ['1697', '1848'],
      ['2199', '2599'],
      ['3299', '4299'],
    ],
    'seo-analysis': [
      ['697', '720'],
      ['997', '1099'],
      ['1499', '1620'],
    ],
  };
  const tiers = ['Basic Plan', 'Standard Plan', 'Premium Plan'] as const;

  it('has nine plans with ids 1 to 9', () => {
    expect(plans.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (let id = 1; id <= 9; id++) expect(findPlan(id)?.id).toBe(id);
    expect(findPlan(10)).toBeUndefined();
  });

  it.each(serviceSlugs)('has the published prices for %s', (slug) => {
    const list = plansForService(slug);
    expect(list.map((p) => p.title)).toEqual([...tiers]);
    expect(list.map((p) => [String(p.priceCents / 100), String(p.prevPriceCents / 100)])).toEqual(
      expected[slug],
    );
    for (const p of list) {
      expect(p.relatedService).toBe(slug);
      expect(p.priceCents % 100).toBe(0);
      expect(p.prevPriceCents).toBeGreaterThan(p.priceCents);
      expect(p.billing).toBe(slug === 'software-solutions' ? 'one-off' : 'monthly');
    }
  });

  it('lists 3, 5 and 7 posts per week in the social plans', () => {
    [3, 5, 7].forEach((posts, i) => {
      expect(labels(plan('social-media-marketing', tiers[i]!))).toContain(
        `${posts} posts per week`,
      );
    });
  });

  it('lists the published keyword, page, article and turnaround numbers in the SEO plans', () => {
    const keywords = [4, 6, 10];
    const pages = [5, 8, 15];
    const articles = [1, 2, 2];
    const turnaround = [4, 5, 7];
    tiers.forEach((tier, i) => {
      const text = labels(plan('seo-analysis', tier));
      expect(text).toContain(`${keywords[i]} target keywords`);
      expect(text).toContain(`${pages[i]} optimised pages`);
      expect(text.some((l) => new RegExp(`^${articles[i]} .*articles? per month$`).test(l))).toBe(
        true,
      );
      expect(text).toContain(`Turnaround in ${turnaround[i]} days`);
    });
  });

  it('shows at least one unavailable feature in every Basic plan', () => {
    for (const slug of serviceSlugs) {
      const basic = plan(slug, 'Basic Plan');
      expect(basic.features.some((f) => typeof f !== 'string' && !f.available)).toBe(true);
    }
  });

  it('flattens only the available features to bullet lines', () => {
    const basic = plan('seo-analysis', 'Basic Plan');
    expect(flattenPlanFeatures(basic)).toBe(
      [
        '• 4 target keywords',
        '• 5 optimised pages',
        '• 1 SEO article per month',
        '• Turnaround in 4 days',
        '• Technical SEO audit',
        '• Google Search Console and Analytics setup',
        '• Monthly ranking report',
      ].join('\n'),
    );
    expect(
      flattenPlanFeatures({
        features: [
          'Plain feature',
          { label: 'Hidden', available: false },
          { label: 'Shown', available: true },
        ],
      }),
    ).toBe('• Plain feature\n• Shown');
  });
});

describe('services', () => {
  it('has one record per catalogue slug, in order', () => {
    expect(services.map((s) => s.url)).toEqual([...serviceSlugs]);
    expect(findService('seo-analysis')?.title).toBe('SEO Analysis');
    expect(findService('nope')).toBeUndefined();
  });

  it.each(services)('$url is priced at its Basic plan and complete', (service) => {
    expect(service.priceCents).toBe(plan(service.url, 'Basic Plan').priceCents);
    expect(service.cta).toBe('Learn More');
    expect(service.features).toHaveLength(4);
    const details = service.serviceDetails;
    expect(details.benefits).toMatch(/^<ul>(<li>[^<]+<\/li>)+<\/ul>$/);
    expect(details.progressBars.length).toBeGreaterThanOrEqual(3);
    expect(details.progressBars.length).toBeLessThanOrEqual(4);
    for (const bar of details.progressBars) {
      expect(bar.percentage).toMatch(/^\d+$/);
      expect(Number(bar.percentage)).toBeGreaterThanOrEqual(90);
      expect(Number(bar.percentage)).toBeLessThanOrEqual(96);
    }
    const words = wordCount(details.longDescription);
    expect(words).toBeGreaterThanOrEqual(250);
    expect(words).toBeLessThanOrEqual(400);
    expect(details.serviceDetailThumb1).toBe(`/images/services/${service.url}-detail-1.svg`);
    expect(details.serviceDetailThumb2).toBe(`/images/services/${service.url}-detail-2.svg`);
  });
});

describe('home', () => {
  it('uses the exact documented headings and links', () => {
    expect(home.homeHero.primaryButton).toEqual({ label: 'Start Your Project', to: '/pricing' });
    expect(home.homeHero.secondaryButton).toEqual({ label: 'Learn More', to: '/about-us' });
    expect(home.homeHero.subheading).not.toMatch(/[<>]/);
    expect(home.servicesSection.heading).toBe('Our Expert Services');
    expect(home.whoWeAre.heading).toBe('WHO WE ARE?');
    expect(home.whoWeAre.checklist).toHaveLength(3);
    expect(home.whoWeAre.link).toEqual({ label: 'Discover More', to: '/about-us' });
    expect(home.workProcess.heading).toBe('How to Start Working With Us');
    expect(home.workProcess.steps.map((s) => s.title)).toEqual([
      'Share Your Goals',
      'Get a Custom Plan',
      'Partner in Progress',
    ]);
    expect(home.clientsSection.heading).toBe('Clients Who Trust Us.');
    expect(home.testimonialsSection.heading).toBe('What our clients say?');
    expect(home.featuresBlock.boxes.map((b) => b.title)).toEqual([
      'Increase Revenue',
      'Enhanced Brand Visibility',
      'Streamlined Operations',
    ]);
    expect(home.featuresBlock.boxes[0]?.description).toContain('up to a 40% rise in conversion');
    expect(home.contactSection.heading).toBe('Ready to Get Started?');
    expect(home.ctaBlock.heading).toBe("Let's Build Something Great Together");
    expect(home.ctaBlock.link).toEqual({ label: 'Get in touch', to: '/contact' });
    expect(home.technologiesSection.heading).toBe('Technologies Behind Our Solutions.');
  });
});

describe('faqs', () => {
  it('has six items with unique ids', () => {
    expect(faqs).toHaveLength(6);
    expect(new Set(faqs.map((f) => f.id)).size).toBe(6);
    for (const f of faqs) {
      expect(f.question.endsWith('?')).toBe(true);
      expect(f.answer.length).toBeGreaterThan(80);
    }
  });
});

describe('testimonials and clients', () => {
  it('rates every testimonial 5 and uses initials instead of photos', () => {
    expect(testimonials).toHaveLength(6);
    for (const t of testimonials) {
      expect(t.rating).toBe(5);
      expect(t.image).toBeNull();
    }
  });

  it('has the eight client logos', () => {
    expect(clients.map((c) => c.id)).toEqual([...clientIds]);
    for (const c of clients) expect(c.logo).toBe(`/images/clients/${c.id}.svg`);
  });
});

describe('technologies', () => {
  it('has the Front End tab first, then Back End, with the documented items in order', () => {
    expect(technologyTabs.map((t) => [t.id, t.label])).toEqual([
      ['front-end', 'Front End'],
      ['back-end', 'Back End'],
    ]);
    expect(technologyTabs[0]?.items.map((i) => i.name)).toEqual([
      'HTML5',
      'CSS3',
      'Sass',
      'JavaScript',
      'React',
      'TypeScript',
      'Next.js',
    ]);
    expect(technologyTabs[1]?.items.map((i) => i.name)).toEqual([
      'Nodejs',
      'MongoDb',
      'ExpressJs',
      'JWT',
    ]);
  });

  it('has a logo file under public/logos for every icon the tabs name, and no other', () => {
    const named = technologyTabs.flatMap((tab) => tab.items.map((item) => `${item.icon}.svg`));
    const folder = join(import.meta.dirname, '..', 'public', 'logos');
    const files = readdirSync(folder);
    expect(files.sort()).toEqual([...new Set(named)].sort());
    for (const item of technologyTabs.flatMap((tab) => tab.items)) {
      expect(technologyLogoUrl(item.icon), item.name).toBe(`/logos/${item.icon}.svg`);
      // One path in the brand's colour on Simple Icons' 24 × 24 grid.
      expect(readFileSync(join(folder, `${item.icon}.svg`), 'utf8'), item.name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24" fill="#[0-9A-F]{6}"><path d="[^"]+"\/><\/svg>$/,
      );
    }
  });
});

describe('dedicated resources', () => {
  it('has the five catalogue slugs', () => {
    expect(resources.map((r) => r.slug)).toEqual([...resourceSlugs]);
    expect(findResource('seo-expert')?.title).toBe('SEO Experts');
    expect(findResource('php-developer')).toBeUndefined();
  });

  it('promotes two other, varied resources', () => {
    for (const r of resources) {
      expect(r.crossPromotion).not.toContain(r.slug);
      expect(new Set(r.crossPromotion).size).toBe(2);
    }
    expect(resources.every((r) => r.crossPromotion.includes('seo-expert'))).toBe(false);
    expect(new Set(resources.map((r) => r.crossPromotion.join())).size).toBeGreaterThan(1);
  });

  it.each(resources)('$slug has full copy', (r) => {
    const words = wordCount(r.description);
    expect(words).toBeGreaterThanOrEqual(200);
    expect(words).toBeLessThanOrEqual(350);
    expect(r.skills.length).toBeGreaterThanOrEqual(6);
    expect(r.skills.length).toBeLessThanOrEqual(8);
    expect(r.image).toBe(`/images/resources/${r.slug}.svg`);
    expect(resourceInquiryHeading(r)).toBe(`Hire ${r.title} - Get a Quote`);
  });

  it('has the Request A Call and Quick Quote buttons', () => {
    expect(resourceHeroButtons.requestCall).toEqual({ label: 'Request A Call', to: '/contact' });
    expect(resourceHeroButtons.quickQuote.label).toBe('Quick Quote');
  });
});

describe('legal', () => {
  it('lists the five refund rules exactly in the terms', () => {
    expect(legal.refundRules).toEqual([
      'Full refund if work has not started.',
      'Completed or delivered milestones are not refundable and must be paid for; the rest is refunded.',
      'If work has started but no milestone is reached, the client pays for hours worked.',
      'Refunds are subject to the individual project agreement.',
      'No refund once the whole project is delivered.',
    ]);
    const refunds = legal.termsAndConditions.find((s) => s.id === 'refunds-and-cancellation');
    for (const rule of legal.refundRules) expect(refunds?.body).toContain(`<li>${rule}</li>`);
  });

  it('covers the documented privacy points', () => {
    const text = legal.privacyPolicy.map((s) => s.body).join(' ');
    expect(text).toContain('within one month');
    expect(text).toContain("30 days' notice");
    expect(text).toContain('under the age of 18');
    expect(text).toContain('ICO');
    expect(text).toContain(site.infoEmail);
    expect(text).toContain(site.legalName);
    const agreement = legal.agreementSections.map((s) => s.body).join(' ');
    expect(agreement).toContain('express opt-in');
    expect(legal.legalUpdatedAt).toBe('2026-11-01');
    // The privacy policy changed after the terms: each page names its own date.
    expect(legal.privacyUpdatedAt).toBe('2026-11-25');
  });

  it('describes the contact map as it is: drawn by the site, no request to a map provider', () => {
    const cookies = legal.privacyPolicy.find((s) => s.id === 'cookies')!.body;
    expect(cookies).not.toMatch(/map loads only after/);
    expect(cookies).toContain('The map on our contact page is a drawing served by this website');
    expect(cookies).toContain('OpenStreetMap');
  });

  it('has unique section ids', () => {
    for (const list of [legal.privacyPolicy, legal.termsAndConditions, legal.agreementSections]) {
      expect(new Set(list.map((s) => s.id)).size).toBe(list.length);
    }
  });
});

describe('about', () => {
  it('links to all services', () => {
    expect(about.viewAllServicesLink).toEqual({ label: 'View All Services', to: '/services' });
    expect(about.values.length).toBeGreaterThanOrEqual(3);
    expect(about.values.length).toBeLessThanOrEqual(4);
  });
});

describe('all content', () => {
  const everything = [
    about,
    clients,
    faqs,
    home,
    legal,
    plans,
    projects,
    resources,
    services,
    technologyTabs,
    testimonials,
  ];
  const strings = allStrings(everything);

  it('puts every image field under /images/ (testimonial photos are null)', () => {
    const fields: [string, unknown][] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (/image|logo|thumb/i.test(key)) fields.push([key, inner]);
          walk(inner);
        }
      }
    };
    walk(everything);
    expect(fields.length).toBeGreaterThan(20);
    for (const [key, value] of fields) {
      if (value === null) expect(key).toBe('image');
      else expect(value, key).toMatch(/^\/images\//);
    }
  });

  it('references images only under /images/', () => {
    const imagePaths = strings.filter((s) => /\.(svg|png|jpe?g|webp)$/.test(s));
    expect(imagePaths.length).toBeGreaterThan(20);
    for (const path of imagePaths) expect(path).toMatch(/^\/images\/[a-z0-9/-]+\.svg$/);
  });

  it('contains no placeholder copy', () => {
    for (const s of strings) expect(s).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder/i);
  });
});
