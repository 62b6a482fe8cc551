import { randomBytes } from 'node:crypto';
import type { Db } from '~/server/db/database';

/**
 * The token-signing secret: JWT_SECRET when set, otherwise one generated on first start and kept
 * in the database, so every instance sharing the database signs and verifies with the same key.
 */
export async function resolveJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const key = 'jwt_secret';
  const found = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  if (found) return found.value;
  await db
    .insertInto('app_settings')
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return stored.value;
}
