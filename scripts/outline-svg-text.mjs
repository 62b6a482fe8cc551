#!/usr/bin/env node
/**
 * Replaces every <text> (and its <tspan>s) in the SVG illustrations with <path> outlines set in
 * Inter, so an illustration looks the same on every device whether or not the font is installed
 * (an <img> SVG cannot use the page's web fonts). Run it after adding or editing an illustration:
 *
 *   npm run art:outline            # every SVG under public/images
 *   npm run art:outline -- a.svg   # only the files given
 *
 * Honoured: x, y, dx, dy, font-size, font-weight (the nearest Inter weight file), text-anchor,
 * letter-spacing, textLength with lengthAdjust, and the same properties inherited from ancestor
 * elements. Presentation attributes of the text itself (fill, opacity, transform…) move to the path.
 * Coordinates are rounded to one decimal place to keep the files small.
 *
 * The reading, layout and writing live in scripts/svg-outline/; this file finds the SVGs and
 * rewrites them.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outlineSvg } from './svg-outline/document.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function svgFiles(path) {
  if (statSync(path).isDirectory())
    return readdirSync(path)
      .sort()
      .flatMap((name) => svgFiles(join(path, name)));
  return path.endsWith('.svg') ? [path] : [];
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const targets = process.argv.slice(2);
  const files = (targets.length ? targets : [join(root, 'public/images')]).flatMap(svgFiles);
  let before = 0;
  let after = 0;
  let changed = 0;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    if (!/<text\b/.test(source)) continue;
    const result = outlineSvg(source);
    writeFileSync(file, result);
    before += Buffer.byteLength(source);
    after += Buffer.byteLength(result);
    changed += 1;
    console.log(
      `${relative(root, file)}: ${Buffer.byteLength(source)} -> ${Buffer.byteLength(result)} bytes`,
    );
  }
  console.log(`${changed} file(s) outlined: ${before} -> ${after} bytes`);
}
