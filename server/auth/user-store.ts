import type { Updateable } from 'kysely';
import { newObjectId } from '~/domain/ids';
import type { Db } from '~/server/db/database';
import type { UsersTable } from '~/server/db/schema';
import { refusingDuplicates } from '~/server/db/unique-violation';
import { ValueTaken } from '~/server/errors';
import { hashPassword } from './password';

/** Staff accounts in the database; the users API and sign-in reach them only through here. */

/** Another account has this email (two admins creating it at once meet on the unique index). */
export const emailTaken = () => new ValueTaken('email', 'A user with this email already exists');

export function findUserByEmail(db: Db, email: string): Promise<UsersTable | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UsersTable | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listUsers(db: Db): Promise<UsersTable[]> {
  return db.selectFrom('users').selectAll().orderBy('created_at').execute();
}

export async function createUser(
  db: Db,
  input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    isAdmin?: boolean;
  },
  createdAt: Date,
): Promise<UsersTable> {
  const now = createdAt.toISOString();
  const row: UsersTable = {
    id: newObjectId(createdAt),
    email: input.email,
    password_hash: await hashPassword(input.password),
    first_name: input.firstName,
    last_name: input.lastName,
    is_admin: input.isAdmin ? 1 : 0,
    disabled: 0,
    created_at: now,
    updated_at: now,
  };
  await refusingDuplicates({ 'users.email': emailTaken }, () =>
    db.insertInto('users').values(row).execute(),
  );
  return row;
}

/**
 * Changes the given fields (a new password is hashed here), as of `now`; returns the account as it
 * is now.
 */
export async function updateUser(
  db: Db,
  id: string,
  changes: {
    firstName?: string | undefined;
    lastName?: string | undefined;
    isAdmin?: boolean | undefined;
    disabled?: boolean | undefined;
    password?: string | undefined;
  },
  now: Date,
): Promise<UsersTable | undefined> {
  const set: Updateable<UsersTable> = { updated_at: now.toISOString() };
  if (changes.firstName !== undefined) set.first_name = changes.firstName;
  if (changes.lastName !== undefined) set.last_name = changes.lastName;
  if (changes.isAdmin !== undefined) set.is_admin = changes.isAdmin ? 1 : 0;
  if (changes.disabled !== undefined) set.disabled = changes.disabled ? 1 : 0;
  if (changes.password !== undefined) set.password_hash = await hashPassword(changes.password);
  await db.updateTable('users').set(set).where('id', '=', id).execute();
  return findUserById(db, id);
}

export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
