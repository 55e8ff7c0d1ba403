import { describe, expect, it } from 'vitest';
import { hashString } from './string-hash.ts';

describe('hashString', () => {
  it('is 32-bit FNV-1a', () => {
    // the published FNV-1a test vectors
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });
});
