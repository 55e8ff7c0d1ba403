import { describe, expect, it } from 'vitest';
import { menuEntry } from '#web/shared/menu/menu-entry.fixtures.ts';
import { menuColumns } from '#web/shared/menu/menu-columns.ts';

describe('menuColumns', () => {
  it('puts each row in a column headed by the type its entries share', () => {
    const columns = menuColumns([
      menuEntry({ id: 1, order: 1, row: 2, type: 'producer' }),
      menuEntry({ id: 2, order: 1, row: 0, type: 'category' }),
      menuEntry({ id: 3, order: 2, row: 0, type: 'category' }),
      menuEntry({ id: 4, order: 1, row: 1, type: 'productType' }),
      menuEntry({ id: 5, order: 2, row: 1, type: 'link' }),
    ]);
    expect(columns.map((column) => [column.type, column.entries.map((e) => e.id)])).toEqual([
      ['category', [2, 3]],
      [null, [4, 5]],
      ['producer', [1]],
    ]);
  });
});
