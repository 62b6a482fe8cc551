export type { SubmissionResult } from '~/domain/submission';

/** Who sent a public form, as the server saw it; stored with the submission as evidence. */
export interface SubmissionMeta {
  ip: string | null;
  userAgent: string | null;
  /** Set by the public form guard when this client is over its limit. */
  rateLimited: boolean;
  retryAfterSeconds: number;
}
