import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './page-cache-key.ts';

describe('the key a visitors page is kept under', () => {
  it('is the address with the parameters a page reads, sorted', () => {
    expect(pageCacheKey('/de/en/category/1?type=gallery&page=2')).toBe(
      '/de/en/category/1?page=2&type=gallery',
    );
    expect(pageCacheKey('/de/en/category/1?page=2&type=gallery')).toBe(
      '/de/en/category/1?page=2&type=gallery',
    );
  });

  it("drops a campaign's and any other parameter the pages do not read", () => {
    expect(pageCacheKey('/de/en/product/GG2001?utm_source=news&gclid=x')).toBe(
      '/de/en/product/GG2001',
    );
    expect(pageCacheKey('/de/en/search/car?utm_campaign=spring&page=3')).toBe(
      '/de/en/search/car?page=3',
    );
  });

  it('keeps an address without a query as it is', () => {
    expect(pageCacheKey('/de/en')).toBe('/de/en');
  });
});
