export interface Crumb {
  label: string;
  to: string;
}

const DETAILS_SEGMENT = /^(?:[0-9a-fA-F]{24}|\d+)$/;

/**
 * A crumb label is the segment in words, each capitalised ('dedicatedResources' and
 * 'dedicated-resources' read 'Dedicated Resources'); a last segment that is a 24-character hex id
 * or all digits reads "Details" (docs/product.md#breadcrumbs).
 */
export function crumbLabel(segment: string, isLast: boolean): string {
  const decoded = safeDecode(segment);
  if (isLast && DETAILS_SEGMENT.test(decoded)) return 'Details';
  return decoded
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Home first, then one crumb per path segment, each linking to the path up to it. The last crumb
 * is the page's own title when the page gives it (`Terms & Conditions`, a post's title).
 */
export function buildCrumbs(pathname: string, current?: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return [
    { label: 'Home', to: '/' },
    ...segments.map((segment, index) => {
      const last = index === segments.length - 1;
      return {
        label: last && current ? current : crumbLabel(segment, last),
        to: `/${segments.slice(0, index + 1).join('/')}`,
      };
    }),
  ];
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
