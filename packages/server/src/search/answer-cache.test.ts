import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

/** An answer of a request asked for twice: the cache keeps only those. */
function setTwice(cache: AnswerCache, key: string, version: number, json: string): void {
  cache.set(key, version, json);
  cache.set(key, version, json);
}

describe('AnswerCache', () => {
  it('keeps an answer only when its request is asked for a second time', () => {
    const cache = new AnswerCache({ entries: 10, chars: 1000, ttlMs: 100 }, () => 0);
    cache.get('a', 1);
    cache.set('a', 1, '{"x":1}');
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('b', 1, '{"x":2}');
    cache.set('a', 1, '{"x":1}');
    expect(cache.get('a', 1)).toBe('{"x":1}');
    expect(cache.get('b', 1)).toBeUndefined();
    // a new index does not forget which requests were asked for
    cache.set('b', 2, '{"x":3}');
    expect(cache.get('b', 2)).toBe('{"x":3}');
  });

  it('keeps answers of the current index version until they expire', () => {
    let now = 0;
    const cache = new AnswerCache({ entries: 10, chars: 1000, ttlMs: 100 }, () => now);
    expect(cache.get('a', 1)).toBeUndefined();
    setTwice(cache, 'a', 1, '{"x":1}');
    expect(cache.get('a', 1)).toBe('{"x":1}');
    now = 100;
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('forgets everything when the index changes, and ignores answers of an older index', () => {
    const cache = new AnswerCache({ entries: 10, chars: 1000, ttlMs: 1000 }, () => 0);
    cache.get('a', 1);
    setTwice(cache, 'a', 1, '1');
    expect(cache.get('a', 2)).toBeUndefined();
    setTwice(cache, 'b', 1, '2');
    expect(cache.get('b', 2)).toBeUndefined();
  });

  it('drops the oldest answers beyond its bounds and does not keep very large ones', () => {
    const cache = new AnswerCache({ entries: 2, chars: 800, ttlMs: 1000 }, () => 0);
    cache.get('', 1);
    setTwice(cache, 'a', 1, 'a');
    setTwice(cache, 'b', 1, 'b');
    setTwice(cache, 'c', 1, 'c');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBe('c');
    setTwice(cache, 'big', 1, 'x'.repeat(101));
    expect(cache.get('big', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBe('b');
  });
});
