// `npm run admin:reset-password -- <email>`: gives a staff account a new random password, makes
// sure it is enabled, ends its sessions and prints the password once. For a lost admin password:
// the server never changes an existing account from ADMIN_EMAIL/ADMIN_PASSWORD.
import { generatePassword, hashPassword } from '~/server/auth/password';
import { revokeUserSessions } from '~/server/auth/sessions';
import { loadConfig } from '~/server/config';
import { openDatabase } from '~/server/db/database';

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  process.stderr.write('Usage: npm run admin:reset-password -- <email>\n');
  process.exit(64);
}
const database = openDatabase(loadConfig());
try {
  const user = await database.db
    .selectFrom('users')
    .select(['id', 'is_admin'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) {
    process.stderr.write(`No account has the email ${email}.\n`);
    process.exitCode = 1;
  } else {
    const password = generatePassword();
    await database.db
      .updateTable('users')
      .set({
        password_hash: await hashPassword(password),
        disabled: 0,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', user.id)
      .execute();
    await revokeUserSessions(database.db, user.id);
    process.stdout.write(
      `New password for ${email}${user.is_admin ? ' (admin)' : ''}: ${password}\n` +
        'Every session of this account has ended. Sign in and change it in Settings.\n',
    );
  }
} finally {
  await database.close();
}
