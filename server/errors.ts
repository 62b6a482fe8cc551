/**
 * What the server's modules throw when they refuse a request: plain errors that say what went
 * wrong, not how to answer it. `toHttpError` (server/http/errors.ts) is the one place that turns
 * each kind into its HTTP answer.
 */

export const FIX_FIELDS = 'Please correct the highlighted fields';

/** No valid session behind the request (an HTTP 401). */
export class SignInRequired extends Error {
  constructor() {
    super('Please sign in again');
    this.name = 'SignInRequired';
  }
}

/** A signed-in user who is not an administrator asked for an administrator's action (403). */
export class AdminRequired extends Error {
  constructor() {
    super('Only an administrator can do this');
    this.name = 'AdminRequired';
  }
}

/**
 * Input that parsed but is refused (400): `message` is shown next to `field`, `summary` above
 * the form.
 */
export class FieldRefused extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly summary: string = FIX_FIELDS,
  ) {
    super(message);
    this.name = 'FieldRefused';
  }
}

/** A change the record's current state does not allow, e.g. paying a void invoice (409). */
export class StateConflict extends Error {
  constructor(message: string) {
    super(message);
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
    super(message);
    this.name = 'ValueTaken';
  }
}
