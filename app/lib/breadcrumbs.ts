export interface Crumb {
  label: string;
  to: string;
}

const DETAILS_SEGMENT = /^(?:[0-9a-fA-F]{24}|\d+)$/;

/**
 * A crumb label is the segment with its first letter capitalised and hyphens turned into spaces;
 * a last segment that is a 24-character hex id or all digits reads "Details"
 * (docs/product.md#breadcrumbs).
 */
export function crumbLabel(segment: string, isLast: boolean): string {
  const decoded = safeDecode(segment);
  if (isLast && DETAILS_SEGMENT.test(decoded)) return 'Details';
  const spaced = decoded.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Home first, then one crumb per path segment, each linking to the path up to it. */
export function buildCrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return [
    { label: 'Home', to: '/' },
    ...segments.map((segment, index) => ({
      label: crumbLabel(segment, index === segments.length - 1),
      to: `/${segments.slice(0, index + 1).join('/')}`,
    })),
  ];
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
