import type { Kysely } from 'kysely';

/**
 * The article's sales unit (a single item, a display, a set, an assortment) and, per currency,
 * the kind of its price (net, fixed retail, promotion), both codes the page translates
 * (docs/decisions/095-article-types-and-dated-limits.md). Frozen in time: it imports no
 * application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').addColumn('article_type', 'text').execute();
  await db.schema.alterTable('article_prices').addColumn('price_type', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('article_prices').dropColumn('price_type').execute();
  await db.schema.alterTable('articles').dropColumn('article_type').execute();
}
