import type { ArticleSummary } from '@shop/domain/api/article.ts';
import { articleImagePath } from '@shop/domain/rules/article-picture-path.ts';
import type { SummaryRow } from './article-detail.repository.ts';
import { articleNotes } from './article-notes.ts';

/** What a list or a suggestion shows of an article: name (else English, else number), picture. */
export function toSummary(row: SummaryRow): ArticleSummary {
  return {
    articleNumber: row.articleNumber,
    name: row.name ?? row.fallbackName ?? row.articleNumber,
    image: row.image ?? articleImagePath(row.articleNumber),
    state: row.state,
    ...articleNotes(row),
  };
}
