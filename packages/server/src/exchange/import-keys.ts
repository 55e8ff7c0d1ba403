/**
 * The keys of one import, kept from the read pass for the checks and a replace import's finish
 * (docs/decisions/088-operator-data-exchange.md): per type each key with its place among the
 * type's records, and per unique field (an account's e-mail address) each value with its
 * record's key. Only these strings are kept, never the records, so memory grows with the
 * number of records but not with their size, and a duplicate is found however far apart in the
 * input its two records are.
 */
import type { ImportKeys, ImportProblem, Located, RecordType, SeenKeys } from './record-type.ts';

const NONE: SeenKeys = { has: () => false, size: 0 };

export class ImportKeyIndex implements ImportKeys {
  private readonly keys = new Map<string, Map<string, number>>();
  private readonly values = new Map<string, Map<string, string>>();

  /** `batchSize`: how many records of a type the apply writes at once */
  constructor(private readonly batchSize: number) {}

  /** Notes a record's key and unique values; answers the problems of a second record with either. */
  note(type: RecordType<unknown>, located: Located<unknown>, key: string): ImportProblem[] {
    const problems: ImportProblem[] = [];
    const at = { file: located.file, line: located.line, type: type.type, key };
    const seen = this.keys.get(type.type) ?? new Map<string, number>();
    this.keys.set(type.type, seen);
    if (seen.has(key)) {
      problems.push({
        ...at,
        field: null,
        code: 'DUPLICATE_KEY',
        message: `A second ${type.type} record "${key}" in this import`,
      });
    } else seen.set(key, seen.size);
    for (const unique of type.uniqueFields ?? []) {
      const value = unique.value(located.record);
      if (value === null || value === undefined) continue;
      const name = `${type.type}.${unique.field}`;
      const holders = this.values.get(name) ?? new Map<string, string>();
      this.values.set(name, holders);
      const holder = holders.get(value);
      if (holder === undefined) holders.set(value, key);
      else if (holder !== key)
        problems.push({
          ...at,
          field: unique.field,
          code: 'DUPLICATE_VALUE',
          message: `${value} is also the ${unique.field} of ${type.type} "${holder}" in this import`,
        });
    }
    return problems;
  }

  has(type: string, key: string): boolean {
    return this.keys.get(type)?.has(key) ?? false;
  }

  batchOf(type: string, key: string): number | undefined {
    const place = this.keys.get(type)?.get(key);
    return place === undefined ? undefined : Math.floor(place / this.batchSize);
  }

  /** the types this import holds, in the order their first record came */
  types(): string[] {
    return [...this.keys.keys()];
  }

  of(type: string): SeenKeys {
    return this.keys.get(type) ?? NONE;
  }
}
