import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A migration must do the same thing on every database, the day it is written and years later, so
 * it carries what it needs as it was then (inline, or in a helper of this folder) instead of
 * importing application code that goes on changing. Allowed besides this folder: Kysely, Node's
 * own modules and `entities`, whose table is the HTML standard's list of named character
 * references (a list the standard says will never change).
 */
const PACKAGES = new Set(['kysely', 'entities']);
const folder = import.meta.dirname;

function allowed(specifier: string): boolean {
  if (specifier.startsWith('./')) return !specifier.slice(2).includes('/');
  if (specifier.startsWith('node:')) return builtinModules.includes(specifier.slice(5));
  return PACKAGES.has(specifier) || builtinModules.includes(specifier);
}

const files = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .sort();

describe('migrations are frozen', () => {
  it('finds the migrations', () => {
    expect(files).toContain('001-users-and-sessions.ts');
    expect(files).toContain('index.ts');
  });

  it.each(files)('%s imports nothing of the live application', (name) => {
    const source = fs.readFileSync(path.join(folder, name), 'utf8');
    const imports = ts
      .preProcessFile(source, true, true)
      .importedFiles.map((file) => file.fileName);
    expect(imports.filter((specifier) => !allowed(specifier))).toEqual([]);
  });

  it('tells a live import from a frozen one', () => {
    expect(allowed('~/domain/blog-slug')).toBe(false);
    expect(allowed('../seed')).toBe(false);
    expect(allowed('./dialect')).toBe(true);
    expect(allowed('node:crypto')).toBe(true);
    expect(allowed('kysely')).toBe(true);
    expect(allowed('zod')).toBe(false);
  });
});
