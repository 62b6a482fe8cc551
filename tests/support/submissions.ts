import { queryDb } from '~/tests/support/db';
import type { TestServer } from '~/tests/support/server';
import type { UseServerOptions } from '~/tests/support/use-server';

export const INBOX = 'inbox@test.ecs';
export const FIX_FIELDS = 'Please correct the highlighted fields';

/** A server for the public forms: mail to a sink, a limit the suites do not reach, quick retries. */
export const formServerOptions = {
  mail: true,
  companyInbox: INBOX,
  env: { FORM_RATE_LIMIT: '1000', MAIL_RETRY_BASE_MS: '200' },
} satisfies UseServerOptions<never>;

/** Counts the rows of `table` matching `where` on the server `current` returns. */
export const rowCounter =
  (current: () => TestServer) =>
  async (table: string, where = '1 = 1', params: unknown[] = []) =>
    Number(
      (
        await queryDb<{ n: number }>(
          current(),
          `select count(*) as n from ${table} where ${where}`,
          params,
        )
      )[0]!.n,
    );
