import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DB } from '#server/db/tables.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { SearchFilter } from '@shop/domain/rules/search-url.ts';
import type { SortMeaning } from '@shop/domain/rules/sort-ids.ts';
import { CLOSE_OUT, HOT_DEAL } from '@shop/domain/rules/special-article.ts';

/** What narrows an article search; every list is OR within itself and AND with the others. */
export interface SearchCriteria {
  language: string;
  producers: number[];
  themes: number[];
  categories: number[];
  productTypes: number[];
  campaigns: number[];
  filters: SearchFilter[];
  /** Lower-cased article numbers; empty means no restriction. */
  articleNumbers: string[];
  /** Trimmed free text; '' for none. */
  text: string;
  /** Currency of the price join; null for visitors and accounts that hide prices. */
  currency: string | null;
  /** Bounds in minor units of the currency; only applied with a currency. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

export type GroupKey = 'producers' | 'themes' | 'categories' | 'productTypes' | 'campaigns';

/** A criterion that can be left out, to count a group or filter without its own selection. */
export type Omission = GroupKey | 'filters' | 'price' | null;

type Row = ExpressionBuilder<
  DB & {
    a: DB['articles'];
    l: DB['articleLocalizations'];
    p: DB['producers'];
    pr: DB['articlePrices'];
  },
  'a' | 'l' | 'p' | 'pr'
>;

const ESCAPE = '\\';

/** A LIKE pattern with %, _ and the escape character taken literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => ESCAPE + char);
}

function like(column: Expression<unknown>, pattern: string) {
  return sql<SqlBool>`lower(${column}) like ${pattern} escape ${ESCAPE}`;
}

function filterCondition(eb: Row, filter: SearchFilter): Expression<SqlBool> {
  const hasCode = (code: number) =>
    eb.exists(
      eb
        .selectFrom('articleCategorisations as c')
        .select('c.code')
        .whereRef('c.articleId', '=', 'a.id')
        .where('c.code', '=', code),
    );
  switch (filter) {
    case 'stock':
      return eb('a.stockQuantity', '>', 0);
    case 'soon':
      return eb('a.state', '=', 'inTake');
    case 'preOrder':
      return eb('a.state', '=', 'preorder');
    // a campaign price takes precedence over the special flags (special-article.ts)
    case 'hotDeals':
      return eb.and([hasCode(HOT_DEAL), eb('a.campaignId', 'is', null)]);
    case 'closeOut':
      return eb.and([hasCode(CLOSE_OUT), eb('a.campaignId', 'is', null)]);
  }
}

function textCondition(eb: Row, text: string): Expression<SqlBool> {
  const lower = text.toLowerCase();
  const contains = `%${likeEscape(lower)}%`;
  const prefix = `${likeEscape(lower)}%`;
  return eb.or([
    like(eb.ref('l.name'), contains),
    like(eb.ref('l.description'), contains),
    like(eb.ref('a.articleNumber'), prefix),
    eb('a.barcode', '=', text),
    like(eb.ref('p.name'), contains),
    eb.exists(
      eb
        .selectFrom('articleThemes as st')
        .innerJoin('themes as t', 't.id', 'st.themeId')
        .select('st.themeId')
        .whereRef('st.articleId', '=', 'a.id')
        .where((inner) => like(inner.ref('t.name'), contains)),
    ),
  ]);
}

function conditions(eb: Row, criteria: SearchCriteria, omit: Omission): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [
    eb('a.state', '!=', 'soldOut'),
    eb.or([
      eb('a.mainArticleNumber', 'is', null),
      eb('a.mainArticleNumber', '=', eb.ref('a.articleNumber')),
    ]),
  ];
  if (omit !== 'producers' && criteria.producers.length > 0) {
    parts.push(eb('a.producerId', 'in', criteria.producers));
  }
  if (omit !== 'productTypes' && criteria.productTypes.length > 0) {
    parts.push(eb('a.productTypeId', 'in', criteria.productTypes));
  }
  if (omit !== 'campaigns' && criteria.campaigns.length > 0) {
    parts.push(eb('a.campaignId', 'in', criteria.campaigns));
  }
  if (omit !== 'themes' && criteria.themes.length > 0) {
    parts.push(
      eb(
        'a.id',
        'in',
        eb
          .selectFrom('articleThemes as ft')
          .select('ft.articleId')
          .where('ft.themeId', 'in', criteria.themes),
      ),
    );
  }
  if (omit !== 'categories' && criteria.categories.length > 0) {
    parts.push(
      eb(
        'a.id',
        'in',
        eb
          .selectFrom('articleCategories as fc')
          .select('fc.articleId')
          .where('fc.categoryId', 'in', criteria.categories),
      ),
    );
  }
  if (omit !== 'filters') {
    for (const filter of criteria.filters) parts.push(filterCondition(eb, filter));
  }
  if (criteria.articleNumbers.length > 0) {
    parts.push(eb(sql<string>`lower(${eb.ref('a.articleNumber')})`, 'in', criteria.articleNumbers));
  }
  if (criteria.text !== '') parts.push(textCondition(eb, criteria.text));
  if (omit !== 'price' && criteria.currency !== null) {
    if (criteria.minPrice !== undefined) parts.push(eb('pr.singlePrice', '>=', criteria.minPrice));
    if (criteria.maxPrice !== undefined) parts.push(eb('pr.singlePrice', '<=', criteria.maxPrice));
  }
  return eb.and(parts);
}

function baseQuery(db: DbOrTx, criteria: SearchCriteria, omit: Omission) {
  return db
    .selectFrom('articles as a')
    .leftJoin('articleLocalizations as l', (join) =>
      join.onRef('l.articleId', '=', 'a.id').on('l.language', '=', criteria.language),
    )
    .leftJoin('producers as p', 'p.id', 'a.producerId')
    .leftJoin('articlePrices as pr', (join) =>
      join.onRef('pr.articleId', '=', 'a.id').on('pr.currency', '=', criteria.currency ?? ''),
    )
    .where((eb) => conditions(eb, criteria, omit));
}

export async function countArticles(
  db: DbOrTx,
  criteria: SearchCriteria,
  omit: Omission = null,
): Promise<number> {
  const row = await baseQuery(db, criteria, omit)
    .select((eb) => eb.fn.countAll<number | string>().as('hits'))
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

export interface SearchArticleRow {
  id: number;
  articleNumber: string;
  state: string;
  releaseDate: string | null;
  preorderDate: string | null;
  name: string | null;
  producer: string | null;
  producerNames: string | null;
  image: string | null;
  price: number | null;
  campaignId: number | null;
  hotDeal: number | string | null;
  closeOut: number | string | null;
}

const SORT_COLUMNS = {
  name: 'l.name',
  articleNumber: 'a.articleNumber',
  preorderDate: 'a.preorderDate',
  releaseDate: 'a.releaseDate',
  intakeDate: 'a.intakeDate',
  inshopDate: 'a.inshopDate',
  price: 'pr.singlePrice',
  inspecialDate: 'a.specialDate',
} as const;

/** One page of the filtered articles in the given sort; ties break on the article number. */
export function findArticles(
  db: DbOrTx,
  criteria: SearchCriteria,
  sort: SortMeaning,
  offset: number,
  limit: number,
): Promise<SearchArticleRow[]> {
  const hasCode = (eb: Row, code: number) =>
    eb
      .selectFrom('articleCategorisations as c')
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .whereRef('c.articleId', '=', 'a.id')
      .where('c.code', '=', code);
  let query = baseQuery(db, criteria, null).select((eb) => [
    'a.id',
    'a.articleNumber',
    'a.state',
    'a.releaseDate',
    'a.preorderDate',
    'a.campaignId',
    'l.name',
    'p.name as producer',
    'p.names as producerNames',
    'pr.singlePrice as price',
    eb
      .selectFrom('articleImages as i')
      .select('i.path')
      .whereRef('i.articleId', '=', 'a.id')
      .orderBy('i.position')
      .limit(1)
      .as('image'),
    hasCode(eb, HOT_DEAL).as('hotDeal'),
    hasCode(eb, CLOSE_OUT).as('closeOut'),
  ]);
  if (sort.field === 'bestMatch') {
    const lower = criteria.text.toLowerCase();
    const prefix = `${likeEscape(lower)}%`;
    query = query.orderBy(
      (eb) =>
        eb
          .case()
          .when(
            eb.or([
              eb('a.barcode', '=', criteria.text),
              eb(sql`lower(${eb.ref('a.articleNumber')})`, '=', lower),
            ]),
          )
          .then(0)
          .when(like(eb.ref('a.articleNumber'), prefix))
          .then(1)
          .when(like(eb.ref('l.name'), prefix))
          .then(2)
          .when(like(eb.ref('l.name'), `%${likeEscape(lower)}%`))
          .then(3)
          .else(4)
          .end(),
      'asc',
    );
    query = query.orderBy('l.name', 'asc');
  } else {
    const column = SORT_COLUMNS[sort.field];
    // nulls last in both databases (SQLite and PostgreSQL disagree by default)
    query = query
      .orderBy((eb) => eb.case().when(column, 'is', null).then(1).else(0).end(), 'asc')
      .orderBy(column, sort.direction);
  }
  return query.orderBy('a.articleNumber', 'asc').offset(offset).limit(limit).execute();
}

export interface GroupCountRow {
  id: number;
  name: string;
  names: string;
  numberOfArticles: number | string;
}

/** Article counts per entry of one group type over the filtered set, without that type's own selection. */
export function countGroup(
  db: DbOrTx,
  criteria: SearchCriteria,
  key: GroupKey,
): Promise<GroupCountRow[]> {
  const base = baseQuery(db, criteria, key);
  const count = sql<number | string>`count(a.id)`.as('numberOfArticles');
  switch (key) {
    case 'producers':
      return base
        .innerJoin('producers as g', 'g.id', 'a.producerId')
        .select(['g.id', 'g.name', 'g.names', count])
        .groupBy(['g.id', 'g.name', 'g.names'])
        .execute();
    case 'productTypes':
      return base
        .innerJoin('productTypes as g', 'g.id', 'a.productTypeId')
        .select(['g.id', 'g.name', 'g.names', count])
        .groupBy(['g.id', 'g.name', 'g.names'])
        .execute();
    case 'campaigns':
      return base
        .innerJoin('campaigns as g', 'g.id', 'a.campaignId')
        .select(['g.id', 'g.name', 'g.names', count])
        .groupBy(['g.id', 'g.name', 'g.names'])
        .execute();
    case 'themes':
      return base
        .innerJoin('articleThemes as gt', 'gt.articleId', 'a.id')
        .innerJoin('themes as g', 'g.id', 'gt.themeId')
        .select(['g.id', 'g.name', 'g.names', count])
        .groupBy(['g.id', 'g.name', 'g.names'])
        .execute();
    case 'categories':
      return base
        .innerJoin('articleCategories as gc', 'gc.articleId', 'a.id')
        .innerJoin('categories as g', 'g.id', 'gc.categoryId')
        .select(['g.id', 'g.name', 'g.names', count])
        .groupBy(['g.id', 'g.name', 'g.names'])
        .execute();
  }
}

/** Lowest and highest single price (minor units) of the filtered set, without the price bounds. */
export async function findPriceBounds(
  db: DbOrTx,
  criteria: SearchCriteria,
): Promise<{ min: number; max: number } | null> {
  if (criteria.currency === null) return null;
  const row = await baseQuery(db, criteria, 'price')
    .select((eb) => [
      eb.fn.min<number | string | null>('pr.singlePrice').as('min'),
      eb.fn.max<number | string | null>('pr.singlePrice').as('max'),
    ])
    .executeTakeFirst();
  if (!row || row.min === null || row.max === null) return null;
  return { min: Number(row.min), max: Number(row.max) };
}

export interface SuggestionArticleRow {
  articleNumber: string;
  barcode: string | null;
  mainArticleNumber: string | null;
  name: string | null;
}

/** Articles whose number or name starts with the text, or whose EAN is the text; exact hits first. */
export function findSuggestedArticles(
  db: DbOrTx,
  language: string,
  text: string,
  limit: number,
): Promise<SuggestionArticleRow[]> {
  const lower = text.toLowerCase();
  const prefix = `${likeEscape(lower)}%`;
  return db
    .selectFrom('articles as a')
    .leftJoin('articleLocalizations as l', (join) =>
      join.onRef('l.articleId', '=', 'a.id').on('l.language', '=', language),
    )
    .select(['a.articleNumber', 'a.barcode', 'a.mainArticleNumber', 'l.name'])
    .where('a.state', '!=', 'soldOut')
    .where((eb) =>
      eb.or([
        eb('a.barcode', '=', text),
        like(eb.ref('a.articleNumber'), prefix),
        like(eb.ref('l.name'), prefix),
      ]),
    )
    .orderBy(
      (eb) =>
        eb
          .case()
          .when(
            eb.or([
              eb('a.barcode', '=', text),
              eb(sql`lower(${eb.ref('a.articleNumber')})`, '=', lower),
            ]),
          )
          .then(0)
          .when(like(eb.ref('a.articleNumber'), prefix))
          .then(1)
          .else(2)
          .end(),
      'asc',
    )
    .orderBy('a.articleNumber', 'asc')
    .limit(limit)
    .execute();
}

/** Producer and theme names that start with the text (default name, lower-case comparison). */
export async function findNameCompletions(
  db: DbOrTx,
  text: string,
  limit: number,
): Promise<{ name: string; names: string; kind: 'producer' | 'theme' }[]> {
  const prefix = `${likeEscape(text.toLowerCase())}%`;
  const producers = await db
    .selectFrom('producers as t')
    .select(['t.name', 't.names'])
    .where((eb) => like(eb.ref('t.name'), prefix))
    .orderBy('t.name')
    .limit(limit)
    .execute();
  const themes = await db
    .selectFrom('themes as t')
    .select(['t.name', 't.names'])
    .where((eb) => like(eb.ref('t.name'), prefix))
    .orderBy('t.name')
    .limit(limit)
    .execute();
  return [
    ...producers.map((row) => ({ ...row, kind: 'producer' as const })),
    ...themes.map((row) => ({ ...row, kind: 'theme' as const })),
  ];
}
