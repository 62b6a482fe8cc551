import { describe, expect, it } from 'vitest';
import { databaseProblem } from './database-errors';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('databaseProblem', () => {
  it('names a full disk and a read-only database, on SQLite and PostgreSQL', () => {
    expect(databaseProblem(withCode('SQLITE_FULL', 'database or disk is full'))).toBe('disk full');
    expect(databaseProblem(withCode('53100', 'could not extend file'))).toBe('disk full');
    expect(databaseProblem(withCode('SQLITE_READONLY'))).toBe('read-only');
    expect(databaseProblem(withCode('SQLITE_READONLY_DBMOVED'))).toBe('read-only');
    expect(databaseProblem(withCode('25006'))).toBe('read-only');
  });

  it('names a database that cannot be reached, also inside what wraps the error', () => {
    expect(databaseProblem(withCode('ECONNREFUSED'))).toBe('unreachable');
    expect(databaseProblem(withCode('57P01', 'terminating connection'))).toBe('unreachable');
    expect(databaseProblem(withCode('08006'))).toBe('unreachable');
    expect(databaseProblem(new Error('Connection terminated unexpectedly'))).toBe('unreachable');
    expect(databaseProblem(new AggregateError([withCode('ECONNREFUSED')], 'connect'))).toBe(
      'unreachable',
    );
    expect(databaseProblem(new Error('outer', { cause: withCode('SQLITE_FULL') }))).toBe(
      'disk full',
    );
  });

  it('leaves the errors of a query or of its data to the request', () => {
    expect(databaseProblem(withCode('23505', 'duplicate key'))).toBeUndefined();
    expect(databaseProblem(withCode('SQLITE_CONSTRAINT_UNIQUE'))).toBeUndefined();
    expect(databaseProblem(withCode('42P01', 'relation does not exist'))).toBeUndefined();
    expect(databaseProblem(new Error('no such table: x'))).toBeUndefined();
    expect(databaseProblem('text')).toBeUndefined();
    expect(databaseProblem(undefined)).toBeUndefined();
  });
});
