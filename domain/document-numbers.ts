/**
 * Every number the agency prints on a document (docs/decisions/051-numbering.md): an order
 * `ECS-ORD-2026-000123` and an agreement `ECS-AGR-2026-000123`, each counted per year, and an
 * invoice `ECS-1045`. How each is written, read back and shown before it exists is here and
 * nowhere else; other code formats, parses and matches numbers through these functions, and a
 * query that prints an invoice number builds it from `INVOICE_PREFIX`.
 */

/** The mark every number starts with. */
const BRAND = 'ECS';

/** A year's count is printed with six digits, zero-padded. */
const COUNT_DIGITS = 6;

/** An order's or agreement's number read back: the year it was taken in and its count that year. */
export interface YearlyNumber {
  year: number;
  sequence: number;
}

/**
 * The number of a kind counted per year, `ECS-{code}-{year}-{count}`. The count has six digits,
 * zero-padded, and more only once a year passes 999,999, so every number reads back to the one
 * year and count it was made from.
 */
function yearlyNumbers(code: string) {
  const prefix = `${BRAND}-${code}-`;
  const pattern = new RegExp(
    `^${prefix}(\\d{4})-(\\d{${COUNT_DIGITS}}|[1-9]\\d{${COUNT_DIGITS},})$`,
  );
  return {
    format: (year: number, sequence: number) =>
      `${prefix}${year}-${String(sequence).padStart(COUNT_DIGITS, '0')}`,
    parse: (text: string): YearlyNumber | undefined => {
      const match = pattern.exec(text);
      return match ? { year: Number(match[1]), sequence: Number(match[2]) } : undefined;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Orders (docs/product.md#checkout)

const orders = yearlyNumbers('ORD');

/** 'ECS-ORD-2026-000123': the order number of the year's 123rd order. */
export const formatOrderNumber = orders.format;

/** An order number's year and count, or undefined for text of any other form. */
export const parseOrderNumber = orders.parse;

export const isOrderNumber = (text: string): boolean => parseOrderNumber(text) !== undefined;

/** An order number as documentation and examples show one. */
export const ORDER_NUMBER_EXAMPLE = formatOrderNumber(2026, 123);

// ---------------------------------------------------------------------------------------------
// Agreements (docs/product.md#agreement)

const agreements = yearlyNumbers('AGR');

/** 'ECS-AGR-2026-000123': the reference of the year's 123rd signed agreement. */
export const formatAgreementNumber = agreements.format;

/** An agreement reference's year and count, or undefined for text of any other form. */
export const parseAgreementNumber = agreements.parse;

// ---------------------------------------------------------------------------------------------
// Invoices (docs/product.md#invoice-builder)

/** What an invoice's number is printed after: 'ECS-'. */
export const INVOICE_PREFIX = `${BRAND}-`;

/** Numbers the server assigns start after this one, so every invoice number has four digits. */
export const FIRST_INVOICE_NUMBER = 1001;

/** The largest invoice number, typed or assigned: eight digits. */
export const MAX_INVOICE_NUMBER = 99_999_999;

/** What a preview shows before a number is typed or assigned. */
export const INVOICE_NUMBER_PLACEHOLDER = `${INVOICE_PREFIX}0000`;

/**
 * 'ECS-1045': an invoice's number as printed, without padding; anything but a positive whole
 * number (nothing typed yet, a stray character) prints as the placeholder.
 */
export function formatInvoiceNumber(number: number | string | undefined | null): string {
  const text = number === undefined || number === null ? '' : String(number).trim();
  return /^\d+$/.test(text) && Number(text) > 0
    ? `${INVOICE_PREFIX}${Number(text)}`
    : INVOICE_NUMBER_PLACEHOLDER;
}

const invoiceNumberPattern = new RegExp(
  `^(?:${BRAND}[-\\s]?)?(\\d{1,${String(MAX_INVOICE_NUMBER).length}})$`,
  'i',
);

/**
 * The number an invoice number names as printed or as typed into a search, whatever the case and
 * with or without the prefix ('ECS-1045', 'ecs 1045', 'ECS1045', '1045'), or undefined when the
 * text names none.
 */
export function parseInvoiceNumber(text: string): number | undefined {
  const match = invoiceNumberPattern.exec(text.trim());
  return match ? Number(match[1]) : undefined;
}

/** An invoice number as search hints and documentation show one. */
export const INVOICE_NUMBER_EXAMPLE = formatInvoiceNumber(1045);
