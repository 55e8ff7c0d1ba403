/** A 32-bit hash of a string's UTF-16 code units (FNV-1a): seeds, picture choices, cache keys. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
