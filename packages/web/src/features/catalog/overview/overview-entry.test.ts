import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@shop/domain/api/shell.ts';
import { menuEntry } from '#web/shared/menu/menu-entry.fixtures.ts';
import { findOverviewEntry, overviewBoxHref } from './overview-entry.ts';

const shell = { shop: 'de', language: 'en' } as const;

const entry = (overrides: Partial<MenuEntry>) => menuEntry({ value: '1', ...overrides });

describe('overview page entry', () => {
  const entries = [
    entry({}),
    entry({ id: 2, name: 'Trading Cards', order: 2, value: '2' }),
    entry({ id: 3, name: 'Campaigns', order: 8, type: 'campaign', value: '' }),
    entry({ id: 4, name: 'Gift ideas', order: 9, type: 'overview', value: 'gifts' }),
  ];

  it('finds an entry by its name regardless of case, with hyphens for spaces', () => {
    expect(findOverviewEntry(entries, 'toys')?.id).toBe(1);
    expect(findOverviewEntry(entries, 'trading-cards')?.id).toBe(2);
    expect(findOverviewEntry(entries, 'Trading Cards')?.id).toBe(2);
  });

  it('finds an overview entry by its value and nothing for an unknown name', () => {
    expect(findOverviewEntry(entries, 'gifts')?.id).toBe(4);
    expect(findOverviewEntry(entries, 'garden')).toBeNull();
    expect(findOverviewEntry(entries, '  ')).toBeNull();
  });

  it('links a box of a category entry to the two-type listing, otherwise to the group alone', () => {
    expect(overviewBoxHref(shell, entries[0]!, 'themes', 26)).toBe('/de/en/category/1/theme/1a');
    expect(overviewBoxHref(shell, entries[2]!, 'productTypes', 10)).toBe('/de/en/productType/a');
  });
});
