import type { ArticleAnswer } from '@shop/domain/api/article.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { CatalogEvents } from '#server/events/catalog-events.ts';
import { TtlCache } from '#server/system/ttl-cache.ts';
import { articleAnswer, trackArticleView, type ArticleInput } from './article-detail.service.ts';

/**
 * Visitors' article pages kept this long, and for this many articles and languages: every
 * visitor sees the same page, which otherwise costs a dozen queries. Any catalog change in any
 * process (an order's stock included) empties the cache at once; the minute bounds what a
 * change no process announced leaves stale, as for the start page.
 */
const VISITOR_ANSWER_MS = 60_000;
const VISITOR_ANSWERS = 2000;

/**
 * The article detail as every visitor sees it, shared by POST /api/article and the HTML of a
 * first visit's article page (decision 073), so both hand out the same answer.
 */
export interface VisitorArticles {
  /** from the cache when another visitor asked for it lately; the view is tracked each time */
  answer(input: ArticleInput): Promise<ArticleAnswer>;
  close(): void;
}

export function visitorArticles(db: DbOrTx, catalogEvents: CatalogEvents): VisitorArticles {
  const cache = new TtlCache<ArticleAnswer>(VISITOR_ANSWER_MS, Date.now, VISITOR_ANSWERS);
  const stopChanges = catalogEvents.onArticlesChanged(() => cache.clear());
  const stopMissed = catalogEvents.onChangesMissed(() => cache.clear());
  return {
    async answer(input) {
      const key = `${input.articleNumber.toUpperCase()} ${input.language}`;
      const answer = await cache.get(key, () => articleAnswer(db, null, input));
      await trackArticleView(db, input, null, answer);
      return answer;
    },
    close: () => {
      stopChanges();
      stopMissed();
    },
  };
}
