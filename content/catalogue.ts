/** The slugs the public site serves; each content area fills in the full records. */
export const serviceSlugs = [
  'social-media-marketing',
  'software-solutions',
  'seo-analysis',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export const serviceTitles: Record<ServiceSlug, string> = {
  'social-media-marketing': 'Social Media Marketing',
  'software-solutions': 'Custom Software Solutions',
  'seo-analysis': 'SEO Analysis',
};

export const resourceSlugs = [
  'frontend-developer',
  'web-graphics-designer',
  'dotnet-developers',
  'seo-expert',
  'content-writer',
] as const;
export type ResourceSlug = (typeof resourceSlugs)[number];

export const resourceTitles: Record<ResourceSlug, string> = {
  'frontend-developer': 'Frontend Developer',
  'web-graphics-designer': 'Web & Graphics Designer',
  'dotnet-developers': '.NET Developers',
  'seo-expert': 'SEO Expert',
  'content-writer': 'Content Writer',
};

export const projectSlugs = [
  'car-shipping-website',
  'patient-booking-portal',
  'freight-dispatch-dashboard',
  'real-estate-local-seo',
  'wholesale-social-media',
  'solar-lead-generation',
] as const;
