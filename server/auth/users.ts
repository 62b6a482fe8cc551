import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '~/server/clock';
import type { Db } from '~/server/db/database';
import type { Logger } from '~/server/logger';
import { once } from '~/server/db/provision';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '~/server/private-files';
import { generatePassword } from './password';
import { createUser, findUserByEmail, listUsers } from './user-store';

export interface AdminBootstrap {
  email: string;
  password: string;
  firstName: string;
}

/** Where the first start writes the password of the admin it created. */
export const INITIAL_ADMIN_PASSWORD_FILE = 'initial-admin-password.txt';

/**
 * The first admin, created once (docs/operations.md). With `ADMIN_EMAIL` configured, the account
 * with that email is created unless it exists; without configuration, the very first start of an
 * empty database creates an admin with a random password and writes it to a file in the data
 * folder that only the server's own user can read, printing where: a password never goes to the
 * log stream, which is shipped and kept elsewhere. Either happens once (server/db/provision.ts):
 * an account its owner later changes or deletes is never restored by a restart. A lost password
 * is reset with `npm run admin:reset-password -- <email>`.
 */
export async function ensureAdmin(
  db: Db,
  admin: AdminBootstrap | undefined,
  logger: Logger,
  options: { defaultDomain: string; dataDir: string; clock: Clock },
) {
  const now = options.clock.now();
  if (admin) {
    const created = await once(db, `admin_created:${admin.email}`, now, async (trx) => {
      if (await findUserByEmail(trx, admin.email)) return false;
      await createUser(trx, { ...admin, lastName: '', isAdmin: true }, now);
      return true;
    });
    if (created) logger.info({ email: admin.email }, 'admin account created from ADMIN_EMAIL');
    else
      logger.debug({ email: admin.email }, 'admin account from ADMIN_EMAIL exists; left as it is');
    return;
  }

  const email = `admin@${options.defaultDomain}`;
  const password = await once(db, 'admin_created', now, async (trx) => {
    if ((await listUsers(trx)).length) return undefined;
    const password = generatePassword();
    await createUser(
      trx,
      { email, password, firstName: 'Admin', lastName: '', isAdmin: true },
      now,
    );
    return password;
  });
  if (!password) return;
  const file = path.resolve(options.dataDir, INITIAL_ADMIN_PASSWORD_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.writeFileSync(file, `email:    ${email}\npassword: ${password}\n`, {
    mode: PRIVATE_FILE_MODE,
  });
  fs.chmodSync(file, PRIVATE_FILE_MODE);
  logger.warn(
    { email, passwordFile: file },
    'an admin account was created; its password is in the file named here (readable by this user only): sign in, change it in Settings, then delete the file',
  );
  process.stdout.write(
    `\nAn admin account was created.\n  email:    ${email}\n  password: in ${file} (readable by this user only)\nSign in at /sign-in, change the password in Settings, then delete that file.\n\n`,
  );
}
