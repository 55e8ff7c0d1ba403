import type { MenuEntry } from '@shop/domain/api/shell.ts';
import { sortedEntries } from '#web/shared/menu/menu-links.ts';

/* The dropdowns' and the drawer's columns, apart from menu-links.ts: the header's top-level links
   are in the first page's JavaScript, the columns load with the dropdowns (decision 151). */

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
