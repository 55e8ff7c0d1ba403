import v8 from 'node:v8';
import { TOKEN, type Parcel } from './snapshot-parcel.ts';

/**
 * Writes the tokens of parcels (snapshot-parcel.ts) as the bytes `v8.serialize` gives for the
 * value they describe, as they arrive: the snapshot writer's thread holds no copy of a frame's
 * data and no frame's bytes, only a chunk at a time (docs/decisions/067-search-new-cheaper.md).
 * The tags are V8's serialisation format; typed arrays are written as Node's serializer writes
 * them (a host object: the array type's number in Node's list, the byte length, the bytes).
 * `v8.deserialize` reads the result back; the snapshot tests check that it gives the value.
 */

const TAG = {
  null: 0x30,
  undefined: 0x5f,
  true: 0x54,
  false: 0x46,
  int32: 0x49,
  double: 0x4e,
  oneByteString: 0x22,
  twoByteString: 0x63,
  padding: 0x00,
  reference: 0x5e,
  beginObject: 0x6f,
  endObject: 0x7b,
  beginDenseArray: 0x41,
  endDenseArray: 0x24,
  hole: 0x2d,
  beginMap: 0x3b,
  endMap: 0x3a,
  beginSet: 0x27,
  endSet: 0x2c,
  hostObject: 0x5c,
} as const;

/** Node's numbers of the typed array types (lib/v8.js, arrayBufferViewTypes). */
const VIEW_TYPES = [
  Int8Array,
  Uint8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float32Array,
  Float64Array,
];

/** The version header every `v8.serialize` output starts with (its last byte is null's tag). */
const HEADER = v8.serialize(null).subarray(0, -1);
const ARRAY_INDEX = /^(?:0|[1-9][0-9]{0,8})$/;

type Open =
  | { kind: 'object'; count: number }
  | { kind: 'array'; length: number }
  | { kind: 'map'; count: number }
  | { kind: 'set'; count: number };

/** The bytes of one frame, handed to `flush` a chunk at a time. */
export class WireWriter {
  private chunk = Buffer.allocUnsafe(1 << 20);
  private used = 0;
  /** Bytes before this chunk: two-byte strings are aligned as V8 aligns them. */
  private written = 0;
  private readonly open: Open[] = [];

  constructor(private readonly flush: (bytes: Buffer) => Promise<void>) {
    this.raw(HEADER);
  }

  /** Writes the parcel's tokens; whole chunks are flushed. */
  async write(parcel: Parcel): Promise<void> {
    const { kinds, values } = parcel;
    for (let i = 0; i < kinds.length; i++) {
      this.token(kinds[i]!, values[i]);
      if (this.used >= this.chunk.length >>> 1) await this.drain();
    }
  }

  /** Flushes what is left; the frame must be complete. */
  async end(): Promise<void> {
    if (this.open.length > 0) throw new Error('the snapshot frame is incomplete');
    await this.drain();
  }

  private async drain(): Promise<void> {
    if (this.used === 0) return;
    const bytes = Buffer.from(this.chunk.subarray(0, this.used));
    this.written += this.used;
    this.used = 0;
    await this.flush(bytes);
  }

  private room(bytes: number): void {
    if (this.used + bytes <= this.chunk.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.chunk.length * 2, this.used + bytes));
    this.chunk.copy(grown, 0, 0, this.used);
    this.chunk = grown;
  }

  private byte(value: number): void {
    this.room(1);
    this.chunk[this.used++] = value;
  }

  private varint(value: number): void {
    let rest = value >>> 0;
    this.room(5);
    while (rest >= 0x80) {
      this.chunk[this.used++] = (rest & 0x7f) | 0x80;
      rest >>>= 7;
    }
    this.chunk[this.used++] = rest;
  }

  private raw(bytes: Uint8Array): void {
    this.room(bytes.length);
    this.chunk.set(bytes, this.used);
    this.used += bytes.length;
  }

  /**
   * A value has been written into the innermost container: an object counts its properties
   * (a key is always followed by its value), a map its keys and values, a set its values.
   */
  private counted(): void {
    const open = this.open[this.open.length - 1];
    if (open && open.kind !== 'array') open.count++;
  }

  private token(kind: number, value: unknown): void {
    switch (kind) {
      case TOKEN.primitive:
        this.primitive(value);
        return this.counted();
      case TOKEN.view:
        this.view(value as ArrayBufferView);
        return this.counted();
      case TOKEN.ref:
        this.byte(TAG.reference);
        this.varint(value as number);
        return this.counted();
      case TOKEN.hole:
        return this.byte(TAG.hole);
      case TOKEN.key:
        return this.key(value as string);
      case TOKEN.array:
        this.byte(TAG.beginDenseArray);
        this.varint(value as number);
        this.open.push({ kind: 'array', length: value as number });
        return;
      case TOKEN.object:
        this.byte(TAG.beginObject);
        this.open.push({ kind: 'object', count: 0 });
        return;
      case TOKEN.map:
        this.byte(TAG.beginMap);
        this.open.push({ kind: 'map', count: 0 });
        return;
      case TOKEN.set:
        this.byte(TAG.beginSet);
        this.open.push({ kind: 'set', count: 0 });
        return;
      case TOKEN.end:
        this.close(this.open.pop()!);
        return this.counted();
      default:
        throw new Error(`unknown snapshot token ${kind}`);
    }
  }

  private close(open: Open): void {
    if (open.kind === 'array') {
      this.byte(TAG.endDenseArray);
      this.varint(0);
      this.varint(open.length);
    } else if (open.kind === 'object') {
      this.byte(TAG.endObject);
      this.varint(open.count);
    } else if (open.kind === 'map') {
      this.byte(TAG.endMap);
      this.varint(open.count);
    } else {
      this.byte(TAG.endSet);
      this.varint(open.count);
    }
  }

  /** Property names that are array indexes are written as numbers, as V8 does. */
  private key(name: string): void {
    if (ARRAY_INDEX.test(name) && Number(name) <= 0x3fffffff) this.number(Number(name));
    else this.string(name);
  }

  private primitive(value: unknown): void {
    if (value === null) this.byte(TAG.null);
    else if (value === undefined) this.byte(TAG.undefined);
    else if (value === true) this.byte(TAG.true);
    else if (value === false) this.byte(TAG.false);
    else if (typeof value === 'number') this.number(value);
    else if (typeof value === 'string') this.string(value);
    else throw new TypeError(`a snapshot cannot hold a ${typeof value}`);
  }

  private number(value: number): void {
    if (Number.isInteger(value) && (value | 0) === value && !Object.is(value, -0)) {
      this.byte(TAG.int32);
      this.varint((value << 1) ^ (value >> 31));
      return;
    }
    this.byte(TAG.double);
    this.room(8);
    this.chunk.writeDoubleLE(value, this.used);
    this.used += 8;
  }

  private string(value: string): void {
    if (isLatin1(value)) {
      const bytes = Buffer.from(value, 'latin1');
      this.byte(TAG.oneByteString);
      this.varint(bytes.length);
      this.raw(bytes);
      return;
    }
    const bytes = Buffer.from(value, 'utf16le');
    const lengthBytes = varintLength(bytes.length);
    // the characters start at an even offset, as V8 lays them out
    if ((this.written + this.used + 1 + lengthBytes) & 1) this.byte(TAG.padding);
    this.byte(TAG.twoByteString);
    this.varint(bytes.length);
    this.raw(bytes);
  }

  private view(view: ArrayBufferView): void {
    const type = VIEW_TYPES.findIndex((constructor) => view.constructor === constructor);
    if (type < 0) throw new TypeError('a snapshot holds numeric typed arrays only');
    this.byte(TAG.hostObject);
    this.varint(type);
    this.varint(view.byteLength);
    this.raw(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
  }
}

/** Every character fits one byte: V8 keeps such a string one byte per character. */
function isLatin1(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) > 0xff) return false;
  return true;
}

function varintLength(value: number): number {
  let bytes = 1;
  for (let rest = value >>> 7; rest > 0; rest >>>= 7) bytes++;
  return bytes;
}
