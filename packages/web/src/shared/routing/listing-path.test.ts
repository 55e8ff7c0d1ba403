import { describe, expect, it } from 'vitest';
import { parseListingPath } from '#web/shared/routing/listing-path.ts';

describe('parseListingPath', () => {
  it('reads one type and its value', () => {
    expect(parseListingPath('category', '1a2b')).toEqual([{ type: 'category', value: '1a2b' }]);
  });

  it('keeps slashes inside a value', () => {
    expect(parseListingPath('producer', 'Bandai/Namco')).toEqual([
      { type: 'producer', value: 'Bandai/Namco' },
    ]);
  });

  it('reads a second type and value', () => {
    expect(parseListingPath('theme', 'Star Wars/productType/3f')).toEqual([
      { type: 'theme', value: 'Star Wars' },
      { type: 'productType', value: '3f' },
    ]);
  });

  it('rejects any other type as invalid', () => {
    expect(parseListingPath('colour', 'red')).toBeNull();
  });
});
