import type { ZodType } from 'zod';
import { fieldErrors } from '~/domain/fields';

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

/** Parses a request part with a schema; a failure becomes a 400 with one message per field. */
export function parseOr400<T>(
  schema: ZodType<T>,
  value: unknown,
  message = 'Please correct the highlighted fields',
): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new HttpError(400, message, fieldErrors(result.error));
  return result.data;
}
