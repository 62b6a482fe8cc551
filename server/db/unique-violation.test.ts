import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { refusingDuplicates, uniqueViolation } from './unique-violation';

/** The error SQLite throws for `statement`, run after `setup`. */
function sqliteError(setup: string, statement: string): unknown {
  const db = new SQLite(':memory:');
  try {
    db.exec(setup);
    db.exec(statement);
  } catch (error) {
    return error;
  } finally {
    db.close();
  }
  throw new Error(`${statement} did not fail`);
}

// PostgreSQL's errors are read on a real server by the integration tests (accounts-staff,
// blogs-create, blogs-update).
describe('uniqueViolation on SQLite', () => {
  it('names the table and column of a unique column, index or primary key', () => {
    expect(
      uniqueViolation(
        sqliteError(
          "create table users (email text unique); insert into users values ('a@b.c')",
          "insert into users values ('a@b.c')",
        ),
      ),
    ).toEqual({ key: 'users.email', constraint: undefined });
    expect(
      uniqueViolation(
        sqliteError(
          "create table blog_slugs (slug text primary key); insert into blog_slugs values ('x')",
          "insert into blog_slugs values ('x')",
        ),
      )?.key,
    ).toBe('blog_slugs.slug');
    expect(
      uniqueViolation(
        sqliteError(
          'create table pairs (a int, b int); create unique index pairs_ab on pairs (a, b); insert into pairs values (1, 2)',
          'insert into pairs values (1, 2)',
        ),
      )?.key,
    ).toBe('pairs.a,b');
  });

  it('leaves every other error alone', () => {
    expect(
      uniqueViolation(
        sqliteError('create table t (v text not null)', 'insert into t values (null)'),
      ),
    ).toBeUndefined();
    expect(uniqueViolation(new Error('UNIQUE constraint failed: users.email'))).toBeUndefined();
    expect(uniqueViolation(undefined)).toBeUndefined();
  });

  it("throws a listed column's refusal instead, and any other failure as it was", async () => {
    const duplicate = sqliteError(
      "create table users (email text unique); insert into users values ('a@b.c')",
      "insert into users values ('a@b.c')",
    );
    const taken = new Error('This email is taken');
    const refusals = { 'users.email': () => taken };
    await expect(refusingDuplicates(refusals, () => Promise.reject(duplicate))).rejects.toBe(taken);
    await expect(
      refusingDuplicates({ 'users.name': () => taken }, () => Promise.reject(duplicate)),
    ).rejects.toBe(duplicate);
    await expect(refusingDuplicates(refusals, () => Promise.resolve(7))).resolves.toBe(7);
  });
});
