import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { ParcelReader, ParcelWriter, type Parcel } from './snapshot-parcel.ts';

/** The value sent through parcels of at most `tokens` entries, as the writer thread gets it. */
function roundTrip(value: unknown, tokens: number): { value: unknown; parcels: Parcel[] } {
  const writer = new ParcelWriter(value);
  const reader = new ParcelReader();
  const parcels: Parcel[] = [];
  for (let parcel = writer.next(tokens); parcel; parcel = writer.next(tokens)) {
    // a structured clone with the copies transferred, as postMessage does
    parcels.push(parcel);
    reader.read(structuredClone(parcel, { transfer: parcel.transfer }));
  }
  return { value: reader.value, parcels };
}

describe('the parcels of a snapshot frame', () => {
  it('rebuild the value the thread serialises as the main thread would have', () => {
    const slab = new ArrayBuffer(1 << 16);
    const rows = [
      { id: 1, name: 'Kiddo', names: '{}' },
      { id: 2, name: 'Lumen', names: '{"de":"Lumen"}' },
    ];
    const bits = new Uint32Array(slab, 64, 4).fill(0xf0f0);
    const value = {
      entities: { producers: rows },
      // the same rows again: shared in the index, shared after the trip
      facets: { producer: { rows, bits: [bits, new Uint32Array(slab, 128, 4)] } },
      marks: { rows: 3, maxId: 7, lastUpdate: '2026-11-25T10:00:00.000Z' },
      dates: new Float64Array([Number.NaN, 1.5, -0]),
      numbers: ['A-1', 'B-2', 'Ü-3'],
      barcodes: new Map<string, number | number[]>([
        ['4006381333931', 4],
        ['4006381333948', [5, 6]],
      ]),
      soldOut: new Set([3, 9]),
      flags: [true, false, null, undefined, 0, -1, 2 ** 40],
      languages: new Map([['de', { words: ['figur'], lists: [new Int32Array([1, 2, 3])] }]]),
    };
    for (const tokens of [1, 3, 1000]) {
      const { value: rebuilt, parcels } = roundTrip(value, tokens);
      expect(rebuilt).toEqual(value);
      expect(v8.serialize(rebuilt)).toEqual(v8.serialize(value));
      const copy = rebuilt as typeof value;
      expect(copy.facets.producer.rows).toBe(copy.entities.producers);
      // compact copies, not the 64 KiB buffer the views were cut from
      expect(copy.facets.producer.bits[0]!.buffer.byteLength).toBe(16);
      if (tokens === 1) expect(parcels.length).toBeGreaterThan(40);
    }
  });

  it('keeps holes, map keys that are objects and a key named __proto__', () => {
    const holey: unknown[] = ['a'];
    holey.length = 3;
    holey.push('d');
    const key = { id: 1 };
    const value = {
      holey,
      keyed: new Map<object, object>([[key, key]]),
      odd: JSON.parse('{"__proto__": {"x": 1}, "y": 2}') as object,
    };
    const rebuilt = roundTrip(value, 2).value as typeof value;
    expect(1 in rebuilt.holey).toBe(false);
    expect(rebuilt.holey).toHaveLength(4);
    expect(rebuilt.holey[3]).toBe('d');
    const [rebuiltKey, rebuiltValue] = [...rebuilt.keyed][0]!;
    expect(rebuiltValue).toBe(rebuiltKey);
    expect(Object.getPrototypeOf(rebuilt.odd)).toBe(Object.prototype);
    expect(v8.serialize(rebuilt)).toEqual(v8.serialize(value));
  });

  it('refuses what a snapshot never holds', () => {
    expect(() => new ParcelWriter({ at: new Date() }).next()).toThrow(/plain objects/);
    expect(() => new ParcelWriter([() => 1]).next()).toThrow(/function/);
    expect(() => new ParcelWriter(Buffer.from('x')).next()).toThrow(/typed arrays/);
  });
});
