import type SQLite from 'better-sqlite3';
import type { DbOrTx } from '#server/db/database.ts';

/**
 * The names of a search's page in its language: the only part of the page the index does not
 * hold (index-list.ts, docs/decisions/067-search-new-cheaper.md).
 */

/** Parameters per statement stay far below SQLite's and PostgreSQL's limits. */
const ID_CHUNK = 1000;

/**
 * The covering index of migration 069 (language first) answers each name from an index entry
 * alone; the planner takes the primary key, which needs the row too, unless told.
 */
const NAMES_SQL = `
  select l.name
  from json_each(@ids) j
  left join article_localizations l indexed by article_localizations_page_names
    on l.article_id = j.value and l.language = @language
  order by j.key`;

interface NameParameters {
  ids: string;
  language: string;
}

const nameStatements = new WeakMap<object, SQLite.Statement<[NameParameters], string | null>>();

/**
 * The name in the language of each of the given articles, in the order of `ids`; null where
 * an article has none. On SQLite (`sqlite`, the same connection as `db`) one prepared
 * statement serves every page (the ids travel as a JSON array): preparing the query anew for
 * each request cost more than running it.
 */
export async function findArticleNames(
  db: DbOrTx,
  ids: readonly number[],
  language: string,
  sqlite: SQLite.Database | undefined,
): Promise<(string | null)[]> {
  if (ids.length === 0) return [];
  if (sqlite) {
    let statement = nameStatements.get(sqlite);
    if (!statement) {
      statement = sqlite.prepare<[NameParameters], string | null>(NAMES_SQL).pluck(true);
      nameStatements.set(sqlite, statement);
    }
    return statement.all({ ids: JSON.stringify(ids), language });
  }
  const names = new Map<number, string>();
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const rows = await db
      .selectFrom('articleLocalizations')
      .select(['articleId', 'name'])
      .where('language', '=', language)
      .where('articleId', 'in', ids.slice(start, start + ID_CHUNK))
      .execute();
    for (const row of rows) names.set(row.articleId, row.name);
  }
  return ids.map((id) => names.get(id) ?? null);
}

/** A price tier of a page's article with the article's price in the same currency. */
export interface PageTierRow {
  articleId: number;
  amount: number;
  price: number;
  singlePrice: number;
  rebate: number;
  preorderRebate: number;
}

/**
 * The price tiers in a currency of the page's articles, each with its article's price row: one
 * read per page, at the moment of the answer, so the tiers are as fresh as the database
 * (docs/decisions/098-scroll-memory-and-price-tier-list.md). Articles without tiers give no row.
 */
export function findPageTiers(
  db: DbOrTx,
  ids: readonly number[],
  currency: string,
): Promise<PageTierRow[]> {
  // a page holds at most MAX_SEARCH_LIMIT ids, far below the parameter limits
  if (ids.length === 0) return Promise.resolve([]);
  // both tables bounded by the ids, so PostgreSQL reads each through its primary key
  return db
    .selectFrom('articlePriceTiers as t')
    .innerJoin('articlePrices as p', (join) =>
      join.onRef('p.articleId', '=', 't.articleId').onRef('p.currency', '=', 't.currency'),
    )
    .select(['t.articleId', 't.amount', 't.price', 'p.singlePrice', 'p.rebate', 'p.preorderRebate'])
    .where('t.currency', '=', currency)
    .where('t.articleId', 'in', [...ids])
    .where('p.currency', '=', currency)
    .where('p.articleId', 'in', [...ids])
    .execute();
}
