import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIRST_INVOICE_NUMBER,
  formatAgreementNumber,
  formatInvoiceNumber,
  formatOrderNumber,
  INVOICE_NUMBER_EXAMPLE,
  INVOICE_NUMBER_PLACEHOLDER,
  INVOICE_PREFIX,
  isOrderNumber,
  MAX_INVOICE_NUMBER,
  ORDER_NUMBER_EXAMPLE,
  parseAgreementNumber,
  parseInvoiceNumber,
  parseOrderNumber,
} from './document-numbers';

describe('order numbers', () => {
  it('print the year and a six-digit count, zero-padded', () => {
    expect(formatOrderNumber(2026, 123)).toBe('ECS-ORD-2026-000123');
    expect(formatOrderNumber(2027, 1)).toBe('ECS-ORD-2027-000001');
    expect(formatOrderNumber(2026, 999_999)).toBe('ECS-ORD-2026-999999');
    expect(formatOrderNumber(2026, 1_234_567)).toBe('ECS-ORD-2026-1234567');
    expect(ORDER_NUMBER_EXAMPLE).toBe('ECS-ORD-2026-000123');
  });

  it.each([
    [2026, 1],
    [2026, 123],
    [2031, 999_999],
    [2026, 1_000_000],
  ])('read %i, %i back from what they print', (year, sequence) => {
    const printed = formatOrderNumber(year, sequence);
    expect(parseOrderNumber(printed)).toEqual({ year, sequence });
    expect(isOrderNumber(printed)).toBe(true);
  });

  it.each([
    '',
    'ECS-ORD-2026-123',
    'ECS-ORD-2026-0000123',
    'ECS-ORD-26-000123',
    'ecs-ord-2026-000123',
    ' ECS-ORD-2026-000123',
    'ECS-ORD-2026-000123 ',
    'ECS-ORD-2026-000123.pdf',
    'ECS-AGR-2026-000123',
    'ECS-1045',
    'ECS-ORD-2026-00012a',
  ])('refuse %j', (text) => {
    expect(parseOrderNumber(text)).toBeUndefined();
    expect(isOrderNumber(text)).toBe(false);
  });
});

describe('agreement numbers', () => {
  it('print the year and a six-digit count, zero-padded', () => {
    expect(formatAgreementNumber(2026, 123)).toBe('ECS-AGR-2026-000123');
    expect(formatAgreementNumber(2026, 7)).toBe('ECS-AGR-2026-000007');
  });

  it('read back what they print', () => {
    for (const [year, sequence] of [
      [2026, 1],
      [2026, 42_000],
      [2030, 2_000_000],
    ] as const)
      expect(parseAgreementNumber(formatAgreementNumber(year, sequence))).toEqual({
        year,
        sequence,
      });
  });

  it.each(['ECS-ORD-2026-000123', 'ECS-AGR-2026-12345', 'AGR-2026-000123', 'ECS-AGR-2026-000123x'])(
    'refuse %j',
    (text) => {
      expect(parseAgreementNumber(text)).toBeUndefined();
    },
  );
});

describe('invoice numbers', () => {
  it('print the prefix and the number, without padding', () => {
    expect(INVOICE_PREFIX).toBe('ECS-');
    expect(formatInvoiceNumber(FIRST_INVOICE_NUMBER)).toBe('ECS-1001');
    expect(formatInvoiceNumber(1045)).toBe('ECS-1045');
    expect(formatInvoiceNumber('42')).toBe('ECS-42');
    expect(formatInvoiceNumber(' 0042 ')).toBe('ECS-42');
    expect(formatInvoiceNumber(MAX_INVOICE_NUMBER)).toBe('ECS-99999999');
    expect(INVOICE_NUMBER_EXAMPLE).toBe('ECS-1045');
  });

  it('print the placeholder until there is a positive whole number', () => {
    expect(INVOICE_NUMBER_PLACEHOLDER).toBe('ECS-0000');
    for (const value of ['', undefined, null, 0, '0', '-3', '12a', '1.5'])
      expect(formatInvoiceNumber(value)).toBe('ECS-0000');
  });

  it.each([1, 42, FIRST_INVOICE_NUMBER, 1045, MAX_INVOICE_NUMBER])(
    'read %i back from what they print',
    (number) => {
      expect(parseInvoiceNumber(formatInvoiceNumber(number))).toBe(number);
    },
  );

  it('read the number a typed search names, whatever its case and prefix', () => {
    expect(parseInvoiceNumber('ECS-1045')).toBe(1045);
    expect(parseInvoiceNumber('ecs-1045')).toBe(1045);
    expect(parseInvoiceNumber('ecs 1045')).toBe(1045);
    expect(parseInvoiceNumber('ECS1045')).toBe(1045);
    expect(parseInvoiceNumber('1045')).toBe(1045);
    expect(parseInvoiceNumber('  ECS-1045  ')).toBe(1045);
  });

  it.each([
    '',
    'ECS-',
    'Northwind',
    'ECS--1045',
    'ECS-ORD-2026-000123',
    'INV-1045',
    '1045 Northwind',
    '123456789',
    'ECS-10.45',
  ])('find no number in %j', (text) => {
    expect(parseInvoiceNumber(text)).toBeUndefined();
  });
});

/**
 * Numbers are spelt by this module alone: this scan of the source (tests aside, and the migrations,
 * which are history) fails on an `ECS-` written in code anywhere else, naming each place. Comments
 * may show an example.
 */
const REPO = path.resolve(import.meta.dirname, '..');
const ROOTS = ['app', 'domain', 'server', 'content'];
const NUMBERS_MODULE = path.join('domain', 'document-numbers.ts');
const MIGRATIONS = path.join('server', 'db', 'migrations') + path.sep;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The lines of `source` that spell a document number's prefix in code, as 'file:line'. */
function spelledNumbers(file: string, source: string): string[] {
  return source.split('\n').flatMap((line, index) => {
    const code = line.trim();
    const comment = code.startsWith('//') || code.startsWith('*') || code.startsWith('/*');
    return !comment && /ECS-/.test(code.replace(/\s\/\/\s.*$/, '')) ? [`${file}:${index + 1}`] : [];
  });
}

describe('document number literals', () => {
  it('finds a number spelt in code, not one shown in a comment', () => {
    for (const sample of [
      "const number = 'ECS-1045';",
      'return `ECS-ORD-${year}-${count}`;',
      '<input placeholder="ECS-1045, Northwind" />',
      "sql`'ECS-' || cast(number as text)`",
    ])
      expect(spelledNumbers('x.tsx', sample)).toEqual(['x.tsx:1']);
    for (const sample of [
      "/** 'ECS-1045': as printed. */",
      ' * `agreement-ECS-AGR-2026-000123.pdf`',
      '// ECS-ORD-2026-000123',
      'const number = formatInvoiceNumber(1045); // ECS-1045',
    ])
      expect(spelledNumbers('x.ts', sample)).toEqual([]);
  });

  it('spells them only in domain/document-numbers.ts', () => {
    const files = ROOTS.flatMap((root) => sourceFiles(path.join(REPO, root)));
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .map((file) => path.relative(REPO, file))
      .filter((file) => file !== NUMBERS_MODULE && !file.startsWith(MIGRATIONS))
      .flatMap((file) => spelledNumbers(file, fs.readFileSync(path.join(REPO, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
