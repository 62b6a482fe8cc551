import { z } from './zod';
import { emailField, optionalText, phoneField } from './fields';

/**
 * The invoice builder (SPEC sections 3, 4, 5 and 9; PRODUCT.md 9): the form schema shared by the
 * page and the action, the service-row rules and the invoice arithmetic. Money is integer cents;
 * SPEC rounds prices and discounts to whole dollars, so every amount here is a multiple of 100.
 */

export const INVOICE_PREFIX = 'ECS-';
/** What the preview shows before a number is typed or assigned. */
export const INVOICE_NUMBER_FALLBACK = '0000';
export const DEFAULT_PLAN = 'Basic Plan';
/** PRODUCT.md 9: an empty due date means the issued date plus seven days. */
export const DEFAULT_DUE_DAYS = 7;
/** Numbers the server assigns start after this one, so every invoice number has four digits. */
export const FIRST_INVOICE_NUMBER = 1001;
export const MAX_INVOICE_NUMBER = 99_999_999;
export const MAX_INVOICE_LINES = 20;

// ---------------------------------------------------------------------------------------------
// Catalogue

export interface CataloguePlan {
  title: string;
  priceCents: number;
}

export interface CatalogueService {
  slug: string;
  title: string;
  /** The service's own price, used when it has no plans. */
  priceCents: number;
  plans: CataloguePlan[];
}

/** The services an invoice may bill, with their plans; the server builds it from its own data. */
export type InvoiceCatalogue = CatalogueService[];

/** A catalogue price ('499', '$1,697', 499.5) as whole dollars in cents; anything else is 0. */
export function wholeDollarCents(price: string | number | undefined | null): number {
  const value =
    typeof price === 'number' ? price : Number(String(price ?? '').replace(/[$,\s]/g, ''));
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.round(value) * 100;
}

export function buildInvoiceCatalogue(
  services: { url: string; title: string; price: string }[],
  plans: { relatedService: string; title: string; price: string }[],
): InvoiceCatalogue {
  return services.map((service) => ({
    slug: service.url,
    title: service.title,
    priceCents: wholeDollarCents(service.price),
    plans: plans
      .filter((plan) => plan.relatedService === service.url)
      .map((plan) => ({ title: plan.title, priceCents: wholeDollarCents(plan.price) })),
  }));
}

export function findService(catalogue: InvoiceCatalogue, slug: string | undefined) {
  return slug ? catalogue.find((service) => service.slug === slug) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Service rows (SPEC 4, "Invoice service row")

export interface InvoiceRowChoice {
  service: string;
  plan: string;
  /** Cents, from the catalogue. */
  price: number;
}

/**
 * Choosing a service sets the plan to Basic Plan if the service has one, and the price to that
 * plan's price; otherwise the plan is empty and the price is the service's own price, or 0.
 */
export function selectService(catalogue: InvoiceCatalogue, slug: string): InvoiceRowChoice {
  const service = findService(catalogue, slug);
  if (!service) return { service: '', plan: '', price: 0 };
  const basic = service.plans.find((plan) => plan.title === DEFAULT_PLAN);
  if (basic) return { service: service.slug, plan: basic.title, price: basic.priceCents };
  return { service: service.slug, plan: '', price: service.priceCents };
}

/** Choosing another plan sets its price, or 0 when the service has no such plan. */
export function selectPlan(
  catalogue: InvoiceCatalogue,
  slug: string,
  plan: string,
): InvoiceRowChoice {
  const found = findService(catalogue, slug)?.plans.find((p) => p.title === plan);
  return { service: slug, plan, price: found ? found.priceCents : 0 };
}

/** The price the catalogue gives a row: the plan's when the service has plans, else its own. */
export function catalogueRowPrice(catalogue: InvoiceCatalogue, slug: string, plan: string): number {
  const service = findService(catalogue, slug);
  if (!service) return 0;
  if (service.plans.length === 0) return service.priceCents;
  return service.plans.find((p) => p.title === plan)?.priceCents ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Arithmetic (SPEC 9)

/** a / b rounded half up, in integers only (a >= 0, b > 0). */
export function roundedDivision(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** A discount percentage as hundredths of a percent, clamped to 0..100 %. */
export function discountBasisPoints(percent: number | string | undefined): number {
  const value = typeof percent === 'number' ? percent : Number(percent);
  if (!Number.isFinite(value)) return 0;
  return Math.min(10_000, Math.max(0, Math.round(value * 100)));
}

export interface LineAmounts {
  priceCents: number;
  discountCents: number;
  amountCents: number;
}

/**
 * One line: the price rounded to whole dollars, the discount a percentage of that rounded price
 * rounded to whole dollars, and the line subtotal the difference.
 */
export function lineAmounts(
  priceCents: number,
  discountPercent: number | string | undefined,
): LineAmounts {
  const dollars = roundedDivision(Math.max(0, Math.round(priceCents)), 100);
  const discountDollars = roundedDivision(dollars * discountBasisPoints(discountPercent), 10_000);
  return {
    priceCents: dollars * 100,
    discountCents: discountDollars * 100,
    amountCents: (dollars - discountDollars) * 100,
  };
}

export interface InvoiceTotals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/** Subtotal is the sum of rounded prices; total is subtotal minus the total discount. */
export function invoiceTotals(lines: LineAmounts[]): InvoiceTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

/**
 * '$1,697', '$12.50', '-$20'. Invoice amounts are whole dollars (SPEC 9), so cents are printed
 * only when there are some. Formatting happens only at the edge.
 */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = abs % 100;
  return `${sign}$${dollars}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Dates (ISO calendar dates, 'YYYY-MM-DD', computed in UTC so every machine agrees)

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The visitor's calendar date, from the browser's local clock. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The latest calendar date anywhere on Earth (UTC+14). The server cannot know the visitor's time
 * zone, so "not in the future" is judged against the first place where the date has begun.
 */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** PRODUCT.md 9: the form's due date, or the issued date + 7 days when empty. */
export function effectiveDueDate(issuedDate: string, dueDate: string | undefined): string {
  if (dueDate && isIsoDate(dueDate)) return dueDate;
  if (isIsoDate(issuedDate)) return addDays(issuedDate, DEFAULT_DUE_DAYS);
  return '';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 23, 2026'; an invalid or empty date prints as an empty string. */
export function formatInvoiceDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) return '';
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

export function formatInvoiceNumber(number: number | string | undefined | null): string {
  const text = number === undefined || number === null ? '' : String(number).trim();
  return `${INVOICE_PREFIX}${/^\d+$/.test(text) && Number(text) > 0 ? String(Number(text)) : INVOICE_NUMBER_FALLBACK}`;
}

// ---------------------------------------------------------------------------------------------
// The form schema (SPEC 5, "Invoice")

const emptyToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const toNumber = (value: unknown) => {
  const v = emptyToUndefined(value);
  if (v === undefined || typeof v === 'number') return v;
  return typeof v === 'string' ? Number(v.trim()) : v;
};

const discountField = z.preprocess(
  (value) => toNumber(value) ?? 0,
  z
    .number({ error: 'Discount must be a number' })
    .refine(Number.isFinite, 'Discount must be a number')
    .min(0, "Discount can't be less than 0%")
    .max(100, "Discount can't exceed 100%"),
);

const invoiceNumberField = z.preprocess(
  toNumber,
  z
    .number({ error: 'Invoice number must be a whole number' })
    .int('Invoice number must be a whole number')
    .min(1, 'Invoice number must be at least 1')
    .max(MAX_INVOICE_NUMBER, `Invoice number must be at most ${MAX_INVOICE_NUMBER}`)
    .optional(),
);

export interface InvoiceSchemaOptions {
  /** Today's date as 'YYYY-MM-DD'; an issued date after it is in the future. */
  today: string;
  catalogue: InvoiceCatalogue;
}

/**
 * The invoice form. The browser builds it with its local date and the catalogue the page loaded;
 * the server with the latest date on Earth and its own catalogue. Prices are not part of the
 * input: they always come from the catalogue.
 */
export function invoiceFormSchema({ today, catalogue }: InvoiceSchemaOptions) {
  const row = z
    .object({
      service: z.string().trim().max(120).optional().default(''),
      plan: z.string().trim().max(60).optional().default(''),
      discount: discountField,
    })
    .superRefine((value, ctx) => {
      const service = findService(catalogue, value.service);
      if (!service) {
        ctx.addIssue({ code: 'custom', path: ['service'], message: 'Select a service' });
        return;
      }
      if (service.plans.length > 0 && !service.plans.some((p) => p.title === value.plan)) {
        ctx.addIssue({ code: 'custom', path: ['plan'], message: 'Select any plan' });
      }
    })
    .transform((value) => {
      const service = findService(catalogue, value.service);
      // A service without plans bills no plan, whatever was sent.
      return { ...value, plan: service && service.plans.length > 0 ? value.plan : '' };
    });

  return z.object({
    invoiceNumber: invoiceNumberField,
    issuedDate: z
      .string({ error: 'Issued date is required' })
      .trim()
      .min(1, 'Issued date is required')
      .refine(isIsoDate, 'Enter a valid date')
      .refine((value) => value <= today, 'Issued date cannot be in the future'),
    dueDate: z
      .string()
      .trim()
      .optional()
      .default('')
      .refine((value) => value === '' || isIsoDate(value), 'Enter a valid date'),
    representativeName: optionalText(120, 'Representative name'),
    representativeEmail: emailField('Email is required', 'Enter a valid email address'),
    representativePhone: phoneField('Phone').optional().default(''),
    clientName: z
      .string({ error: 'Minimum 3 characters required' })
      .trim()
      .min(3, 'Minimum 3 characters required')
      .max(120, 'Client name must be at most 120 characters'),
    clientCompany: optionalText(160, 'Company'),
    address: optionalText(500, 'Address'),
    clientEmail: emailField('Email is required', 'Enter a valid email address'),
    services: z
      .array(row, { error: 'Add at least one service' })
      .min(1, 'Add at least one service')
      .max(MAX_INVOICE_LINES, `An invoice can have at most ${MAX_INVOICE_LINES} services`),
    /** Honeypot: people never see or fill it. */
    website: z.string().max(0).optional().default(''),
  });
}

export type InvoiceFormSchema = ReturnType<typeof invoiceFormSchema>;
export type InvoiceFormOutput = z.output<InvoiceFormSchema>;

/** What the form holds while a person types: every control's raw value. */
export interface InvoiceFormValues {
  invoiceNumber: string;
  issuedDate: string;
  dueDate: string;
  representativeName: string;
  representativeEmail: string;
  representativePhone: string;
  clientName: string;
  clientCompany: string;
  address: string;
  clientEmail: string;
  services: { service: string; plan: string; price: number; discount: string | number }[];
  website: string;
}

export const emptyInvoiceRow = (): InvoiceFormValues['services'][number] => ({
  service: '',
  plan: '',
  price: 0,
  discount: 0,
});

export const emptyInvoiceForm = (issuedDate = ''): InvoiceFormValues => ({
  invoiceNumber: '',
  issuedDate,
  dueDate: '',
  representativeName: '',
  representativeEmail: '',
  representativePhone: '',
  clientName: '',
  clientCompany: '',
  address: '',
  clientEmail: '',
  services: [emptyInvoiceRow()],
  website: '',
});

const TEXT_FIELDS = [
  'invoiceNumber',
  'issuedDate',
  'dueDate',
  'representativeName',
  'representativeEmail',
  'representativePhone',
  'clientName',
  'clientCompany',
  'address',
  'clientEmail',
] as const;

/**
 * What the visitor sent, as form values, so a page posted without JavaScript comes back filled in.
 * Only known text fields are echoed (never the honeypot); prices come from the catalogue.
 */
export function invoiceFormValuesFrom(
  input: Record<string, unknown>,
  catalogue: InvoiceCatalogue,
): InvoiceFormValues {
  const values = emptyInvoiceForm();
  const str = (value: unknown, max = 500) =>
    typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, max) : '';
  for (const key of TEXT_FIELDS) values[key] = str(input[key]);
  const rows = Array.isArray(input.services) ? input.services.slice(0, MAX_INVOICE_LINES) : [];
  const services = rows
    .filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === 'object')
    .map((row) => {
      const service = findService(catalogue, str(row.service, 120))?.slug ?? '';
      const plan = str(row.plan, 60);
      return {
        service,
        plan,
        price: service ? catalogueRowPrice(catalogue, service, plan) : 0,
        discount: str(row.discount, 20),
      };
    });
  values.services = services.length ? services : [emptyInvoiceRow()];
  return values;
}

/**
 * A form post (names like `services.0.plan`) as the object the schema reads, so the action takes
 * JSON and classic form posts alike. Row indexes beyond the line limit are ignored.
 */
export function invoiceInputFromFormData(form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = Object.create(null);
  const rows: Record<string, string>[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    const match = /^services\.(\d{1,2})\.(service|plan|price|discount)$/.exec(name);
    if (match) {
      const index = Number(match[1]);
      if (index >= MAX_INVOICE_LINES) continue;
      rows[index] ??= {};
      rows[index]![match[2]!] = value;
    } else if (!name.includes('.')) {
      input[name] = value;
    }
  }
  input.services = rows.filter(Boolean);
  return input;
}

// ---------------------------------------------------------------------------------------------
// The computed invoice: what the preview, the email and the stored record show

export interface InvoiceLine extends LineAmounts {
  service: string;
  serviceTitle: string;
  plan: string;
  /** The discount as typed, in percent (0..100). */
  discountPercent: number;
}

export interface ComputedInvoice extends InvoiceTotals {
  /** 'ECS-1001', or 'ECS-0000' before a number exists. */
  number: string;
  issuedDate: string;
  dueDate: string;
  from: { name: string; email: string; phone: string };
  billedTo: { name: string; company: string; address: string; email: string };
  lines: InvoiceLine[];
}

/** Loose input: the live form's raw values or the schema's parsed output. */
export interface InvoiceDraft {
  invoiceNumber?: number | string | undefined;
  issuedDate?: string | undefined;
  dueDate?: string | undefined;
  representativeName?: string | undefined;
  representativeEmail?: string | undefined;
  representativePhone?: string | undefined;
  clientName?: string | undefined;
  clientCompany?: string | undefined;
  address?: string | undefined;
  clientEmail?: string | undefined;
  services?: {
    service?: string | undefined;
    plan?: string | undefined;
    discount?: number | string | undefined;
  }[];
}

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * Prices every row from the catalogue (never from the input) and applies SPEC 9. Rows without a
 * known service are left out; the preview therefore shows only lines that will be billed.
 */
export function computeInvoice(draft: InvoiceDraft, catalogue: InvoiceCatalogue): ComputedInvoice {
  const lines: InvoiceLine[] = [];
  for (const row of draft.services ?? []) {
    const service = findService(catalogue, row.service);
    if (!service) continue;
    const plan = service.plans.length > 0 ? text(row.plan) : '';
    const discountPercent = discountBasisPoints(row.discount) / 100;
    lines.push({
      service: service.slug,
      serviceTitle: service.title,
      plan,
      discountPercent,
      ...lineAmounts(catalogueRowPrice(catalogue, service.slug, plan), discountPercent),
    });
  }
  const issuedDate = text(draft.issuedDate);
  return {
    number: formatInvoiceNumber(draft.invoiceNumber),
    issuedDate: isIsoDate(issuedDate) ? issuedDate : '',
    dueDate: effectiveDueDate(issuedDate, text(draft.dueDate)),
    from: {
      name: text(draft.representativeName),
      email: text(draft.representativeEmail),
      phone: text(draft.representativePhone),
    },
    billedTo: {
      name: text(draft.clientName),
      company: text(draft.clientCompany),
      address: text(draft.address),
      email: text(draft.clientEmail),
    },
    lines,
    ...invoiceTotals(lines),
  };
}

/** What the /invoice action answers: the number on success, field errors on failure. */
export type InvoiceActionResult =
  | {
      ok: true;
      message: string;
      number: string;
      totalCents: number;
      /**
       * `sent`: a signed-in staff member sent it to the client and the representative. `review`: a
       * visitor submitted it; it went to the agency, which sends it from the dashboard Inbox.
       */
      delivery: 'sent' | 'review';
    }
  | {
      ok: false;
      message: string;
      errors: Record<string, string>;
      /** What was sent, so a form posted without JavaScript comes back filled in. */
      values?: InvoiceFormValues;
    };
