import { describe, expect, it } from 'vitest';
import { topMenuEntries } from '#web/app/shell/top-menu-entries.ts';

const shell = { shop: 'de', language: 'de' } as const;

describe('topMenuEntries', () => {
  it('offers visitors the six public entries', () => {
    expect(topMenuEntries(shell, { isAuthenticated: false }).map((entry) => entry.key)).toEqual([
      'explore',
      'partner',
      'wholesale',
      'contact',
      'vacancies',
      'about',
    ]);
  });

  it('adds shipping and store support for logged-in users', () => {
    const keys = topMenuEntries(shell, { isAuthenticated: true }).map((entry) => entry.key);
    expect(keys.slice(-2)).toEqual(['shipping', 'storeSupport']);
    expect(topMenuEntries(shell, { isAuthenticated: true })[6]?.href).toBe(
      '/de/de/account/shipping',
    );
  });
});
