import { decodeHTML } from 'entities';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * The body's words as this migration first indexed them (server/blogs/plain-text.ts at the time),
 * frozen here so the migration does the same on every new database whatever the live code becomes:
 * every tag becomes a space, entities are decoded (the HTML standard's list, which never changes)
 * and whitespace collapsed.
 */
function htmlToPlainText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Full-text search over blogs: the body's plain text in its own column, then SQLite FTS5 (an
 * external-content index kept in step by triggers) or a PostgreSQL tsvector (a generated column
 * with a GIN index). Title weighs most, then the short description and tags, then the body.
 * See docs/decisions/041-blog-search-and-summaries.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('blogs')
    .addColumn('body_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await sql<{ id: string; long_description: string }>`
    select id, long_description from blogs`.execute(db);
  for (const row of rows.rows) {
    await sql`update blogs set body_text = ${htmlToPlainText(row.long_description)}
      where id = ${row.id}`.execute(db);
  }
  // The public list: active posts, newest first.
  await db.schema
    .createIndex('blogs_active_created_idx')
    .on('blogs')
    .columns(['is_active', 'created_at', 'id'])
    .execute();

  if (isPostgres(db)) {
    await sql`alter table blogs add column search tsvector generated always as (
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(short_description, '')), 'B') ||
        setweight(to_tsvector('english', replace(coalesce(tags_text, ''), '|', ' ')), 'B') ||
        setweight(to_tsvector('english', coalesce(body_text, '')), 'C')
      ) stored`.execute(db);
    // Kept in the row (compressed) rather than out of line: a vector stored apart makes a scan of
    // the table look cheap to the planner, which then reads and decompresses every post instead of
    // using the index (30 ms against 0.2 ms for a rare word in 10,000 posts).
    await sql`alter table blogs alter column search set storage main`.execute(db);
    await sql`create index blogs_search_idx on blogs using gin (search)`.execute(db);
    // Ranking reads a vector per match: this small one (no body) ranks without reading the long,
    // compressed vectors, and a post that matches in its body alone ranks after the others.
    await sql`alter table blogs add column search_rank tsvector generated always as (
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(short_description, '')), 'B') ||
        setweight(to_tsvector('english', replace(coalesce(tags_text, ''), '|', ' ')), 'B')
      ) stored`.execute(db);
    return;
  }
  await sql`create virtual table blogs_fts using fts5(
      title, short_description, tags_text, body_text,
      content = 'blogs', content_rowid = 'rowid', tokenize = 'porter unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql`create trigger blogs_fts_insert after insert on blogs begin
      insert into blogs_fts (rowid, title, short_description, tags_text, body_text)
      values (new.rowid, new.title, new.short_description, new.tags_text, new.body_text);
    end`.execute(db);
  await sql`create trigger blogs_fts_delete after delete on blogs begin
      insert into blogs_fts (blogs_fts, rowid, title, short_description, tags_text, body_text)
      values ('delete', old.rowid, old.title, old.short_description, old.tags_text, old.body_text);
    end`.execute(db);
  await sql`create trigger blogs_fts_update after update on blogs begin
      insert into blogs_fts (blogs_fts, rowid, title, short_description, tags_text, body_text)
      values ('delete', old.rowid, old.title, old.short_description, old.tags_text, old.body_text);
      insert into blogs_fts (rowid, title, short_description, tags_text, body_text)
      values (new.rowid, new.title, new.short_description, new.tags_text, new.body_text);
    end`.execute(db);
  await sql`insert into blogs_fts (blogs_fts) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table blogs drop column search_rank`.execute(db);
    await sql`alter table blogs drop column search`.execute(db);
  } else {
    for (const trigger of ['blogs_fts_insert', 'blogs_fts_delete', 'blogs_fts_update'])
      await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
    await sql`drop table if exists blogs_fts`.execute(db);
  }
  await db.schema.dropIndex('blogs_active_created_idx').execute();
  await db.schema.alterTable('blogs').dropColumn('body_text').execute();
}
