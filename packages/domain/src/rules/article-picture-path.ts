/**
 * The address of an article's picture (its front view) where it has no stored one: the
 * catalog's picture route draws it (docs/decisions/026-suggestions-and-demo-pictures.md). It
 * stands apart from the drawings, so the lists that name a picture need none of them.
 */
export function articleImagePath(articleNumber: string): string {
  return `/images/articles/${encodeURIComponent(articleNumber)}.svg`;
}
