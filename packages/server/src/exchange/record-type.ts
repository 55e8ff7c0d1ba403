/**
 * The contract between the import and export machinery (this folder, which knows no business
 * area) and the areas that own each kind of record: an area describes one record type (its
 * fields, its CSV columns, its checks, how it is written and read back) and the machinery does
 * the rest: reading JSON Lines and CSV as streams, refusing a file with any bad record, applying
 * a good one in one transaction, and exporting (docs/decisions/088-operator-data-exchange.md).
 */
import type { z } from 'zod';
import type { Transaction } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { DB } from '#server/db/tables.ts';

/** What an operator token may do; each record type and operator call needs one. */
export const OPERATOR_SCOPES = [
  'catalog',
  'stock-prices',
  'accounts',
  'documents',
  'orders',
] as const;
export type OperatorScope = (typeof OPERATOR_SCOPES)[number];

/** full: what the file does not name is taken off sale (or out of use); delta: upsert only. */
export type ImportMode = 'replace' | 'delta';

/** Where a record came from, for problems: the file's name and its line (1-based; CSV: the row's first line). */
export interface Located<R> {
  file: string;
  line: number;
  record: R;
}

/** One thing wrong with the input; every problem of a file is listed, not only the first. */
export interface ImportProblem {
  file: string;
  /** 0 when the problem is the file's, not a line's (a missing column, a truncated file) */
  line: number;
  /** the record type, when it is known */
  type: string | null;
  /** the record's key (an article number, a customer number), when it is known */
  key: string | null;
  /** the field in the record's JSON shape, dotted (`prices.EUR.tiers.1.amount`), or a CSV column */
  field: string | null;
  code: string;
  message: string;
}

/** The CSV form of a record type: one documented column set, flat cells to and from the JSON shape. */
export interface CsvShape<R> {
  /** every column, in the order the export writes them; a file may leave optional ones out */
  columns: readonly string[];
  /** columns a file must have */
  required: readonly string[];
  /**
   * The record's JSON shape from one row's cells (the row has only the file's columns; an empty
   * cell is absent). The result is then checked with the schema like a JSON Lines record.
   */
  fromRow(cells: Readonly<Record<string, string>>): unknown;
  toRow(record: R): Record<string, string>;
}

/** What the checks after reading may ask: the keys every record type has in this import. */
export interface ImportKeys {
  /** true when this import holds a record of `type` with `key` */
  has(type: string, key: string): boolean;
  /**
   * The number of the batch (0, 1, …) in which the record of `type` with `key` is applied, or
   * undefined when the import has none: a reference to a record of the same type must not be
   * applied in a later batch than the record naming it (its row would not exist yet).
   */
  batchOf(type: string, key: string): number | undefined;
}

/** The keys of one type in this import, for a replace import's finish. */
export interface SeenKeys {
  has(key: string): boolean;
  readonly size: number;
}

/**
 * A field besides the key that no two records of the import may share (an account's e-mail
 * address): the read pass keeps each value with its record's key, across the whole input.
 */
export interface UniqueField<R> {
  field: string;
  /** the value to compare, as the database compares it; null or undefined when absent */
  value(record: R): string | null | undefined;
}

/** What a check may ask of the import it checks. */
export interface CheckContext {
  /**
   * Runs `task` when this import writes nothing after all: refused, a dry run, rolled back. A
   * check that stores something outside the database (a fetched picture) takes it away again.
   */
  ifNotApplied(task: () => Promise<void>): void;
  /** the folder the named import file's records may name files in, when it has one */
  folderOf(file: string): string | undefined;
}

/** Counts an applier reports; the job shows them and the answer repeats them. */
export interface ApplyCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** taken off sale or out of use (replace) or removed (delta with removal) */
  removed: number;
}

export interface ApplyContext {
  mode: ImportMode;
  /** 'YYYY-MM-DDTHH:mm:ss.sssZ' of this import, for updated_at of the rows it changes */
  now: string;
  counts: ApplyCounts;
  /** ids of articles whose stored data changed, for the search index and the caches */
  changedArticleIds: Set<number>;
  /** ids of articles of which only stock, state, arrival or prices changed (ChangeExtent) */
  stockChangedArticleIds: Set<number>;
  /** the shop's mailer and anything else an applier must reach after the commit */
  afterCommit(task: () => Promise<void>): void;
}

export interface RecordType<R> {
  /** the name in a JSON Lines record's "type" and the CSV file's base name (article → articles.csv) */
  readonly type: string;
  /** the CSV file name's base, plural: "articles" */
  readonly csvName: string;
  readonly scope: OperatorScope;
  /** records are applied in ascending order of this, so references exist when they are needed */
  readonly order: number;
  /** a strict object schema of the record without its "type" field; unknown fields are refused */
  readonly schema: z.ZodType<R>;
  readonly csv: CsvShape<R>;
  /** unique within one import (a second record with the same key is refused) */
  key(record: R): string;
  /** fields unique across the whole import besides the key */
  readonly uniqueFields?: readonly UniqueField<R>[];
  /**
   * Checks that need other records or the database (a variant's main article, an invoice's
   * account). Called with batches of records after every record of the import was read; returns
   * the problems found. Must not write.
   */
  check?(
    db: DbOrTx,
    batch: readonly Located<R>[],
    keys: ImportKeys,
    run: CheckContext,
  ): Promise<ImportProblem[]>;
  /** Writes a batch inside the import's transaction; a record equal to the stored one changes nothing. */
  apply(tx: Transaction<DB>, batch: readonly Located<R>[], context: ApplyContext): Promise<void>;
  /**
   * After every batch (replace mode): what the import did not name is taken off sale or out of
   * use. `seen` holds every key of this type in the import.
   */
  finish?(tx: Transaction<DB>, seen: SeenKeys, context: ApplyContext): Promise<void>;
  /** Every stored record, in key order, in the shape the import reads (round trip: no change). */
  exportAll(db: DbOrTx): AsyncIterable<R>;
}

/**
 * A record type in a list of mixed types. Sound because the runner hands each type only
 * records that its own schema produced.
 */
export function anyRecordType<R>(type: RecordType<R>): RecordType<unknown> {
  return type as unknown as RecordType<unknown>;
}
