import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ZodType } from 'zod';
import { FORM_RATE_LIMIT_MESSAGE } from '~/domain/submission';
import type { AppDeps } from '~/server/context';
import type { Database } from '~/server/db/schema';
import { toHttp } from '~/server/http/errors';
import type { SubmissionMeta, SubmissionResult } from './meta';
import { data, type AppLoadContext } from 'react-router';
import { FIX_FIELDS, InputRefused, parseOrRefuse, TooManyRequests } from '~/server/errors';

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

/** What a form's `save` may use besides the parsed data. */
export interface SaveContext {
  deps: AppDeps;
  meta: SubmissionMeta;
  now: Date;
}

/**
 * One public form on the server. Everything a form differs in is here; the path every form takes
 * is `handleSubmission`, and a route action is `formAction(args, spec)`.
 */
export interface SubmissionSpec<
  T,
  Receipt extends object = object,
  Values = Record<string, string>,
> {
  /** 'contact', 'order', 'agreement', 'inquiry', 'invoice': for logs. */
  kind: string;
  schema: ZodType<T>;
  /**
   * Stores the record and enqueues its emails in one transaction (see `saveInTransaction`);
   * returns the reference shown to the visitor and the form's receipt. Throws a refusal
   * (server/errors.ts) for input that parsed but cannot be accepted: a field of it
   * (`FieldRefused`, 400) or a state that does not allow it (`StateConflict`, 409), its own or one
   * a store threw.
   */
  save(data: T, context: SaveContext): Promise<{ reference: string } & Receipt>;
  /**
   * What a filled honeypot receives instead, so a bot cannot tell it was caught: made at `now` for
   * what was sent, as a real receipt would be.
   */
  decoy(now: Date, input: Record<string, unknown>): { reference: string } & Receipt;
  successMessage: string;
  /** The message of a failure that is not the visitor's (500). */
  failureMessage: string;
  /** Reads the request; form data with single values unless set. */
  readInput?(request: Request): Promise<Record<string, unknown>>;
  /** What a refused submission echoes to refill the form; the plain text fields unless set. */
  echo?(input: Record<string, unknown>): Values;
}

/** `save` for the usual case: one transaction for the record and its emails. */
export function saveInTransaction<T>(
  store: (trx: Transaction<Database>, data: T, context: SaveContext) => Promise<string>,
) {
  return async (data: T, context: SaveContext) => ({
    reference: await context.deps.db.transaction().execute((trx) => store(trx, data, context)),
  });
}

/**
 * The one path of every public form: rate limit, honeypot, the shared zod schema, then the form's
 * `save`. A refusal, whether of the input or of a state a store found, is answered as `toHttp`
 * says (a 400 with field errors, a 409 with its reason…) with what was sent, never a 500; the
 * outbox is woken once the emails are committed.
 */
export async function handleSubmission<T, Receipt extends object, Values>(
  deps: AppDeps,
  meta: SubmissionMeta,
  input: Record<string, unknown>,
  spec: SubmissionSpec<T, Receipt, Values>,
): Promise<SubmissionResult<Receipt, Values>> {
  const { logger } = deps;
  const count = (outcome: 'stored' | 'refused' | 'rate_limited' | 'honeypot' | 'failed') =>
    deps.metrics.submissions.inc({ form: spec.kind, outcome });
  try {
    // The guard has set Retry-After on the response already.
    if (meta.rateLimited)
      throw new TooManyRequests(FORM_RATE_LIMIT_MESSAGE, meta.retryAfterSeconds);

    // Filled honeypot: a bot. It gets the success it expects; nothing is stored or sent.
    if (typeof input.website === 'string' && input.website.trim() !== '') {
      logger.info({ kind: spec.kind, ip: meta.ip }, 'honeypot filled; submission discarded');
      count('honeypot');
      return {
        ok: true,
        status: 200,
        message: spec.successMessage,
        ...spec.decoy(deps.clock.now(), input),
      };
    }

    const nulField = findNulField(input);
    if (nulField)
      throw new InputRefused(FIX_FIELDS, { [nulField]: 'Contains an invalid character' });
    const parsed = parseOrRefuse(spec.schema, input);

    const receipt = await spec.save(parsed, { deps, meta, now: deps.clock.now() });
    deps.outbox.wake();
    logger.info({ kind: spec.kind, reference: receipt.reference }, 'submission stored');
    count('stored');
    return { ok: true, status: 200, message: spec.successMessage, ...receipt };
  } catch (error) {
    const refusal = toHttp(error);
    if (refusal) {
      // Refused: the answer, with the form filled in again.
      const { status, message, errors } = refusal;
      count(status === 429 ? 'rate_limited' : 'refused');
      const values = (spec.echo ?? (echoValues as (input: Record<string, unknown>) => Values))(
        input,
      );
      return { ok: false, status, message, ...(errors ? { errors } : {}), values };
    }
    logger.error({ err: error, kind: spec.kind }, 'submission failed');
    count('failed');
    return { ok: false, status: 500, message: spec.failureMessage };
  }
}

const readFormInput = async (request: Request) => formToObject(await readFormData(request));

/**
 * A public form's route action: reads the request, runs the form's spec (or builds it first, for
 * a form whose spec depends on the request) and answers with the result and its status.
 */
export async function formAction<T, Receipt extends object, Values>(
  { request, context }: { request: Request; context: AppLoadContext },
  form:
    | SubmissionSpec<T, Receipt, Values>
    | ((
        context: AppLoadContext,
        input: Record<string, unknown>,
      ) => Promise<SubmissionSpec<T, Receipt, Values>>),
  /** How a form whose spec is built per request reads it; form data unless set. */
  readInput: (request: Request) => Promise<Record<string, unknown>> = readFormInput,
) {
  const read = typeof form === 'function' ? readInput : (form.readInput ?? readInput);
  const input = await read(request);
  const spec = typeof form === 'function' ? await form(context, input) : form;
  const result = await handleSubmission(context.deps, context.submitter, input, spec);
  return data(result, { status: result.status });
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
