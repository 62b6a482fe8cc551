// `npm run icons`: draws app/components/ui/icons.svg, the sprite of every icon listed in
// app/components/ui/sprite-glyphs.ts, from the lucide icons those names stand for.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { spriteGlyphs } from '../app/components/ui/sprite-glyphs';

export const spriteFile = fileURLToPath(new URL('../app/components/ui/icons.svg', import.meta.url));

/** The sprite's text: one `<symbol id="name">` per icon, holding the icon's shapes. */
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

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  fs.writeFileSync(spriteFile, renderIconSprite());
  console.log(`wrote ${spriteFile}`);
}
