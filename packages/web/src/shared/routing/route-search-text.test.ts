import { describe, expect, it } from 'vitest';
import { routeSearchText } from '#web/shared/routing/route-search-text.ts';

describe('routeSearchText', () => {
  it('reads the term of a search and of a show page', () => {
    expect(routeSearchText('/de/en/search/star%20wars')).toBe('star wars');
    expect(routeSearchText('/de/en/search/a/b')).toBe('a/b');
    expect(routeSearchText('/de/en/show/M1a_F1/lego')).toBe('lego');
  });

  it('is empty on pages without a search text', () => {
    expect(routeSearchText('/de/en/show/M1a_F1')).toBe('');
    expect(routeSearchText('/de/en/basket')).toBe('');
    expect(routeSearchText('/de/en')).toBe('');
    expect(routeSearchText('/de/en/search/%E0%A4%A')).toBe('');
  });
});
