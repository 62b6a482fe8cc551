import type { MetaDescriptor } from 'react-router';
import { site } from '~/content/site';
import { buildCrumbs } from './breadcrumbs';

type JsonLd = Record<string, unknown>;

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, for the canonical URL; defaults to the current location. */
  path?: string;
  /** Absolute or root-relative image for link previews. */
  image?: string;
  /** What the image shows, for link previews read aloud. */
  imageAlt?: string;
  type?: 'website' | 'article';
  /** Extra JSON-LD objects (Service, FAQPage, BlogPosting...). */
  jsonLd?: JsonLd[];
  noindex?: boolean;
  keywords?: string;
  /** Adds a BreadcrumbList for the path (off on the home page). */
  breadcrumbs?: boolean;
}

interface MetaContext {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

/** The site's public origin, provided by the root loader (PUBLIC_URL or the local address). */
export function originFrom(matches: MetaContext['matches']): string {
  const root = matches.find((m) => m?.id === 'root')?.data as { origin?: string } | undefined;
  return root?.origin ?? site.website;
}

export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: origin,
    logo: `${origin}/favicon.svg`,
    email: site.infoEmail,
    telephone: site.phone,
    foundingDate: String(site.foundedYear),
    address: site.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.street,
      addressLocality: office.city,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: office.country,
    })),
    sameAs: site.social.map((s) => s.href),
  };
}

export function breadcrumbJsonLd(origin: string, pathname: string, lastLabel?: string): JsonLd {
  const crumbs = buildCrumbs(pathname);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: index === crumbs.length - 1 && lastLabel ? lastLabel : crumb.label,
      item: `${origin}${crumb.to === '/' ? '' : crumb.to}`,
    })),
  };
}

/**
 * Every page's head: title, description, canonical URL, Open Graph and Twitter cards, and JSON-LD
 * (Organization on every page, a BreadcrumbList below the home page, plus the page's own).
 */
export function seo(context: MetaContext, page: PageSeo): MetaDescriptor[] {
  const origin = originFrom(context.matches);
  const path = page.path ?? context.location.pathname;
  const url = `${origin}${path === '/' ? '/' : path.replace(/\/+$/, '')}`;
  const title = page.title === site.name ? page.title : `${page.title} | ${site.name}`;
  const image = page.image
    ? page.image.startsWith('http')
      ? page.image
      : `${origin}${page.image}`
    : `${origin}/images/og-card.png`;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    ...(page.image && page.imageAlt ? [{ property: 'og:image:alt', content: page.imageAlt }] : []),
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    ...(page.image && page.imageAlt ? [{ name: 'twitter:image:alt', content: page.imageAlt }] : []),
    { 'script:ld+json': organizationJsonLd(origin) },
  ];
  if (page.keywords) descriptors.push({ name: 'keywords', content: page.keywords });
  if (page.noindex) descriptors.push({ name: 'robots', content: 'noindex' });
  if (page.breadcrumbs ?? path !== '/')
    descriptors.push({ 'script:ld+json': breadcrumbJsonLd(origin, path, page.title) });
  for (const item of page.jsonLd ?? []) descriptors.push({ 'script:ld+json': item });
  return descriptors;
}
