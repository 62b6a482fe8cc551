import { randomInt } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { ZodType } from 'zod';
import { fieldErrors } from '../../domain/fields';
import type { AppServices } from '../context';
import type { Database } from '../db/schema';
import { RATE_LIMIT_MESSAGE } from '../http/form-guard';
import { wakeOutbox } from '../mail/outbox';
import type { SubmissionMeta, SubmissionResult } from './meta';

export const FIX_FIELDS_MESSAGE = 'Please correct the highlighted fields';

/** Thrown inside a store function when the input parsed but cannot be accepted (e.g. unknown plan). */
export class SubmissionRejected extends Error {
  constructor(
    message: string,
    public readonly errors: Record<string, string>,
  ) {
    super(message);
    this.name = 'SubmissionRejected';
  }
}

/** Next value of a named sequence, inside the caller's transaction (no gaps on rollback). */
export async function nextSequence(trx: Transaction<Database>, name: string): Promise<number> {
  await trx
    .insertInto('counters')
    .values({ name, value: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await trx
    .updateTable('counters')
    .set({ value: sql`value + 1` })
    .where('name', '=', name)
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** A six-digit reference for the fake success a filled honeypot gets. */
export const decoyNumber = () => String(randomInt(1, 999_999)).padStart(6, '0');

/** The text fields a visitor sent, echoed on refusal (never the honeypot or the signature image). */
function echoValues(input: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(input))
    if (
      typeof value === 'string' &&
      key !== 'website' &&
      key !== 'signature' &&
      value.length <= 5000
    )
      values[key] = value.replaceAll('\u0000', '');
  return values;
}

function findNulField(input: Record<string, unknown>): string | undefined {
  for (const [key, value] of Object.entries(input)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && v.includes('\u0000'))) return key;
  }
  return undefined;
}

export interface SubmissionSpec<T> {
  /** 'contact', 'order', 'agreement', 'inquiry' … for logs. */
  kind: string;
  schema: ZodType<T>;
  /** Stores the record and enqueues its emails in one transaction; returns the reference. */
  store(trx: Transaction<Database>, data: T, now: Date): Promise<string>;
  /** What a filled honeypot receives instead, so a bot cannot tell it was caught. */
  decoyReference(): string;
  successMessage: string;
  failureMessage: string;
}

/**
 * The one path of every public form: rate limit, honeypot, the shared zod schema, then one
 * transaction for the record and its emails. Bad input is a 400 with field errors, never a 500.
 */
export async function handleSubmission<T>(
  services: AppServices,
  meta: SubmissionMeta,
  input: Record<string, unknown>,
  spec: SubmissionSpec<T>,
): Promise<SubmissionResult> {
  const { db, logger } = services;
  if (meta.rateLimited)
    return { ok: false, status: 429, message: RATE_LIMIT_MESSAGE, values: echoValues(input) };

  // Filled honeypot: a bot. It gets the success it expects; nothing is stored or sent.
  if (typeof input.website === 'string' && input.website.trim() !== '') {
    logger.info({ kind: spec.kind, ip: meta.ip }, 'honeypot filled; submission discarded');
    return {
      ok: true,
      status: 200,
      message: spec.successMessage,
      reference: spec.decoyReference(),
    };
  }

  const nulField = findNulField(input);
  if (nulField)
    return {
      ok: false,
      status: 400,
      message: FIX_FIELDS_MESSAGE,
      errors: { [nulField]: 'Contains an invalid character' },
      values: echoValues(input),
    };

  const parsed = spec.schema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      status: 400,
      message: FIX_FIELDS_MESSAGE,
      errors: fieldErrors(parsed.error),
      values: echoValues(input),
    };

  try {
    const now = new Date();
    const reference = await db.transaction().execute((trx) => spec.store(trx, parsed.data, now));
    wakeOutbox();
    logger.info({ kind: spec.kind, reference }, 'submission stored');
    return { ok: true, status: 200, message: spec.successMessage, reference };
  } catch (error) {
    if (error instanceof SubmissionRejected)
      return {
        ok: false,
        status: 400,
        message: error.message,
        errors: error.errors,
        values: echoValues(input),
      };
    logger.error({ err: error, kind: spec.kind }, 'submission failed');
    return { ok: false, status: 500, message: spec.failureMessage };
  }
}

/** A submitted form as a plain object; fields named in `lists` keep every value. */
export function formToObject(form: FormData, lists: string[] = []): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).filter((v): v is string => typeof v === 'string');
    result[key] = lists.includes(key) ? values : values[0];
  }
  return result;
}

/**
 * The form data of a page POST. A body that claims to be form data but cannot be read (a broken
 * multipart body, a cut-off upload) is the sender's fault: 400, never a crash.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response('The form data could not be read', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
}
