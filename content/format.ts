import { site } from './site';

/** 'A', 'A and B', 'A, B and C'. */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The office cities from the brand file, e.g. 'Spring, London and Lahore'. */
export const officeCityList = joinWithAnd(site.offices.map((office) => office.city));
