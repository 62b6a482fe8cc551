import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '~/server/db/database';
import { emptyDatabase } from '~/tests/support/database';
import { backends, type Backend } from '~/tests/support/server';

/**
 * `server/db/schema.ts` is written by hand, and every query is typed by it: a column a migration
 * adds, drops, renames or makes nullable without the same change there would type-check and fail
 * at run time. These tests migrate an empty database on each backend, read what it holds, and
 * compare it with the types the TypeScript compiler reads from schema.ts.
 */

/** What a column holds, as far as both sides can say. */
type Kind = 'text' | 'number' | 'flag' | 'bytes';

interface Column {
  kind: Kind;
  nullable: boolean;
}

type Tables = Map<string, Map<string, Column>>;

const schemaFile = path.resolve(import.meta.dirname, '../../server/db/schema.ts');

/** The tables of `Database` in schema.ts, with each column's kind and nullability. */
function declaredTables(): Tables {
  const program = ts.createProgram([schemaFile], { strict: true, noEmit: true, types: ['node'] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile)!;
  const database = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'Database',
  );
  if (!database) throw new Error('schema.ts declares no Database interface');
  const tables: Tables = new Map();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, Column>();
    const tableType = checker.getTypeOfSymbolAtLocation(table, database);
    for (const column of tableType.getProperties()) {
      const type = checker.getTypeOfSymbolAtLocation(column, database);
      const members = type.isUnion() ? type.types : [type];
      const nullable = members.some((member) => member.flags & ts.TypeFlags.Null);
      const kinds = new Set(
        members
          .filter((member) => !(member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)))
          .map((member) => {
            if (member.flags & ts.TypeFlags.StringLike) return 'text';
            if (member.flags & ts.TypeFlags.NumberLike) return 'number';
            if (member.flags & ts.TypeFlags.BooleanLike) return 'boolean';
            if (member.getSymbol()?.getName() === 'Buffer') return 'bytes';
            return checker.typeToString(member);
          }),
      );
      // `Flag` (number | boolean): SQLite has no boolean, so flags are 0/1 there.
      const kind = kinds.has('boolean') ? 'flag' : [...kinds].join(' | ');
      columns.set(column.getName(), { kind: kind as Kind, nullable });
    }
    tables.set(table.getName(), columns);
  }
  return tables;
}

/** The kind of a column from the type the database reports for it. */
function kindOf(dataType: string): Kind | string {
  if (/int|serial/i.test(dataType)) return 'number';
  if (/real|double|float|numeric|decimal/i.test(dataType)) return 'number';
  if (/bool/i.test(dataType)) return 'flag';
  if (/blob|bytea/i.test(dataType)) return 'bytes';
  if (/text|char|clob|json|uuid|timestamp|date/i.test(dataType)) return 'text';
  return dataType;
}

/**
 * What the database holds besides the tables schema.ts types, each with why: full-text search,
 * which only raw SQL reads (docs/decisions/041-blog-search-and-summaries.md), and Kysely's own
 * bookkeeping.
 */
const UNTYPED_TABLES = /^(kysely_migration|blogs_fts)/;
const UNTYPED_COLUMNS: Record<Backend, string[]> = {
  sqlite: [],
  // Generated tsvector columns, read by the search query's raw SQL only.
  postgres: ['blogs.search', 'blogs.search_rank'],
};
/**
 * Columns SQLite lets be null though schema.ts (and PostgreSQL) do not: each was added to an
 * existing table, and SQLite cannot add `not null` to a column without rebuilding the table. Every
 * insert writes them, and a unique index covers each.
 */
const SQLITE_NULLABLE = ['blogs.slug', 'invoices.token', 'orders.token'];

/** The tables the migrated database holds, as schema.ts would type them. */
async function migratedTables(db: Db, backend: Backend): Promise<Tables> {
  const tables: Tables = new Map();
  for (const table of await db.introspection.getTables()) {
    if (UNTYPED_TABLES.test(table.name)) continue;
    // SQLite lets a primary key other than an integer one hold null, unless it says otherwise; the
    // application never writes one without a value, and PostgreSQL checks the same columns.
    const primaryKey =
      backend === 'sqlite'
        ? new Set(
            (
              await sql<{ name: string }>`select name from pragma_table_info(${table.name})
                where pk > 0`.execute(db)
            ).rows.map((row) => row.name),
          )
        : new Set<string>();
    const columns = new Map<string, Column>();
    for (const column of table.columns) {
      const name = `${table.name}.${column.name}`;
      if (UNTYPED_COLUMNS[backend].includes(name)) continue;
      const relaxed = backend === 'sqlite' && SQLITE_NULLABLE.includes(name);
      columns.set(column.name, {
        kind: kindOf(column.dataType) as Kind,
        nullable: column.isNullable && !primaryKey.has(column.name) && !relaxed,
      });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/** Every way the two descriptions differ, one line each; empty when they agree. */
function differences(declared: Tables, migrated: Tables): string[] {
  const found: string[] = [];
  for (const name of migrated.keys())
    if (!declared.has(name)) found.push(`table ${name} is in the database, not in schema.ts`);
  for (const [name, columns] of declared) {
    const actual = migrated.get(name);
    if (!actual) {
      found.push(`table ${name} is in schema.ts, not in the database`);
      continue;
    }
    for (const column of actual.keys())
      if (!columns.has(column))
        found.push(`${name}.${column} is in the database, not in schema.ts`);
    for (const [column, want] of columns) {
      const got = actual.get(column);
      if (!got) {
        found.push(`${name}.${column} is in schema.ts, not in the database`);
        continue;
      }
      // A flag is an integer column on SQLite, a boolean or an integer on PostgreSQL.
      const kindsAgree = want.kind === got.kind || (want.kind === 'flag' && got.kind === 'number');
      if (!kindsAgree)
        found.push(
          `${name}.${column}: schema.ts says ${want.kind}, the database holds ${got.kind}`,
        );
      if (want.nullable !== got.nullable)
        found.push(
          `${name}.${column}: schema.ts says ${want.nullable ? 'nullable' : 'not null'}, the database ${got.nullable ? 'allows null' : 'says not null'}`,
        );
    }
  }
  return found;
}

const declared = declaredTables();

describe.each(backends)('server/db/schema.ts against the migrated %s database', (backend) => {
  const migrated = async () => {
    const { handle, cleanup } = await emptyDatabase(backend);
    await migrateToLatest(handle.db);
    return { db: handle.db, cleanup };
  };

  it('declares every table and column the migrations make, with its kind and nullability', async () => {
    const { db, cleanup } = await migrated();
    try {
      expect(declared.size).toBeGreaterThan(15);
      expect(differences(declared, await migratedTables(db, backend))).toEqual([]);
      // Each exception still is one: a column SQLite relaxes allows null there indeed.
      if (backend === 'sqlite')
        for (const name of SQLITE_NULLABLE) {
          const [table = '', column] = name.split('.');
          const info = await sql<{ name: string; notnull: number }>`select name, "notnull"
            from pragma_table_info(${table})`.execute(db);
          expect(
            info.rows.find((row) => row.name === column),
            name,
          ).toMatchObject({ notnull: 0 });
        }
    } finally {
      await cleanup();
    }
  });

  it('names a column a migration adds that schema.ts lacks, and one it makes nullable', async () => {
    const { db, cleanup } = await migrated();
    try {
      await sql`alter table users add column nickname text`.execute(db);
      await sql`create table notes (id text primary key)`.execute(db);
      expect(differences(declared, await migratedTables(db, backend))).toEqual([
        'table notes is in the database, not in schema.ts',
        'users.nickname is in the database, not in schema.ts',
      ]);
      // Read the other way: a column typed nullable where the database says not null.
      const relaxed: Tables = new Map(declared);
      relaxed.set('sessions', new Map(declared.get('sessions')));
      relaxed.get('sessions')!.set('user_id', { kind: 'text', nullable: true });
      expect(differences(relaxed, await migratedTables(db, backend))).toContain(
        'sessions.user_id: schema.ts says nullable, the database says not null',
      );
    } finally {
      await cleanup();
    }
  });
});
