import type { MenuEntry } from '@shop/domain/api/shell.ts';

/** A menu entry as /api/menu answers it: a top-level category unless the test says otherwise. */
export function menuEntry(overrides: Partial<MenuEntry>): MenuEntry {
  return {
    id: 1,
    name: 'Toys',
    order: 1,
    row: 0,
    type: 'category',
    value: '1a',
    subEntries: [],
    ...overrides,
  };
}
