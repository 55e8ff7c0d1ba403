import { describe, expect, it } from 'vitest';
import {
  ARTICLE_STATES,
  DISPLAY_CLASSES,
  OPEN_ORDER_STATES,
  displayClass,
  isArticleState,
  openOrderStateOf,
} from './availability.ts';

describe('article states', () => {
  it('knows exactly the eight states of the spec', () => {
    expect(ARTICLE_STATES).toHaveLength(8);
    expect(new Set(ARTICLE_STATES).size).toBe(8);
  });

  it('recognises known states and refuses unknown or differently cased ones', () => {
    for (const state of ARTICLE_STATES) expect(isArticleState(state)).toBe(true);
    expect(isArticleState('preOrder')).toBe(false);
    expect(isArticleState('instock')).toBe(false);
    expect(isArticleState('')).toBe(false);
  });
});

describe('displayClass', () => {
  it.each([
    ['inStock', 'inStock'],
    ['inStockFdosPending', 'inStockFdosPending'],
    ['inTake', 'inTake'],
    ['preorder', 'inTake'],
    ['soldOut', 'soldOut'],
    ['partialStock', 'inquiry'],
    ['inquiry', 'inquiry'],
    ['inStockOverdue', 'inquiry'],
  ] as const)('shows %s as %s', (state, expected) => {
    expect(displayClass(state)).toBe(expected);
  });

  it('shows unknown states as an inquiry', () => {
    expect(displayClass('somethingNew')).toBe('inquiry');
    expect(displayClass('')).toBe('inquiry');
    expect(displayClass('INSTOCK')).toBe('inquiry');
  });

  it('does not resolve prototype property names as states', () => {
    expect(displayClass('toString')).toBe('inquiry');
    expect(displayClass('__proto__')).toBe('inquiry');
    expect(displayClass('constructor')).toBe('inquiry');
  });

  it('only ever yields one of the display classes', () => {
    for (const state of ARTICLE_STATES) expect(DISPLAY_CLASSES).toContain(displayClass(state));
  });
});

describe('open-order states', () => {
  it('knows the ten open-order states including the partial intake ones', () => {
    expect(OPEN_ORDER_STATES).toHaveLength(10);
    expect(OPEN_ORDER_STATES).toContain('partialInTakeNotAvail');
    expect(OPEN_ORDER_STATES).toContain('preOrder');
  });

  it('spells pre-order preOrder, not as the article state preorder', () => {
    expect(OPEN_ORDER_STATES).not.toContain('preorder');
  });

  it('starts an ordered pre-order as preOrder and an arriving article in its own state', () => {
    expect(openOrderStateOf('preorder')).toBe('preOrder');
    expect(openOrderStateOf('inTake')).toBe('inTake');
    expect(openOrderStateOf('inStockOverdue')).toBe('inStockOverdue');
    for (const state of ['preorder', 'inTake', 'inStockOverdue']) {
      expect(OPEN_ORDER_STATES).toContain(openOrderStateOf(state));
    }
  });
});
