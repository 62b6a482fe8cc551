import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '~/server/db/database';
import type { Logger } from '~/server/logger';
import { newObjectId } from '~/domain/ids';
import { generatePassword, hashPassword } from './password';

export interface AdminBootstrap {
  email: string;
  password: string;
  firstName: string;
}

/** Where the first start writes the password of the admin it created. */
export const INITIAL_ADMIN_PASSWORD_FILE = 'initial-admin-password.txt';

/**
 * Makes sure the configured admin exists and can sign in with the configured password. Without
 * configuration, the very first start creates an admin with a random password and writes it to
 * a file in the data folder that only the server's own user can read, printing where: a password
 * never goes to the log stream, which is shipped and kept elsewhere.
 */
export async function ensureAdmin(
  db: Db,
  admin: AdminBootstrap | undefined,
  logger: Logger,
  options: { defaultDomain: string; dataDir: string },
) {
  const { defaultDomain } = options;
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
  const file = path.resolve(options.dataDir, INITIAL_ADMIN_PASSWORD_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `email:    ${email}\npassword: ${password}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  logger.warn(
    { email, passwordFile: file },
    'an admin account was created; its password is in the file named here (readable by this user only): sign in, change it in Settings, then delete the file',
  );
  process.stdout.write(
    `\nAn admin account was created.\n  email:    ${email}\n  password: in ${file} (readable by this user only)\nSign in at /sign-in, change the password in Settings, then delete that file.\n\n`,
  );
}
