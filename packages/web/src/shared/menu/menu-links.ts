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

export type ColumnType = 'category' | 'productType' | 'theme' | 'producer' | 'campaign';

export interface MenuColumn {
  row: number;
  /** the type all entries of the column share, to head it with; null for a mixed column */
  type: ColumnType | null;
  entries: MenuEntry[];
}

const COLUMN_TYPES: readonly string[] = [
  'category',
  'productType',
  'theme',
  'producer',
  'campaign',
];

function isColumnType(type: string): type is ColumnType {
  return COLUMN_TYPES.includes(type);
}

/** Sub-entries grouped into the columns of a dropdown: one per row, in menu order. */
export function menuColumns(entries: readonly MenuEntry[]): MenuColumn[] {
  const columns: MenuColumn[] = [];
  for (const entry of sortedEntries(entries)) {
    const last = columns.at(-1);
    if (last !== undefined && last.row === entry.row) last.entries.push(entry);
    else columns.push({ row: entry.row, type: null, entries: [entry] });
  }
  for (const column of columns) {
    const type = column.entries[0]?.type ?? '';
    const shared = column.entries.every((entry) => entry.type === type);
    column.type = shared && isColumnType(type) ? type : null;
  }
  return columns;
}
