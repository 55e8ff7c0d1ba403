import { describe, expect, it } from 'vitest';
import { articleImagePath } from './article-picture-path.ts';

describe('the address of an article picture', () => {
  it('names the drawn picture by the article number, encoded for a path', () => {
    expect(articleImagePath('AB-100')).toBe('/images/articles/AB-100.svg');
    expect(articleImagePath('A/B 1')).toBe('/images/articles/A%2FB%201.svg');
  });
});
