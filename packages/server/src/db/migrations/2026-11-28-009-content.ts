import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
} from 'kysely';

/**
 * The content of the public shell in the shape the operator's import writes
 * (docs/decisions/048-content-storage-and-import.md): banners, partners, polls and vacancies get
 * a stable code and their texts as JSON objects per language; legal pages, content pictures,
 * documents (the delivery-complaint form) and content settings get tables of their own; FAQ groups get a code for deep links; a contact
 * request remembers its shop. The replaced tables held only seeded demo rows that no tool could
 * change, so they are dropped and created anew (the seed and `npm run content -- import` fill
 * them). Frozen in time: it imports no application code.
 */

type Db = Kysely<unknown>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function withId<T extends string>(pg: boolean) {
  return (table: CreateTableBuilder<T, never>) =>
    pg
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const bool = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
const json = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('{}');

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const id = withId(pg);
  const now = pg
    ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  for (const table of ['poll_answers', 'polls', 'vacancies', 'partners', 'banners']) {
    await db.schema.dropTable(table).execute();
  }

  await id(db.schema.createTable('content_images'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('banners'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('place', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('titles', 'text', json)
    .execute();

  await id(db.schema.createTable('partners'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('names', 'text', json)
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('in_slider', 'integer', bool)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.alterTable('faq_groups').addColumn('code', 'text').execute();
  await db.schema
    .createIndex('faq_groups_kind_language_code')
    .on('faq_groups')
    .columns(['kind', 'language', 'code'])
    .unique()
    .execute();

  await id(db.schema.createTable('polls'))
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('titles', 'text', json)
    .addColumn('questions', 'text', json)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await id(db.schema.createTable('poll_options'))
    .addColumn('poll_id', 'integer', (c) => c.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('labels', 'text', json)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('poll_options_poll_code', ['poll_id', 'code'])
    .execute();

  await id(db.schema.createTable('poll_votes'))
    .addColumn('poll_id', 'integer', (c) => c.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) =>
      c.notNull().references('poll_options.id').onDelete('cascade'),
    )
    .addColumn('voter', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('poll_votes_poll_voter', ['poll_id', 'voter'])
    .execute();
  await db.schema.createIndex('poll_votes_option').on('poll_votes').column('option_id').execute();

  await id(db.schema.createTable('vacancies'))
    .addColumn('link', 'text', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('titles', 'text', json)
    .addColumn('bodies', 'text', json)
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await id(db.schema.createTable('content_documents'))
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addUniqueConstraint('content_documents_document_language', ['document', 'language'])
    .execute();

  await id(db.schema.createTable('content_pages'))
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('markdown', 'text', (c) => c.notNull())
    .addUniqueConstraint('content_pages_page_language', ['page', 'language'])
    .execute();

  await db.schema
    .createTable('content_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('contact_requests')
    .addColumn('shop', 'text', (c) => c.notNull().defaultTo('de'))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('contact_requests').dropColumn('shop').execute();
  for (const table of [
    'content_settings',
    'content_pages',
    'content_documents',
    'vacancies',
    'poll_votes',
    'poll_options',
    'polls',
    'partners',
    'banners',
    'content_images',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('faq_groups_kind_language_code').execute();
  await db.schema.alterTable('faq_groups').dropColumn('code').execute();
}
