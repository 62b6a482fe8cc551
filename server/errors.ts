import type { ZodType } from 'zod';
import { fieldErrors } from '~/domain/fields';

/**
 * What the server's modules throw when they refuse a request: errors that say what went wrong,
 * not how to answer it. Every one is an `AppError` of one `kind`; `toHttp` (server/http/errors.ts)
 * is the one place that turns each kind into its HTTP answer (docs/decisions/064-one-error-hierarchy.md).
 *
 * They are recognised by a brand (`isAppError`), never by `instanceof` or by name: the server
 * (build/server-main.js) and the React Router build (build/server/) each bundle their own copy of
 * this module, so an error made by one copy is no instance of the other copy's classes.
 */

export const FIX_FIELDS = 'Please correct the highlighted fields';

const BRAND = Symbol.for('ecs.app-error');

/** Every kind of refusal; a new one gets its class below and its answer in `toHttp`. */
export type AppErrorKind = AnyAppError['kind'];

abstract class AppError extends Error {
  abstract readonly kind: AppErrorKind;
  readonly [BRAND] = true;

  constructor(
    message: string,
    /** A message per field, shown next to it; `message` is shown above the form. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** No valid session behind the request, or credentials that do not sign in (401). */
export class SignInRequired extends AppError {
  readonly kind = 'sign-in-required';
  constructor(message = 'Please sign in again') {
    super(message);
    this.name = 'SignInRequired';
  }
}

/** A signed-in user asked for something their role or ownership does not allow (403). */
export class NotAllowed extends AppError {
  readonly kind = 'not-allowed';
  constructor(message: string) {
    super(message);
    this.name = 'NotAllowed';
  }
}

/** A member of staff who is not an administrator asked for an administrator's action (403). */
export class AdminRequired extends NotAllowed {
  constructor() {
    super('Only an administrator can do this');
    this.name = 'AdminRequired';
  }
}

/** No such record, or none the asker may know about (404). */
export class NotFound extends AppError {
  readonly kind = 'not-found';
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFound';
  }
}

/**
 * Input that is refused (400): `message` above the form, `fields` next to each field; a request
 * that is wrong as a whole has no fields.
 */
export class InputRefused extends AppError {
  readonly kind = 'input-refused';
  constructor(message: string, fields: Record<string, string> = {}) {
    super(message, fields);
    this.name = 'InputRefused';
  }
}

/** Input that parsed but one field of it is refused (400): `message` next to `field`. */
export class FieldRefused extends InputRefused {
  constructor(
    readonly field: string,
    message: string,
    summary: string = FIX_FIELDS,
  ) {
    super(summary, { [field]: message });
    this.name = 'FieldRefused';
  }
}

/**
 * A change the record's current state does not allow, e.g. paying a void invoice (409), with the
 * fields it concerns when there are any.
 */
export class StateConflict extends AppError {
  readonly kind = 'state-conflict';
  constructor(message: string, fields: Record<string, string> = {}) {
    super(message, fields);
    this.name = 'StateConflict';
  }
}

/**
 * A value that must be unique and another record already holds, e.g. a staff account's email
 * (409, the message above the form and next to `field`).
 */
export class ValueTaken extends StateConflict {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message, { [field]: message });
    this.name = 'ValueTaken';
  }
}

/** A request body, or a file in it, larger than allowed (413). */
export class PayloadTooLarge extends AppError {
  readonly kind = 'payload-too-large';
  constructor(message: string, fields: Record<string, string> = {}) {
    super(message, fields);
    this.name = 'PayloadTooLarge';
  }
}

/** Too many attempts from this client: try again in `retryAfterSeconds` (429). */
export class TooManyRequests extends AppError {
  readonly kind = 'too-many-requests';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'TooManyRequests';
  }
}

/** The server is too busy for this now, whoever asks: try again in `retryAfterSeconds` (503). */
export class Busy extends AppError {
  readonly kind = 'busy';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'Busy';
  }
}

/** Every refusal, each told apart by its `kind`. */
export type AnyAppError =
  | SignInRequired
  | NotAllowed
  | NotFound
  | InputRefused
  | StateConflict
  | PayloadTooLarge
  | TooManyRequests
  | Busy;

/** Whether `error` is a refusal thrown on purpose, from whichever bundle's copy of this module. */
export function isAppError(error: unknown): error is AnyAppError {
  return (
    typeof error === 'object' && error !== null && (error as { [BRAND]?: unknown })[BRAND] === true
  );
}

/**
 * Parses input with a schema; a failure is an InputRefused with `message` and one message per
 * field (a 400 with `errors` for the API and the forms).
 */
export function parseOrRefuse<T>(schema: ZodType<T>, value: unknown, message = FIX_FIELDS): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new InputRefused(message, fieldErrors(result.error));
  return result.data;
}
