import type SQLite from 'better-sqlite3';
import type { DbOrTx } from '#server/db/database.ts';
import type { ArticleNoteColumns } from '#server/catalog/catalog.service.ts';

/** The page of a search: the list fields of the articles the index chose, in its order. */

export interface SearchArticleRow extends ArticleNoteColumns {
  id: number;
  articleNumber: string;
  state: string;
  caseQuantity: number;
  releaseDate: string | null;
  preorderDate: string | null;
  name: string | null;
  producerId: number | null;
  image: string | null;
}

/** Parameters per statement stay far below SQLite's and PostgreSQL's limits. */
const ID_CHUNK = 1000;

/**
 * The covering indexes of migration 067 answer the name and the first picture without the
 * localization and picture rows; the planner takes the primary key for the name unless told.
 */
const PAGE_SQL = `
  select a.id, a.article_number, a.state, a.case_quantity, a.release_date, a.preorder_date,
    l.name, a.producer_id, a.max_qty, a.max_qty_date, a.is_magic_item, a.magic_release_date,
    a.magic_no_prerelease_deadline, a.restriction, a.video,
    (select i.path from article_images i where i.article_id = a.id
      order by i.position limit 1) as image
  from json_each(@ids) j
  join articles a on a.id = j.value
  left join article_localizations l indexed by article_localizations_page
    on l.article_id = a.id and l.language = @language
  order by j.key`;

/** A row of PAGE_SQL as better-sqlite3 hands it out in raw mode: the columns in order. */
type PageColumns = [
  number,
  string,
  string,
  number,
  string | null,
  string | null,
  string | null,
  number | null,
  number | null,
  string | null,
  number,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
];

const pageStatements = new WeakMap<object, SQLite.Statement<[PageParameters], PageColumns>>();

interface PageParameters {
  ids: string;
  language: string;
}

/** Raw rows and one object literal each: cheaper than the driver's named rows. */
function pageRow(c: PageColumns): SearchArticleRow {
  return {
    id: c[0],
    articleNumber: c[1],
    state: c[2],
    caseQuantity: c[3],
    releaseDate: c[4],
    preorderDate: c[5],
    name: c[6],
    producerId: c[7],
    maxQty: c[8],
    maxQtyDate: c[9],
    isMagicItem: c[10],
    magicReleaseDate: c[11],
    magicNoPrereleaseDeadline: c[12],
    restriction: c[13],
    video: c[14],
    image: c[15],
  };
}

/**
 * The list fields of the given articles (with the note columns, so a page of any size is
 * still one query), in the order of `ids`; the price comes from the index. On SQLite (`sqlite`,
 * the same connection as `db`) one prepared statement serves every page (the ids travel as a
 * JSON array): preparing the query anew for each request cost more than running it.
 */
export async function findArticlesByIds(
  db: DbOrTx,
  ids: readonly number[],
  language: string,
  sqlite: SQLite.Database | undefined,
): Promise<SearchArticleRow[]> {
  if (ids.length === 0) return [];
  if (sqlite) {
    let statement = pageStatements.get(sqlite);
    if (!statement) {
      statement = sqlite.prepare<[PageParameters], PageColumns>(PAGE_SQL).raw(true);
      pageStatements.set(sqlite, statement);
    }
    return statement.all({ ids: JSON.stringify(ids), language }).map(pageRow);
  }
  const rows: SearchArticleRow[] = [];
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const chunk = ids.slice(start, start + ID_CHUNK);
    rows.push(
      ...(await db
        .selectFrom('articles as a')
        .leftJoin('articleLocalizations as l', (join) =>
          join.onRef('l.articleId', '=', 'a.id').on('l.language', '=', language),
        )
        .select((eb) => [
          'a.id',
          'a.articleNumber',
          'a.state',
          'a.caseQuantity',
          'a.releaseDate',
          'a.preorderDate',
          'l.name',
          'a.producerId',
          'a.maxQty',
          'a.maxQtyDate',
          'a.isMagicItem',
          'a.magicReleaseDate',
          'a.magicNoPrereleaseDeadline',
          'a.restriction',
          'a.video',
          eb
            .selectFrom('articleImages as i')
            .select('i.path')
            .whereRef('i.articleId', '=', 'a.id')
            .orderBy('i.position')
            .limit(1)
            .as('image'),
        ])
        .where('a.id', 'in', chunk)
        .execute()),
    );
  }
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}
