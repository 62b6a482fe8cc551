/** Client logos for the 'Clients Who Trust Us.' slider. */
export const clientIds = [
  'northwind-logistics',
  'harbor-health',
  'brightpath-academy',
  'summit-realty',
  'lumen-energy',
  'cedar-and-co',
  'atlas-freight',
  'bluefin-foods',
] as const;
export type ClientId = (typeof clientIds)[number];

export interface ClientLogo {
  id: ClientId;
  name: string;
  logo: string;
}

export const clients: ClientLogo[] = [
  {
    id: 'northwind-logistics',
    name: 'Northwind Logistics',
    logo: '/images/clients/northwind-logistics.svg',
  },
  { id: 'harbor-health', name: 'Harbor Health', logo: '/images/clients/harbor-health.svg' },
  {
    id: 'brightpath-academy',
    name: 'BrightPath Academy',
    logo: '/images/clients/brightpath-academy.svg',
  },
  { id: 'summit-realty', name: 'Summit Realty', logo: '/images/clients/summit-realty.svg' },
  { id: 'lumen-energy', name: 'Lumen Energy', logo: '/images/clients/lumen-energy.svg' },
  { id: 'cedar-and-co', name: 'Cedar & Co', logo: '/images/clients/cedar-and-co.svg' },
  { id: 'atlas-freight', name: 'Atlas Freight', logo: '/images/clients/atlas-freight.svg' },
  { id: 'bluefin-foods', name: 'Bluefin Foods', logo: '/images/clients/bluefin-foods.svg' },
];
