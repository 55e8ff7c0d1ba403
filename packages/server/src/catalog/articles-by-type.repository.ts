import type { ArticleGroupType } from '@shop/domain/api/article.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { summaryQuery, type SummaryRow } from './article-detail.repository.ts';

/** Data access of POST /api/articlesByType. */

export interface GroupRow {
  id: number;
  name: string;
  names: string;
}

const TABLE_OF_TYPE = {
  category: 'categories',
  productType: 'productTypes',
  theme: 'themes',
  producer: 'producers',
  campaign: 'campaigns',
} as const satisfies Record<ArticleGroupType, string>;

/** Every group of a type with its names; these tables hold hundreds of rows, not millions. */
export function findGroups(db: DbOrTx, type: ArticleGroupType): Promise<GroupRow[]> {
  return db.selectFrom(TABLE_OF_TYPE[type]).select(['id', 'name', 'names']).orderBy('id').execute();
}

/** Listed (main or single), not sold-out articles of a group, newest in the shop first. */
export function findGroupArticles(
  db: DbOrTx,
  type: ArticleGroupType,
  groupId: number,
  language: string,
  limit: number,
): Promise<SummaryRow[]> {
  let query = summaryQuery(db, language)
    .where((eb) =>
      eb.or([
        eb('a.mainArticleNumber', 'is', null),
        eb('a.mainArticleNumber', '=', eb.ref('a.articleNumber')),
      ]),
    )
    .where('a.state', '!=', 'soldOut');
  switch (type) {
    case 'producer':
      query = query.where('a.producerId', '=', groupId);
      break;
    case 'productType':
      query = query.where('a.productTypeId', '=', groupId);
      break;
    case 'campaign':
      query = query.where('a.campaignId', '=', groupId);
      break;
    case 'theme':
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('articleThemes as t')
            .select('t.articleId')
            .whereRef('t.articleId', '=', 'a.id')
            .where('t.themeId', '=', groupId),
        ),
      );
      break;
    case 'category':
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('articleCategories as c')
            .select('c.articleId')
            .whereRef('c.articleId', '=', 'a.id')
            .where('c.categoryId', '=', groupId),
        ),
      );
      break;
  }
  return query.orderBy('a.inshopDate', 'desc').orderBy('a.articleNumber').limit(limit).execute();
}
