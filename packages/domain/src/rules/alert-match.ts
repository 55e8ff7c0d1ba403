/**
 * Which articles an alert tells of (docs/decisions/150-article-alerts.md). A producer, theme or
 * product type alert: the articles of that producer, theme or type. A saved-search alert: the
 * articles in every list the search selects by (producers, themes, product types; one of each
 * list's ids) whose name or number holds every word of its text. The search's other parts
 * (filters, prices, sort, the lists of novelties and campaigns) say how to show a list, not what
 * it is about, and are not matched.
 */

export interface AlertWatch {
  target: 'producer' | 'theme' | 'productType' | 'search';
  /** the producer's, theme's or type's id */
  targetId: number | null;
  /** a saved search's selection and text */
  search?: { producers: number[]; themes: number[]; productTypes: number[]; term: string };
}

export interface MatchableArticle {
  articleNumber: string;
  producerId: number | null;
  productTypeId: number | null;
  themeIds: readonly number[];
  names: Readonly<Record<string, string>>;
}

const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);

function matchesSearch(search: NonNullable<AlertWatch['search']>, article: MatchableArticle) {
  const inList = (ids: readonly number[], has: (id: number) => boolean) =>
    ids.length === 0 || ids.some(has);
  if (!inList(search.producers, (id) => article.producerId === id)) return false;
  if (!inList(search.productTypes, (id) => article.productTypeId === id)) return false;
  if (!inList(search.themes, (id) => article.themeIds.includes(id))) return false;
  const haystack = [article.articleNumber, ...Object.values(article.names)]
    .join(' ')
    .toLocaleLowerCase();
  return words(search.term).every((word) => haystack.includes(word));
}

export function alertMatches(watch: AlertWatch, article: MatchableArticle): boolean {
  switch (watch.target) {
    case 'producer':
      return article.producerId === watch.targetId;
    case 'productType':
      return article.productTypeId === watch.targetId;
    case 'theme':
      return watch.targetId !== null && article.themeIds.includes(watch.targetId);
    case 'search':
      return watch.search !== undefined && matchesSearch(watch.search, article);
  }
}
