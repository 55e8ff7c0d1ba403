import type { DbOrTx } from '#server/db/database.ts';

/** Product types whose articles carry a freight surcharge, with the highest surcharge. */
export function findFreightSurcharges(db: DbOrTx) {
  return db
    .selectFrom('articles as a')
    .innerJoin('productTypes as p', 'p.id', 'a.productTypeId')
    .select((eb) => [
      'p.id',
      'p.name',
      'p.names',
      eb.fn.coalesce('a.deliveryType', eb.val('carrier')).as('deliveryType'),
      eb.fn.max('a.freightSurcharge').as('amount'),
      eb.fn.countAll<number | string>().as('numberOfArticles'),
    ])
    .where('a.freightSurcharge', '>', 0)
    .where('a.state', '!=', 'soldOut')
    .groupBy(['p.id', 'p.name', 'p.names', 'a.deliveryType'])
    .orderBy('p.name')
    .execute();
}

/** The catalog's last change and size, for its update mark. */
export function findCatalogMark(db: DbOrTx) {
  return db
    .selectFrom('articles')
    .select((eb) => [
      eb.fn.max('updatedAt').as('updatedAt'),
      eb.fn.countAll<number | string>().as('count'),
    ])
    .executeTakeFirstOrThrow();
}
