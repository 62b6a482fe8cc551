import {
  siCss,
  siExpress,
  siHtml5,
  siJavascript,
  siJsonwebtokens,
  siMongodb,
  siNextdotjs,
  siNodedotjs,
  siReact,
  siSass,
  siTypescript,
  type SimpleIcon,
} from 'simple-icons';
import type { TechnologyIconKey } from '~/content/technologies';
import type { Route } from './+types/technology-logo';

const logos: Record<TechnologyIconKey, SimpleIcon> = {
  siCss,
  siExpress,
  siHtml5,
  siJavascript,
  siJsonwebtokens,
  siMongodb,
  siNextdotjs,
  siNodedotjs,
  siReact,
  siSass,
  siTypescript,
};

const isLogo = (key: string): key is TechnologyIconKey => Object.hasOwn(logos, key);

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
  const logo = logos[key];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#${logo.hex}"><path d="${logo.path}"/></svg>`;
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}
