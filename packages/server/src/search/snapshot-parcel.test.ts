import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { ParcelWriter } from './snapshot-parcel.ts';
import { WireWriter } from './snapshot-wire.ts';

/**
 * The bytes the writer thread makes of a value sent in parcels of at most `tokens` entries,
 * each parcel cloned with its copies transferred, as postMessage does.
 */
async function throughParcels(value: unknown, tokens: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const wire = new WireWriter((bytes) => {
    chunks.push(bytes);
    return Promise.resolve();
  });
  const writer = new ParcelWriter(value);
  for (let parcel = writer.next(tokens); parcel; parcel = writer.next(tokens)) {
    await wire.write(structuredClone(parcel, { transfer: parcel.transfer }));
  }
  await wire.end();
  return Buffer.concat(chunks);
}

describe('the parcels of a snapshot frame', () => {
  it('are written as the bytes v8.serialize gives for the value', async () => {
    const slab = new ArrayBuffer(1 << 16);
    const rows = [
      { id: 1, name: 'Kiddo', names: '{}' },
      { id: 2, name: 'Lumen', names: '{"ja":"ルーメン"}' },
    ];
    const value = {
      entities: { producers: rows },
      // the same rows again: shared in the index, shared after the trip
      facets: {
        producer: {
          rows,
          bits: [new Uint32Array(slab, 64, 4).fill(0xf0f0), new Uint32Array(slab, 128, 4)],
        },
      },
      marks: { rows: 3, maxId: 7, lastUpdate: '2026-11-25T10:00:00.000Z' },
      dates: new Float64Array([Number.NaN, 1.5, -0]),
      ranks: [new Int32Array([5, -1]), new Uint8Array([7]), new Uint32Array(0)],
      numbers: ['A-1', 'B-2', 'Ü-3', 'ア-4', 'x'.repeat(300)],
      barcodes: new Map<string, number | number[]>([
        ['4006381333931', 4],
        ['4006381333948', [5, 6]],
      ]),
      soldOut: new Set([3, 9, -5]),
      flags: [true, false, null, undefined, 0, -1, 2 ** 31, 2 ** 40, 0.5, -0, 1e300],
      byIndex: { 0: 'zero', 7: 'seven', name: 'named' },
      languages: new Map([['de', { words: ['figur'], lists: [new Int32Array([1, 2, 3])] }]]),
    };
    for (const tokens of [1, 3, 1000]) {
      const bytes = await throughParcels(value, tokens);
      expect(bytes.equals(v8.serialize(value))).toBe(true);
      const read = v8.deserialize(bytes) as typeof value;
      expect(read).toEqual(value);
      expect(read.facets.producer.rows).toBe(read.entities.producers);
    }
  });

  it('keeps holes and map keys that are objects', async () => {
    const holey: unknown[] = ['a'];
    holey.length = 3;
    holey.push('d');
    const key = { id: 1 };
    const value = { holey, keyed: new Map<object, object>([[key, key]]) };
    const read = v8.deserialize(await throughParcels(value, 2)) as typeof value;
    expect(1 in read.holey).toBe(false);
    expect(read.holey).toHaveLength(4);
    expect(read.holey[3]).toBe('d');
    const [readKey, readValue] = [...read.keyed][0]!;
    expect(readValue).toBe(readKey);
    expect(readKey).toEqual(key);
  });

  it('copies typed arrays compactly, not the buffers they are cut from', () => {
    const view = new Uint32Array(new ArrayBuffer(1 << 16), 64, 4);
    const parcel = new ParcelWriter({ view }).next()!;
    expect(parcel.transfer.map((buffer) => buffer.byteLength)).toEqual([16]);
  });

  it('refuses what a snapshot never holds', () => {
    expect(() => new ParcelWriter({ at: new Date() }).next()).toThrow(/plain objects/);
    expect(() => new ParcelWriter([() => 1]).next()).toThrow(/function/);
    expect(() => new ParcelWriter(Buffer.from('x')).next()).toThrow(/typed arrays/);
  });
});
