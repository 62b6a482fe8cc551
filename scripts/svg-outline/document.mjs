/**
 * A whole SVG document with its text turned into outlines.
 */
import { startFile, usedGlyphs } from './glyphs.mjs';
import { INHERITED, parseAttrs, TAG } from './markup.mjs';
import { outlineText } from './text.mjs';

/** Returns the SVG source with every <text> replaced by outlines. */
export function outlineSvg(source) {
  startFile();
  const stack = [];
  let out = '';
  let last = 0;
  TAG.lastIndex = 0;
  let match;
  while ((match = TAG.exec(source))) {
    const [whole, closing, name, attrSource, selfClosing] = match;
    if (name === 'text' && !closing) {
      const end = source.indexOf('</text>', TAG.lastIndex);
      if (end < 0) throw new Error('Unclosed <text>');
      const inherited = { ...INHERITED };
      for (const frame of stack)
        for (const key of Object.keys(INHERITED))
          if (frame.attrs.has(key)) inherited[key] = frame.attrs.get(key);
      out += source.slice(last, match.index);
      out += selfClosing
        ? ''
        : outlineText(parseAttrs(attrSource), source.slice(TAG.lastIndex, end), inherited);
      last = selfClosing ? TAG.lastIndex : end + '</text>'.length;
      TAG.lastIndex = last;
      continue;
    }
    if (closing) stack.pop();
    else if (!selfClosing) stack.push({ name, attrs: parseAttrs(attrSource) });
    void whole;
  }
  out += source.slice(last);
  const glyphs = usedGlyphs();
  if (glyphs.length) {
    const defs = glyphs.map(({ id, d }) => `<path id="${id}" d="${d}"/>`);
    out = out.replace(/<\/svg>\s*$/, `<defs>${defs.join('')}</defs></svg>\n`);
  }
  // With no text left, font properties on groups and the root say nothing.
  return out.replace(
    /<(svg|g)\b([^>]*)>/g,
    (tag, name, attrs) =>
      `<${name}${attrs.replace(/\s(?:font-family|font-size|font-weight|text-anchor|letter-spacing)=("[^"]*"|'[^']*')/g, '')}>`,
  );
}
