import { queryDb } from '~/tests/support/db';
import type { TestServer } from '~/tests/support/server';
import { SHARED_INBOX } from '~/tests/support/shared-servers';

/** Where the form suites' notifications go: they run on the shared servers. */
export const INBOX = SHARED_INBOX;
export const FIX_FIELDS = 'Please correct the highlighted fields';

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
