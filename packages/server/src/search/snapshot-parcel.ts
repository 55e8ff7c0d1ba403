/**
 * A value of the search index's data sent to the snapshot writer's thread piece by piece
 * (docs/decisions/067-search-new-cheaper.md). Posting a frame's data as one message would clone
 * it on the main thread in one go (as long as serialising it there, which is what the thread
 * is for) and copy the whole shared buffers its typed arrays are cut from. Instead the value is
 * walked a few thousand entries at a time into parcels of tokens: primitives as they are, each
 * typed array as a compact copy that is transferred, arrays, maps, sets and plain objects as
 * begin and end marks, and an object met before as a reference (shared objects stay shared,
 * holes stay holes). The thread writes the tokens as V8's serialisation (snapshot-wire.ts).
 */

/** The kinds of tokens; a token's value is the primitive, copy, length, name or id. */
export const TOKEN = {
  primitive: 0,
  view: 1,
  /** Its value is the array's length. */
  array: 2,
  map: 3,
  set: 4,
  object: 5,
  end: 6,
  key: 7,
  /** Its value is the number of an object met before, counted from 0 in the order met. */
  ref: 8,
  hole: 9,
} as const;
const {
  primitive: PRIMITIVE,
  view: VIEW,
  array: ARRAY,
  map: MAP,
  set: SET,
  object: OBJECT,
} = TOKEN;
const { end: END, key: KEY, ref: REF, hole: HOLE } = TOKEN;

export interface Parcel {
  kinds: Uint8Array;
  values: unknown[];
  /** The buffers of the typed array copies, for the transfer list. */
  transfer: ArrayBuffer[];
}

type Walk =
  | { kind: 'array'; array: readonly unknown[]; length: number; next: number }
  | { kind: 'map'; entries: Iterator<[unknown, unknown]>; pending: { value: unknown } | null }
  | { kind: 'set'; values: Iterator<unknown> }
  | { kind: 'object'; object: Record<string, unknown>; keys: string[]; next: number };

type TypedArray =
  | Int8Array
  | Uint8Array
  | Uint8ClampedArray
  | Int16Array
  | Uint16Array
  | Int32Array
  | Uint32Array
  | Float32Array
  | Float64Array
  | BigInt64Array
  | BigUint64Array;

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Cuts one value into parcels; `next` gives them in order until it answers null. */
export class ParcelWriter {
  private readonly seen = new Map<object, number>();
  private readonly stack: Walk[] = [];
  private started = false;
  private kinds: number[] = [];
  private values: unknown[] = [];
  private transfer: ArrayBuffer[] = [];
  private bytes = 0;

  constructor(private readonly root: unknown) {}

  /** Every token of the value is in a parcel handed out. */
  get finished(): boolean {
    return this.started && this.stack.length === 0;
  }

  /** The next parcel of at most about `tokens` entries and `bytes` of array copies. */
  next(tokens = 16_384, bytes = 4 << 20): Parcel | null {
    if (this.finished) return null;
    if (!this.started) {
      this.started = true;
      this.push(this.root);
    }
    while (this.stack.length > 0 && this.kinds.length < tokens && this.bytes < bytes) this.step();
    const parcel = {
      kinds: Uint8Array.from(this.kinds),
      values: this.values,
      transfer: this.transfer,
    };
    this.kinds = [];
    this.values = [];
    this.transfer = [];
    this.bytes = 0;
    return parcel;
  }

  private token(kind: number, value: unknown): void {
    this.kinds.push(kind);
    this.values.push(value);
  }

  /** One entry of the innermost array, map, set or object; its end mark after the last. */
  private step(): void {
    const walk = this.stack[this.stack.length - 1]!;
    if (walk.kind === 'array') {
      if (walk.next === walk.length) return this.end();
      const at = walk.next++;
      if (at in walk.array) this.push(walk.array[at]);
      else this.token(HOLE, null);
    } else if (walk.kind === 'map') {
      if (walk.pending) {
        const { value } = walk.pending;
        walk.pending = null;
        return this.push(value);
      }
      const entry = walk.entries.next();
      if (entry.done) return this.end();
      // the key may be an object whose entries come first, so its value waits a step
      walk.pending = { value: entry.value[1] };
      this.push(entry.value[0]);
    } else if (walk.kind === 'set') {
      const entry = walk.values.next();
      if (entry.done) return this.end();
      this.push(entry.value);
    } else {
      if (walk.next === walk.keys.length) return this.end();
      const key = walk.keys[walk.next++]!;
      this.token(KEY, key);
      this.push(walk.object[key]);
    }
  }

  private end(): void {
    this.stack.pop();
    this.token(END, null);
  }

  private push(value: unknown): void {
    if (typeof value !== 'object' || value === null) {
      if (typeof value === 'function' || typeof value === 'symbol') {
        throw new TypeError(`a snapshot cannot hold a ${typeof value}`);
      }
      return this.token(PRIMITIVE, value);
    }
    const id = this.seen.get(value);
    if (id !== undefined) return this.token(REF, id);
    this.seen.set(value, this.seen.size);
    if (ArrayBuffer.isView(value)) {
      if (value instanceof DataView || Buffer.isBuffer(value)) {
        throw new TypeError('a snapshot holds typed arrays only');
      }
      // a compact copy: the view may be cut from a much larger shared buffer
      const copy = (value as TypedArray).slice();
      this.transfer.push(copy.buffer as ArrayBuffer);
      this.bytes += copy.byteLength;
      return this.token(VIEW, copy);
    }
    if (Array.isArray(value)) {
      // the length as it begins: the index may change the array between two parcels
      this.stack.push({ kind: 'array', array: value, length: value.length, next: 0 });
      return this.token(ARRAY, value.length);
    }
    if (value instanceof Map) {
      this.stack.push({ kind: 'map', entries: value.entries(), pending: null });
      return this.token(MAP, null);
    }
    if (value instanceof Set) {
      this.stack.push({ kind: 'set', values: value.values() });
      return this.token(SET, null);
    }
    if (!isPlainObject(value)) throw new TypeError('a snapshot holds plain objects only');
    this.stack.push({ kind: 'object', object: value, keys: Object.keys(value), next: 0 });
    this.token(OBJECT, null);
  }
}
