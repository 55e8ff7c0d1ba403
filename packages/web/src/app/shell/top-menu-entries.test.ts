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

  it('leads vacancies to the shop’s own pages, or to the careers site the settings name', () => {
    const own = topMenuEntries(shell, { isAuthenticated: false });
    expect(own.find((entry) => entry.key === 'vacancies')).toEqual({
      key: 'vacancies',
      href: '/de/de/vacancies',
      external: false,
    });
    const external = topMenuEntries(shell, { isAuthenticated: false }, 'https://jobs.example.com/');
    expect(external.find((entry) => entry.key === 'vacancies')).toEqual({
      key: 'vacancies',
      href: 'https://jobs.example.com/',
      external: true,
    });
  });
});
