/**
 * The agency's brand: the one place that names the company, its contact points and offices.
 * Emails, the footer, the invoice and structured data all read from here.
 */
export interface Office {
  city: string;
  region: string;
  street: string;
  postalCode: string;
  country: string;
}

export interface SiteInfo {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  website: string;
  infoEmail: string;
  salesEmail: string;
  phone: string;
  phoneHref: string;
  offices: Office[];
  social: { label: string; href: string }[];
  foundedYear: number;
  /** The head office's time zone: the agency's clock, shown beside each person's own. */
  timeZone: string;
}

export const site: SiteInfo = {
  name: 'ECS Digital',
  legalName: 'ECS Digital LLC',
  tagline: 'Software, marketing and search, built to grow your business.',
  description:
    'ECS Digital designs and builds custom software, runs social media marketing and delivers SEO analysis for growing businesses, with dedicated developers and designers available on demand.',
  website: 'https://www.ecsdigital.com',
  timeZone: 'America/Chicago',
  infoEmail: 'info@ecsdigital.com',
  salesEmail: 'sales@ecsdigital.com',
  phone: '+1 (832) 555-0148',
  phoneHref: 'tel:+18325550148',
  offices: [
    {
      city: 'Spring',
      region: 'Texas',
      street: '1450 Rayford Road, Suite 210',
      postalCode: '77386',
      country: 'United States',
    },
    {
      city: 'London',
      region: 'England',
      street: '27 Old Gloucester Street',
      postalCode: 'WC1N 3AX',
      country: 'United Kingdom',
    },
    {
      city: 'Lahore',
      region: 'Punjab',
      street: '88 Main Boulevard, Gulberg III',
      postalCode: '54660',
      country: 'Pakistan',
    },
  ],
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/ecs-digital' },
    { label: 'Facebook', href: 'https://www.facebook.com/ecsdigital' },
    { label: 'Instagram', href: 'https://www.instagram.com/ecsdigital' },
    { label: 'X', href: 'https://x.com/ecsdigital' },
  ],
  foundedYear: 2016,
};

/** The short address line the invoice footer prints (docs/product.md#invoice-preview). */
export const headOffice = site.offices[0]!;
