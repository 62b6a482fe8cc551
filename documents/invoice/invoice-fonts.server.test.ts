import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { invoiceFontNames, woffToTrueType } from './invoice-fonts.server';

const files = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')),
  'files',
);

describe('invoice fonts', () => {
  it('names the 20 Inter fonts the PDF embeds, each installed', () => {
    const names = invoiceFontNames();
    expect(names).toHaveLength(20);
    expect(names[0]).toBe('inter-latin-400-normal');
    for (const name of names) expect(fs.existsSync(path.join(files, `${name}.woff`))).toBe(true);
  });

  it('unpacks WOFF to a TrueType font with the same tables', () => {
    const woff = fs.readFileSync(path.join(files, 'inter-latin-700-normal.woff'));
    const ttf = woffToTrueType(woff);
    const tables = woff.readUInt16BE(12);
    expect(ttf.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(ttf.readUInt16BE(4)).toBe(tables);
    expect(ttf.length).toBeGreaterThanOrEqual(woff.readUInt32BE(16) - 3 * tables);
    expect(() => woffToTrueType(ttf)).toThrow(/not a WOFF/);
  });
});
