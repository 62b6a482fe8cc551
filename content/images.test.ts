import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const imagesDir = join(import.meta.dirname, '..', 'public', 'images');

function svgFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return svgFiles(path);
    return name.endsWith('.svg') ? [path] : [];
  });
}

const files = svgFiles(imagesDir).map((path) => ({
  name: relative(imagesDir, path),
  source: readFileSync(path, 'utf8'),
}));

describe('the illustrations under public/images', () => {
  it('are found', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  // An <img> SVG cannot use the page's web fonts, so live text would render in whatever font the
  // device has. `npm run art:outline` turns text into Inter outlines.
  it.each(files)('$name has no live text (run npm run art:outline)', ({ source }) => {
    expect(source).not.toMatch(/<text[\s>]/);
    expect(source).not.toMatch(/<tspan[\s>]/);
  });

  it.each(files)('$name refers only to ids it defines', ({ source }) => {
    const ids = new Set([...source.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    const references = [...source.matchAll(/(?:href="#|url\(#)([^")]+)/g)].map((match) => match[1]);
    expect(references.filter((id) => !ids.has(id))).toEqual([]);
  });
});
