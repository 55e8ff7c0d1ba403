import type { MenuEntry } from '@shop/domain/api/shell.ts';
import { paths, shellHref, type ShellParams } from '#web/shared/routing/paths.ts';

export type MenuTarget = { kind: 'internal'; href: string } | { kind: 'external'; href: string };

/** Where a main-menu entry leads: a listing by its type, an overview page, or a link. */
export function menuTarget(shell: ShellParams, entry: MenuEntry): MenuTarget {
  switch (entry.type) {
    case 'link':
      return /^https?:\/\//.test(entry.value)
        ? { kind: 'external', href: entry.value }
        : { kind: 'internal', href: shellHref(shell, ...entry.value.split('/').filter(Boolean)) };
    case 'overview':
      return { kind: 'internal', href: paths.overview.href(shell, entry.value || entry.name) };
    default:
      return { kind: 'internal', href: paths.listing.href(shell, entry.type, entry.value) };
  }
}

/** Entries in menu order: by row (the column of a dropdown), then by order within it. */
export function sortedEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return [...entries].sort((a, b) => a.row - b.row || a.order - b.order);
}
