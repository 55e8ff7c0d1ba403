import type { Bits } from './bitset.ts';

/** The slots a free text finds (index-text.ts textMatch) and the ranks of best match among them. */
export interface TextMatch {
  bits: Bits;
  exact: Bits;
  numberPrefix: Bits;
  namePrefix: Bits;
  inName: Bits;
  /** The slots of `bits`, sorted, when they are few; null otherwise (index-text.ts). */
  slots: Int32Array | null;
}

/** Matches kept at most. */
export const MAX_KEPT = 256;
/** Bytes of kept sets at most: about 45 matches of a dense word (three sets) at a million. */
export const MAX_KEPT_BYTES = 16 * 1024 * 1024;

interface Kept {
  match: TextMatch;
  bytes: number;
}

function isEmpty(bits: Bits): boolean {
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) return false;
  return true;
}

/**
 * Text matches kept for the next search with the same text
 * (docs/decisions/083-kept-text-matches.md): a word's match scans the vocabularies and joins
 * the sets of every word that holds it, and shoppers send the same words again and again, with
 * other groups, filters, sorts and pages. Kept until the index changes in place (index-build.ts
 * applyChange) or is built anew; at most MAX_KEPT matches and MAX_KEPT_BYTES of sets, the least
 * recently used dropped first. A kept match's sets are read only: every caller reads them or
 * copies them (index-query.ts, index-order.ts).
 */
export class TextMatchCache {
  readonly #kept = new Map<string, Kept>();
  #bytes = 0;
  /** One empty set for every kept match's empty sets (most words match no article number). */
  #empty: Bits | null = null;

  get size(): number {
    return this.#kept.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): TextMatch | undefined {
    const kept = this.#kept.get(key);
    if (!kept) return undefined;
    // the most recently used last, so the first is the one to drop
    this.#kept.delete(key);
    this.#kept.set(key, kept);
    return kept.match;
  }

  /** Keeps a copy of a match worked out in scratch sets, and returns the copy. */
  keep(key: string, match: TextMatch): TextMatch {
    let bytes = match.slots?.byteLength ?? 0;
    const own = (bits: Bits): Bits => {
      if (isEmpty(bits)) {
        this.#empty ??= new Uint32Array(bits.length);
        if (this.#empty.length === bits.length) return this.#empty;
      }
      bytes += bits.byteLength;
      return bits.slice();
    };
    const kept: TextMatch = {
      bits: own(match.bits),
      exact: own(match.exact),
      numberPrefix: own(match.numberPrefix),
      namePrefix: own(match.namePrefix),
      inName: own(match.inName),
      slots: match.slots,
    };
    if (bytes > MAX_KEPT_BYTES) return kept;
    const previous = this.#kept.get(key);
    if (previous) {
      this.#kept.delete(key);
      this.#bytes -= previous.bytes;
    }
    for (const [oldest, { bytes: oldBytes }] of this.#kept) {
      if (this.#kept.size < MAX_KEPT && this.#bytes + bytes <= MAX_KEPT_BYTES) break;
      this.#kept.delete(oldest);
      this.#bytes -= oldBytes;
    }
    this.#kept.set(key, { match: kept, bytes });
    this.#bytes += bytes;
    return kept;
  }

  clear(): void {
    this.#kept.clear();
    this.#bytes = 0;
  }
}
