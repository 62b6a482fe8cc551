import type { Db } from '~/server/db/database';
import type { Logger } from '~/server/logger';
import { newObjectId } from '~/domain/ids';
import { generatePassword, hashPassword } from './password';

export interface AdminBootstrap {
  email: string;
  password: string;
  firstName: string;
}

/**
 * Makes sure the configured admin exists and can sign in with the configured password. Without
 * configuration, the very first start creates an admin with a random password and prints it once.
 */
export async function ensureAdmin(
  db: Db,
  admin: AdminBootstrap | undefined,
  logger: Logger,
  defaultDomain: string,
) {
  const now = new Date().toISOString();
  if (admin) {
    const existing = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', admin.email)
      .executeTakeFirst();
    if (!existing) {
      await db
        .insertInto('users')
        .values({
          id: newObjectId(),
          email: admin.email,
          password_hash: await hashPassword(admin.password),
          first_name: admin.firstName,
          last_name: '',
          is_admin: 1,
          disabled: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      logger.info({ email: admin.email }, 'admin account created from ADMIN_EMAIL');
      return;
    }
    // An existing account belongs to its owner now: a password changed in Settings, a role or a
    // disabled flag set in the dashboard is never undone by the environment. A lost password is
    // reset with `npm run admin:reset-password -- <email>`.
    logger.debug({ email: admin.email }, 'admin account from ADMIN_EMAIL exists; left as it is');
    return;
  }

  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return;
  const email = `admin@${defaultDomain}`;
  const password = generatePassword();
  await db
    .insertInto('users')
    .values({
      id: newObjectId(),
      email,
      password_hash: await hashPassword(password),
      first_name: 'Admin',
      last_name: '',
      is_admin: 1,
      disabled: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  // Printed once, on the start that created the account; it is not stored anywhere in clear text.
  process.stdout.write(
    `\nAn admin account was created.\n  email:    ${email}\n  password: ${password}\nSign in at /sign-in and change the password in Settings.\n\n`,
  );
}
