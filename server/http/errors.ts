import type { ZodType } from 'zod';
import { fieldErrors } from '~/domain/fields';
import {
  AdminRequired,
  FieldRefused,
  FIX_FIELDS,
  SignInRequired,
  StateConflict,
  ValueTaken,
} from '~/server/errors';

/** An error with an HTTP status and a message meant for the person who made the request. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

type ErrorClass<E extends Error> = abstract new (...args: never[]) => E;
type Answer = readonly [ErrorClass<Error>, (error: Error) => HttpError];
const answer = <E extends Error>(type: ErrorClass<E>, toHttp: (error: E) => HttpError): Answer => [
  type,
  toHttp as (error: Error) => HttpError,
];

/**
 * The HTTP answer of each kind of domain error (server/errors.ts), first match wins; a subclass
 * (`BlogFieldError`, `InvoiceMoveRefused`…) answers as its kind unless listed before it.
 */
const ANSWERS: readonly Answer[] = [
  answer(HttpError, (error) => error),
  answer(SignInRequired, (error) => new HttpError(401, error.message)),
  answer(AdminRequired, (error) => new HttpError(403, error.message)),
  answer(
    FieldRefused,
    (error) => new HttpError(400, error.summary, { [error.field]: error.message }),
  ),
  answer(
    ValueTaken,
    (error) => new HttpError(409, error.message, { [error.field]: error.message }),
  ),
  answer(StateConflict, (error) => new HttpError(409, error.message)),
];

/** The HTTP answer for an error a module threw on purpose; undefined for anything else (a 5xx). */
export function toHttpError(error: unknown): HttpError | undefined {
  for (const [type, toHttp] of ANSWERS) if (error instanceof type) return toHttp(error);
  return undefined;
}

/** Parses a request part with a schema; a failure becomes a 400 with one message per field. */
export function parseOr400<T>(schema: ZodType<T>, value: unknown, message = FIX_FIELDS): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new HttpError(400, message, fieldErrors(result.error));
  return result.data;
}
