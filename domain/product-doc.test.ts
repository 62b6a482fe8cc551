import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code cites the product documentation as `docs/product.md#<anchor>`. These tests keep those
 * citations honest: every cited anchor exists, and the document's anchors are unique.
 */

const root = join(import.meta.dirname, '..');
const SOURCE_FOLDERS = ['app', 'server', 'domain', 'content', 'scripts', 'tests'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'build']);
const SOURCE_FILE = /\.(?:ts|tsx|mjs)$/;
const ANCHOR = /<a id="([^"]+)"><\/a>/g;
const CITATION = /docs\/product\.md#([A-Za-z0-9_-]+)/g;

function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (entry.isFile() && SOURCE_FILE.test(entry.name)) files.push(path);
  }
  return files;
}

const anchors = [...readFileSync(join(root, 'docs/product.md'), 'utf8').matchAll(ANCHOR)].map(
  (match) => match[1]!,
);

const citations = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder))).flatMap(
  (file) =>
    [...readFileSync(file, 'utf8').matchAll(CITATION)].map((match) => ({
      file: relative(root, file),
      anchor: match[1]!,
    })),
);

describe('docs/product.md', () => {
  it('has explicit anchors, each used once', () => {
    expect(anchors.length).toBeGreaterThan(20);
    const repeated = anchors.filter((anchor, index) => anchors.indexOf(anchor) !== index);
    expect(repeated).toEqual([]);
  });

  it('uses short, lowercase, hyphenated anchor ids', () => {
    expect(anchors.filter((anchor) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(anchor))).toEqual([]);
  });

  it('is cited from the code at least 20 times', () => {
    expect(citations.length).toBeGreaterThanOrEqual(20);
  });

  it('has every anchor the code cites', () => {
    const known = new Set(anchors);
    const missing = citations
      .filter((citation) => !known.has(citation.anchor))
      .map((citation) => `${citation.file}: #${citation.anchor}`);
    expect(missing).toEqual([]);
  });
});
