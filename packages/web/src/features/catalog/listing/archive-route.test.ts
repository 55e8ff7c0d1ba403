import { describe, expect, it } from 'vitest';
import { archiveTarget } from './archive-route.ts';

const shell = { shop: 'de', language: 'de' } as const;

describe('/archive/{archive}', () => {
  it('opens the product archive with the time period the route names', () => {
    expect(archiveTarget(shell, '7')).toBe('/de/de/account/product-archive?timePeriod=7');
    expect(archiveTarget(shell, '28')).toBe('/de/de/account/product-archive?timePeriod=28');
  });

  it('falls back to all time for anything that is not a period', () => {
    expect(archiveTarget(shell, '5')).toBe('/de/de/account/product-archive?timePeriod=0');
    expect(archiveTarget(shell, 'latest')).toBe('/de/de/account/product-archive?timePeriod=0');
    expect(archiveTarget(shell, '1e1')).toBe('/de/de/account/product-archive?timePeriod=0');
  });
});
