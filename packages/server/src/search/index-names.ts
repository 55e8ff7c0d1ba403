import { emptyBits, hasBit, setBit, type Bits } from './bitset.ts';

/**
 * The names of one language by slot, kept by the build for the pages of searches
 * (docs/decisions/070-search-answers-from-memory.md): reading 60 random names from the
 * database was the largest single cost of a new search. Packed as UTF-8 with the end of each
 * slot's name, about 4 MB per language with 100,000 articles. Larger catalogs keep none (a
 * million articles would need about 250 MB for seven languages) and read them as before.
 */
export const PAGE_NAMES_UP_TO = 250_000;

export interface PageNamesData {
  /** The names one after another; a slot's name ends at `ends[slot]`, the previous one's end. */
  bytes: Uint8Array;
  ends: Int32Array;
  /** Slots with a name in the language; the others show their article number. */
  named: Bits;
}

/** Packs the names of `size` slots (undefined: no name in the language). */
export function packNames(bySlot: readonly (string | undefined)[], size: number): PageNamesData {
  const named = emptyBits(size);
  const ends = new Int32Array(size);
  const parts: Buffer[] = [];
  let end = 0;
  for (let slot = 0; slot < size; slot++) {
    const name = bySlot[slot];
    if (name !== undefined) {
      setBit(named, slot);
      const bytes = Buffer.from(name, 'utf8');
      parts.push(bytes);
      end += bytes.length;
    }
    ends[slot] = end;
  }
  const bytes = new Uint8Array(end);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return { bytes, ends, named };
}

/** The names of the given slots; null where a slot has none in the language. */
export function namesOf(names: PageNamesData, slots: readonly number[]): (string | null)[] {
  const { bytes, ends, named } = names;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return slots.map((slot) =>
    slot >= 0 && hasBit(named, slot)
      ? text.toString('utf8', slot === 0 ? 0 : ends[slot - 1]!, ends[slot]!)
      : null,
  );
}
