/**
 * The end of a `switch` over a closed set (a billing period, an invoice status, an order stage, an
 * inbox kind): `default: return unreachable(value)`. Once every member has its `case`, `value` is
 * `never`; a member added to the set and not handled fails the typecheck here. At run time it
 * throws, for a value that reached the switch without its type (text read from outside).
 */
export function unreachable(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
