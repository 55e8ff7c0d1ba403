import { describe, expect, it } from 'vitest';
import { menuEntry } from '#web/shared/menu/menu-entry.fixtures.ts';
import { menuTarget, sortedEntries } from '#web/shared/menu/menu-links.ts';

const shell = { shop: 'de', language: 'en' } as const;

describe('menuTarget', () => {
  it('leads a category to its listing', () => {
    expect(menuTarget(shell, menuEntry({ type: 'category', value: '1a' }))).toEqual({
      kind: 'internal',
      href: '/de/en/category/1a',
    });
  });

  it('leads an overview to its landing page by name', () => {
    expect(menuTarget(shell, menuEntry({ type: 'overview', value: 'Manga & Anime' }))).toEqual({
      kind: 'internal',
      href: '/de/en/overview/Manga%20%26%20Anime',
    });
  });

  it('keeps an external link external', () => {
    expect(menuTarget(shell, menuEntry({ type: 'link', value: 'https://example.org/x' }))).toEqual({
      kind: 'external',
      href: 'https://example.org/x',
    });
  });
});

describe('sortedEntries', () => {
  it('orders by row, then order', () => {
    const sorted = sortedEntries([
      menuEntry({ id: 1, order: 2, row: 0 }),
      menuEntry({ id: 2, order: 1, row: 1 }),
      menuEntry({ id: 3, order: 1, row: 0 }),
    ]);
    expect(sorted.map((e) => e.id)).toEqual([3, 1, 2]);
  });
});
