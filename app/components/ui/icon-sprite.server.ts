import { fileURLToPath } from 'node:url';
import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { spriteGlyphs } from './sprite-glyphs';

/** The sprite file the site serves (imported by ./sprite.tsx, fingerprinted by the build). */
export const spriteFile = fileURLToPath(new URL('./icons.svg', import.meta.url));

/** The sprite's text: one `<symbol id="name">` per listed icon, holding that lucide icon's shapes. */
export function renderIconSprite() {
  const symbols = Object.entries(spriteGlyphs).map(([name, exportName]) => {
    const Glyph = (lucide as unknown as Record<string, ComponentType>)[exportName];
    if (!Glyph) throw new Error(`lucide-react has no icon named ${exportName}`);
    const markup = renderToStaticMarkup(createElement(Glyph));
    const shapes = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
