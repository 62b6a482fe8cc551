import { plans } from '~/content/plans';
import { services } from '~/content/services';
import { buildInvoiceCatalogue, type InvoiceCatalogue } from '~/domain/invoice-catalogue';

/** The agency's catalogue, plus the rows staff can add that it does not have. */
export const catalogue: InvoiceCatalogue = [
  ...buildInvoiceCatalogue(services, plans),
  // A service staff added in the dashboard: no plans, its own price.
  { slug: 'brand-strategy', title: 'Brand Strategy', priceCents: 120000, plans: [] },
  // A service with plans but no Basic Plan.
  {
    slug: 'retainer',
    title: 'Support Retainer',
    priceCents: 30000,
    plans: [{ title: 'Premium Plan', priceCents: 90000 }],
  },
];

/** A builder form that passes validation. */
export const valid = {
  invoiceNumber: '',
  issuedDate: '2026-11-20',
  dueDate: '',
  representativeName: 'Marcus Hale',
  representativeEmail: 'marcus@ecsdigital.com',
  representativePhone: '+1 (832) 555-0148',
  clientName: 'Dana Whitfield',
  clientCompany: 'Northwind Logistics',
  address: '400 Commerce St, Houston, TX',
  clientEmail: 'dana@northwind.example',
  services: [{ service: 'software-solutions', plan: 'Standard Plan', price: 1, discount: '10' }],
};
