import type { MenuEntry } from '@shop/domain/api/shell.ts';
import { paths, type ShellParams } from '#web/shared/routing/paths.ts';
import type { BoxKind } from '#web/features/catalog/api/get-overview.ts';

const comparable = (text: string) =>
  text
    .trim()
    .toLocaleLowerCase()
    .replace(/[\s_]+/g, '-');

/**
 * The top-level menu entry an /overview/{name} path names: by its value (overview entries) or
 * by its name in the current language, ignoring case and spaces written as hyphens; null when
 * none matches (the page then shows notFound).
 */
export function findOverviewEntry(entries: readonly MenuEntry[], name: string): MenuEntry | null {
  const wanted = comparable(name);
  if (wanted === '') return null;
  return (
    entries.find(
      (entry) =>
        (entry.type === 'overview' && comparable(entry.value) === wanted) ||
        comparable(entry.name) === wanted,
    ) ?? null
  );
}

/**
 * Where a box leads: within a category entry the two-type listing (that category and the theme
 * or product type), otherwise the listing of the theme or product type alone.
 */
export function overviewBoxHref(
  shell: ShellParams,
  entry: MenuEntry,
  kind: BoxKind,
  id: number,
): string {
  const type = kind === 'themes' ? 'theme' : 'productType';
  const hex = id.toString(16);
  if (entry.type === 'category' && entry.value !== '') {
    return paths.listing.href(shell, 'category', `${entry.value}/${type}/${hex}`);
  }
  return paths.listing.href(shell, type, hex);
}
