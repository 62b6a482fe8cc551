import { randomBytes } from 'node:crypto';
import type { BlogInput } from '~/domain/blog';
import { invoiceInput, type InvoiceInput } from '~/domain/builders';

/** Test data with values that are unique per call, so tests never collide on one server. */

let sequence = 0;
/** A short token that no other call in this process returns. */
export function unique(prefix = 'x'): string {
  sequence += 1;
  return `${prefix}${sequence}${randomBytes(3).toString('hex')}`;
}

export interface StaffInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  isAdmin?: boolean;
}

/** Input for POST /api/users: a staff account (not an admin unless overridden). */
export function staffInput(overrides: Partial<StaffInput> = {}): StaffInput {
  const id = unique('staff');
  return {
    email: `${id}@test.ecs`,
    firstName: `Grace${id.slice(-4)}`,
    lastName: 'Hopper',
    password: `pw-${randomBytes(6).toString('hex')}`,
    ...overrides,
  };
}

/** Input for POST /api/blogs with every Blog field filled in. */
export function blogInput(overrides: Partial<BlogInput> = {}): BlogInput {
  const id = unique('blog');
  return {
    title: `Shipping faster with TypeScript ${id}`,
    shortDescription: `How a small team ships weekly (${id}).`,
    longDescription: `<h2>Why it matters</h2><p>Release notes for ${id}.</p><ul><li data-list="bullet">One</li></ul>`,
    metaTitle: `Meta ${id}`,
    metaKeyword: 'typescript, delivery',
    metaDescription: `Meta description ${id}`,
    slug: '',
    imageUrl: `/uploads/${id}-cover.webp`,
    imageAlt: `Cover of ${id}`,
    thumbImageUrl: `/uploads/${id}.webp`,
    thumbAlt: '',
    publishAt: '',
    category: 'Engineering',
    tag: ['typescript', `t-${id}`],
    isActive: true,
    schema: JSON.stringify({ '@context': 'https://schema.org', '@type': 'BlogPosting', name: id }),
    ...overrides,
  };
}

export interface ServiceInput {
  title: string;
  description: string;
  longDescription: string;
  bgImageUrl: string;
  thumbnailImageUrl: string;
}

/** Input for POST /api/services: a service with a title no other call returns, and its pictures. */
export function serviceInput(overrides: Partial<ServiceInput> = {}): ServiceInput {
  return {
    title: `Brand Strategy ${unique('s')}`,
    description: 'Positioning, messaging and a visual identity for B2B companies.',
    longDescription: '<p>Workshops and research.</p>',
    bgImageUrl: '/images/services/software-solutions.svg',
    thumbnailImageUrl: '/images/services/software-solutions-detail-1.svg',
    ...overrides,
  };
}

/**
 * Input for POST /invoice (domain/builders.ts), issued today, with a client company and email no
 * other call returns, so a test finds its own invoice and its own emails.
 */
export function uniqueInvoiceInput(overrides: Partial<InvoiceInput> = {}): InvoiceInput {
  const id = unique('inv');
  return invoiceInput({
    issuedDate: new Date().toISOString().slice(0, 10),
    clientCompany: `Northwind ${id}`,
    clientEmail: `dana.${id}@northwind.example`,
    ...overrides,
  });
}
