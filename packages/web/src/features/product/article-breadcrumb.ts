import type { ArticleDetail } from '@shop/domain/api/article.ts';
import { paths, type ShellParams } from '#web/shared/routing/paths.ts';
import type { ListingType } from '#web/shared/routing/listing-path.ts';
import type { Crumb } from '#web/shared/ui/breadcrumb.tsx';

/** Where an article is filed, most general first: the first of these it has leads back. */
const FILED_UNDER: readonly {
  field: 'categories' | 'productTypes' | 'themes' | 'producers';
  type: ListingType;
}[] = [
  { field: 'categories', type: 'category' },
  { field: 'productTypes', type: 'productType' },
  { field: 'themes', type: 'theme' },
  { field: 'producers', type: 'producer' },
];

/**
 * An article's breadcrumb after the start page (docs/product/catalog.md#cat-breadcrumb): the
 * listing it is filed under (its first category, else product type, theme or producer), then the
 * article itself.
 */
export function articleTrail(article: ArticleDetail, shell: ShellParams): Crumb[] {
  const self: Crumb = { name: article.localization.Name, href: null };
  for (const { field, type } of FILED_UNDER) {
    const entry = article[field][0];
    if (entry !== undefined) {
      return [
        { name: entry.name, href: paths.listing.href(shell, type, entry.id.toString(16)) },
        self,
      ];
    }
  }
  return [self];
}
