import type { SearchGroupType } from '@shop/domain/api/search.ts';
import { countAnd } from './bitset.ts';
import { compareText } from './index-build.ts';
import { entityOrder } from './index-facets.ts';
import type { IndexStore } from './index-store.ts';
import { nameMatchRank } from './term-index.ts';

/**
 * Suggestions of group entities by name: producers, themes, categories and product types the
 * typed text names (docs/decisions/026-suggestions-and-demo-pictures.md).
 */

/**
 * Entities of the given facets whose name in the language the text names (nameMatchRank) and
 * that have listed articles: best match first, then shorter names, then by name.
 */
function namedEntities<T extends SearchGroupType>(
  store: IndexStore,
  types: readonly T[],
  languageCode: string,
  text: string,
  limit: number,
): { type: T; index: number; name: string }[] {
  const typed = text.trim().toLowerCase();
  const found: { type: T; index: number; name: string; rank: number }[] = [];
  for (const type of types) {
    const { names } = entityOrder(store.facets[type], languageCode);
    names.forEach((name, index) => {
      const rank = nameMatchRank(name, typed);
      if (rank !== null) found.push({ type, index, name, rank });
    });
  }
  found.sort(
    (a, b) => a.rank - b.rank || a.name.length - b.name.length || compareText(a.name, b.name),
  );
  const kept: { type: T; index: number; name: string }[] = [];
  for (const entry of found) {
    if (kept.length >= limit) break;
    if (countAnd(store.facets[entry.type].bits[entry.index]!, store.listed) === 0) continue;
    kept.push({ type: entry.type, index: entry.index, name: entry.name });
  }
  return kept;
}

/** Producer and theme names in the language that the text names, best first. */
export function nameCompletions(
  store: IndexStore,
  languageCode: string,
  text: string,
  limit: number,
): { name: string; kind: 'producer' | 'theme' }[] {
  return namedEntities(store, ['producer', 'theme'], languageCode, text, limit).map((entry) => ({
    name: entry.name,
    kind: entry.type,
  }));
}

/**
 * Categories and product types the text names, best first: the listing a suggestion of one
 * leads to; a subcategory comes with its parent category's name.
 */
export function groupCompletions(
  store: IndexStore,
  languageCode: string,
  text: string,
  limit: number,
): { type: 'category' | 'productType'; id: number; name: string; parent: string | null }[] {
  const categories = store.facets.category;
  const { names } = entityOrder(categories, languageCode);
  return namedEntities(store, ['category', 'productType'], languageCode, text, limit).map(
    (entry) => {
      const row = store.facets[entry.type].rows[entry.index]!;
      const parentIndex = row.parentId == null ? undefined : categories.indexOf.get(row.parentId);
      return {
        type: entry.type,
        id: row.id,
        name: entry.name,
        parent: parentIndex === undefined ? null : names[parentIndex]!,
      };
    },
  );
}
