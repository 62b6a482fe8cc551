import * as simpleIcons from 'simple-icons';
import { technologyTabs, type TechnologyIconKey } from '~/content/technologies';
import type { Route } from './+types/technology-logo';

/** The logos of the technologies the tabs show; any other icon of the package is not served. */
const shown = new Set<string>(technologyTabs.flatMap((tab) => tab.items.map((item) => item.icon)));

const isLogo = (key: string): key is TechnologyIconKey => shown.has(key);

/**
 * `/logos/siReact.svg` and so on: a technology's logo in its brand colour, as an SVG file, so the
 * technology tabs show it with a lazy `<img>` instead of carrying its path data in the HTML and
 * the JavaScript (the logos are the heaviest drawings of the home page). Served from the page cache
 * and kept by browsers for a day.
 */
export function loader({ params }: Route.LoaderArgs) {
  const key = params.file.replace(/\.svg$/, '');
  if (!params.file.endsWith('.svg') || !isLogo(key)) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  }
  const logo = simpleIcons[key];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#${logo.hex}"><path d="${logo.path}"/></svg>`;
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}
