/** What every public form action answers; `status` is also the HTTP status. */
export type SubmissionResult =
  | { ok: true; status: 200; message: string; reference: string }
  | { ok: false; status: 400 | 429 | 500; message: string; errors?: Record<string, string> };
