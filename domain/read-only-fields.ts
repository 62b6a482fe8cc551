import { z } from './zod';

/**
 * A field the API answers but sets itself: an id, the author, a timestamp, a text derived from
 * another field. A client sends it back whenever it posts what it read (GET, change one field,
 * PATCH), so it is accepted and ignored, whatever it holds; the answer shows the value the server
 * kept. Fields the API does not know stay refused with `This field is not allowed`
 * (docs/decisions/046-api-compatibility.md).
 */
const readOnlyField = z
  .unknown()
  .transform(() => undefined)
  .optional()
  .meta({
    readOnly: true,
    description: 'Set by the server and answered by the API; accepted and ignored when sent.',
  });

/**
 * The read-only fields of a resource, for the schemas of its request bodies
 * (`writable.safeExtend(readOnlyFields(KEYS))`): the one way every resource of the API takes its
 * own answers back. The forms keep the writable schema.
 */
export function readOnlyFields<const Key extends string>(
  keys: readonly Key[],
): Record<Key, typeof readOnlyField> {
  return Object.fromEntries(keys.map((key) => [key, readOnlyField])) as Record<
    Key,
    typeof readOnlyField
  >;
}

/** What every record answers besides its own fields: its id (`_id`, also read as `id`) and times. */
export const RECORD_FIELDS = ['_id', 'id', 'createdAt', 'updatedAt'] as const;
