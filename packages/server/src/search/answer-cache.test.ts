import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

describe('AnswerCache', () => {
  it('keeps answers of the current index version until they expire', () => {
    let now = 0;
    const cache = new AnswerCache({ entries: 10, chars: 1000, ttlMs: 100 }, () => now);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', 1, '{"x":1}');
    expect(cache.get('a', 1)).toBe('{"x":1}');
    now = 100;
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('forgets everything when the index changes, and ignores answers of an older index', () => {
    const cache = new AnswerCache({ entries: 10, chars: 1000, ttlMs: 1000 }, () => 0);
    cache.get('a', 1);
    cache.set('a', 1, '1');
    expect(cache.get('a', 2)).toBeUndefined();
    cache.set('b', 1, '2');
    expect(cache.get('b', 2)).toBeUndefined();
  });

  it('drops the oldest answers beyond its bounds and does not keep very large ones', () => {
    const cache = new AnswerCache({ entries: 2, chars: 800, ttlMs: 1000 }, () => 0);
    cache.get('', 1);
    cache.set('a', 1, 'a');
    cache.set('b', 1, 'b');
    cache.set('c', 1, 'c');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBe('c');
    cache.set('big', 1, 'x'.repeat(101));
    expect(cache.get('big', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBe('b');
  });
});
