import { sql, type Insertable, type Transaction } from 'kysely';
import { chunksOf } from '#server/db/chunks.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { databaseKindOf } from '#server/db/dialect.ts';
import type { DB } from '#server/db/tables.ts';

/**
 * Data access of the catalog import that is not the articles' own (article-import.repository.ts):
 * the reference tables, keyed by the ERP's id as the row id, and campaigns by code.
 */

export type NamedTable = 'producers' | 'themes' | 'productTypes' | 'categories';

export interface NamedRow {
  id: number;
  oldDbId: number | null;
  name: string;
  names: string;
  menuOrder: number | null;
  /** themes: producer_id; categories: parent_id; otherwise always null */
  link: number | null;
}

const LINK_COLUMN: Record<NamedTable, 'producerId' | 'parentId' | null> = {
  producers: null,
  productTypes: null,
  themes: 'producerId',
  categories: 'parentId',
};

// the catalog's repositories take the shared helper from here
export { chunksOf, MAX_PARAMETERS } from '#server/db/chunks.ts';

function selectNamed(db: DbOrTx, table: NamedTable) {
  const link = LINK_COLUMN[table];
  // one query shape for the four tables; the link column differs by table
  const query = (db as DbOrTx).selectFrom(table as 'producers');
  return query.select((eb) => [
    'id',
    'oldDbId',
    'name',
    'names',
    'menuOrder',
    link ? eb.ref(link as 'id').as('link') : sql<null>`null`.as('link'),
  ]);
}

export async function findNamedRows(
  db: DbOrTx,
  table: NamedTable,
  ids: readonly number[],
): Promise<NamedRow[]> {
  if (ids.length === 0) return [];
  return (await selectNamed(db, table)
    .where('id', 'in', [...ids])
    .execute()) as NamedRow[];
}

/** One page of a reference table in id order, after `afterId`. */
export async function pageNamedRows(
  db: DbOrTx,
  table: NamedTable,
  afterId: number,
  limit: number,
): Promise<NamedRow[]> {
  return (await selectNamed(db, table)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute()) as NamedRow[];
}

/** The ids of `ids` that `table` holds. */
export async function findExistingIds(
  db: DbOrTx,
  table: NamedTable,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(table as 'producers')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Inserts or rewrites reference rows by id, in few statements. */
export async function upsertNamedRows(
  tx: Transaction<DB>,
  table: NamedTable,
  rows: readonly NamedRow[],
): Promise<void> {
  const link = LINK_COLUMN[table];
  const values = rows.map((row) => ({
    id: row.id,
    oldDbId: row.oldDbId,
    name: row.name,
    names: row.names,
    menuOrder: row.menuOrder,
    ...(link ? { [link]: row.link } : {}),
  }));
  for (const chunk of chunksOf(values, 6)) {
    await tx
      .insertInto(table as 'themes')
      .values(chunk as Insertable<DB['themes']>[])
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          oldDbId: eb.ref('excluded.oldDbId'),
          name: eb.ref('excluded.name'),
          names: eb.ref('excluded.names'),
          menuOrder: eb.ref('excluded.menuOrder'),
          ...(link ? { [link]: eb.ref(`excluded.${link}` as 'excluded.producerId') } : {}),
        })),
      )
      .execute();
  }
  await moveSequencePastIds(tx, table);
}

const SNAKE: Record<NamedTable | 'campaigns', string> = {
  producers: 'producers',
  themes: 'themes',
  productTypes: 'product_types',
  categories: 'categories',
  campaigns: 'campaigns',
};

/**
 * PostgreSQL numbers new rows from a sequence that rows inserted with their own id do not move;
 * moved past the highest id, a row the shop adds later cannot collide with an imported one.
 */
export async function moveSequencePastIds(
  tx: Transaction<DB>,
  table: NamedTable | 'campaigns',
): Promise<void> {
  if (databaseKindOf(tx) !== 'postgres') return;
  const name = SNAKE[table];
  await sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.table(name)}`.execute(
    tx,
  );
}

// --- campaigns --------------------------------------------------------------------------------

export function findCampaignsByCode(db: DbOrTx, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('campaigns')
    .selectAll()
    .where('code', 'in', [...new Set(codes)])
    .execute();
}

export type CampaignRow = Awaited<ReturnType<typeof findCampaignsByCode>>[number];

/** Every campaign in code order: a shop runs a handful, never enough to page. */
export function listCampaigns(db: DbOrTx) {
  return db.selectFrom('campaigns').selectAll().orderBy(codeOrder(db)).execute();
}

/** Codes in code-point order on both databases (PostgreSQL's default collation sorts otherwise). */
function codeOrder(db: DbOrTx) {
  return databaseKindOf(db) === 'postgres' ? sql`code collate "C"` : sql`code`;
}

export async function upsertCampaigns(
  tx: Transaction<DB>,
  rows: readonly Insertable<DB['campaigns']>[],
): Promise<void> {
  for (const chunk of chunksOf(rows, 7)) {
    await tx
      .insertInto('campaigns')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('code').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          names: eb.ref('excluded.names'),
          rebate: eb.ref('excluded.rebate'),
          startsAt: eb.ref('excluded.startsAt'),
          endsAt: eb.ref('excluded.endsAt'),
          bannerImage: eb.ref('excluded.bannerImage'),
        })),
      )
      .execute();
  }
}
