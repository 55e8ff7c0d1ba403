import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@shop/domain/api/shell.ts';
import { menuColumns, menuTarget, sortedEntries } from '#web/shared/menu/menu-links.ts';

const shell = { shop: 'de', language: 'en' } as const;

function entry(overrides: Partial<MenuEntry>): MenuEntry {
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

describe('menuTarget', () => {
  it('leads a category to its listing', () => {
    expect(menuTarget(shell, entry({ type: 'category', value: '1a' }))).toEqual({
      kind: 'internal',
      href: '/de/en/category/1a',
    });
  });

  it('leads an overview to its landing page by name', () => {
    expect(menuTarget(shell, entry({ type: 'overview', value: 'Manga & Anime' }))).toEqual({
      kind: 'internal',
      href: '/de/en/overview/Manga%20%26%20Anime',
    });
  });

  it('keeps an external link external', () => {
    expect(menuTarget(shell, entry({ type: 'link', value: 'https://example.org/x' }))).toEqual({
      kind: 'external',
      href: 'https://example.org/x',
    });
  });
});

describe('sortedEntries', () => {
  it('orders by row, then order', () => {
    const sorted = sortedEntries([
      entry({ id: 1, order: 2, row: 0 }),
      entry({ id: 2, order: 1, row: 1 }),
      entry({ id: 3, order: 1, row: 0 }),
    ]);
    expect(sorted.map((e) => e.id)).toEqual([3, 1, 2]);
  });
});

describe('menuColumns', () => {
  it('puts each row in a column headed by the type its entries share', () => {
    const columns = menuColumns([
      entry({ id: 1, order: 1, row: 2, type: 'producer' }),
      entry({ id: 2, order: 1, row: 0, type: 'category' }),
      entry({ id: 3, order: 2, row: 0, type: 'category' }),
      entry({ id: 4, order: 1, row: 1, type: 'productType' }),
      entry({ id: 5, order: 2, row: 1, type: 'link' }),
    ]);
    expect(columns.map((column) => [column.type, column.entries.map((e) => e.id)])).toEqual([
      ['category', [2, 3]],
      [null, [4, 5]],
      ['producer', [1]],
    ]);
  });
});
