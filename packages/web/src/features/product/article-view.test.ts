import { describe, expect, it } from 'vitest';
import { isLongArticleNumber, formatWeight } from '#web/features/product/article-view.ts';

describe('article view helpers', () => {
  it('marks article numbers beyond 17 characters as long', () => {
    expect(isLongArticleNumber('ABCDEFGHIJKLMNOPQ')).toBe(false);
    expect(isLongArticleNumber('BF1125-COLLECTORS-BOX')).toBe(true);
  });

  it('shows weights in g, and in kg from 1000 g', () => {
    expect(formatWeight(645, 'en')).toBe('645 g');
    expect(formatWeight(1250, 'de')).toBe('1,25 kg');
  });
});
