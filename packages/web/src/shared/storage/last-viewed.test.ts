import { afterEach, describe, expect, it } from 'vitest';
import {
  addLastViewed,
  readLastViewed,
  recordLastViewed,
} from '#web/shared/storage/last-viewed.ts';

afterEach(() => window.localStorage.clear());

describe('last viewed articles', () => {
  it('puts the newest first in lower case, once, and keeps at most 6', () => {
    let list = addLastViewed([], { articleNumber: 'A1', image: '/a1.svg' });
    for (const number of ['B2', 'C3', 'D4', 'E5', 'F6', 'G7']) {
      list = addLastViewed(list, { articleNumber: number, image: `/${number}.svg` });
    }
    expect(list.map((entry) => entry.articleNumber)).toEqual(['g7', 'f6', 'e5', 'd4', 'c3', 'b2']);
    list = addLastViewed(list, { articleNumber: 'D4', image: '/d4.svg' });
    expect(list.map((entry) => entry.articleNumber)).toEqual(['d4', 'g7', 'f6', 'e5', 'c3', 'b2']);
  });

  it('records into localStorage and survives unreadable data', () => {
    window.localStorage.setItem('shop.lastViewed', '{not json');
    expect(readLastViewed()).toEqual([]);
    recordLastViewed({ articleNumber: 'LL1225-L', image: '/ll.svg' });
    recordLastViewed({ articleNumber: 'ST1930', image: '/st.svg' });
    expect(readLastViewed()).toEqual([
      { articleNumber: 'st1930', image: '/st.svg' },
      { articleNumber: 'll1225-l', image: '/ll.svg' },
    ]);
  });
});
