/**
 * Reads the records of an import file as a stream (docs/decisions/088-operator-data-exchange.md):
 * JSON Lines (one object a line, its "type" naming the record type) or CSV (the record type
 * named by the file, `articles.csv`, one documented column set each), UTF-8 with or without a
 * byte-order mark. Nothing is kept beyond the record being read, so memory stays flat whatever
 * the file's size; what cannot be read becomes a problem with its line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseCsv, CsvError } from 'csv-parse';
import type { ImportProblem, RecordType } from './record-type.ts';

/** A record longer than this is refused without being held whole (an invoice's PDF fits). */
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;

export interface ImportFile {
  /** where to read it */
  path: string;
  /** how problems name it: the file's name in the folder or the upload's name */
  name: string;
  /**
   * the folder whose files its records may name by a relative path (an invoice's PDF): the
   * command line's import folder; absent for an upload, which has no files beside it
   */
  folder?: string;
}

/** One record as read, before its type's schema checked it. */
export interface RawRecord {
  file: string;
  line: number;
  type: string;
  value: Record<string, unknown>;
}

export type ReadItem = { record: RawRecord } | { problem: ImportProblem };

export type FileFormat = { kind: 'jsonl' } | { kind: 'csv'; type: string };

const problemAt = (file: string, line: number, code: string, message: string): ImportProblem => ({
  file,
  line,
  type: null,
  key: null,
  field: null,
  code,
  message,
});

/** The format of a file by its name; undefined for a file the import does not read. */
export function formatOf(
  name: string,
  types: ReadonlyMap<string, RecordType<unknown>>,
): FileFormat | { unknownCsv: string } | undefined {
  const lower = name.toLowerCase();
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson')) return { kind: 'jsonl' };
  if (!lower.endsWith('.csv')) return undefined;
  const base = path.basename(lower, '.csv').split(/[.-]/)[0]!;
  for (const type of types.values())
    if (type.csvName.toLowerCase() === base) return { kind: 'csv', type: type.type };
  return { unknownCsv: base };
}

/** Lines of a UTF-8 file with their numbers; a line over the limit is reported, not held. */
async function* readLines(
  file: ImportFile,
): AsyncGenerator<{ line: number; text: string } | ImportProblem> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let pending = '';
  let line = 1;
  let skipping = false;
  const emit = function* (text: string) {
    if (skipping) {
      skipping = false;
      return;
    }
    yield { line, text: text.endsWith('\r') ? text.slice(0, -1) : text };
  };
  try {
    for await (const chunk of fs.createReadStream(file.path, { highWaterMark: 1 << 20 })) {
      const text = decoder.decode(chunk as Buffer, { stream: true });
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        yield* emit(pending + text.slice(start, end));
        pending = '';
        start = end + 1;
        line++;
      }
      if (!skipping) pending += text.slice(start);
      if (pending.length > MAX_RECORD_BYTES) {
        yield problemAt(
          file.name,
          line,
          'RECORD_TOO_LONG',
          `A record may be at most ${MAX_RECORD_BYTES} bytes`,
        );
        pending = '';
        skipping = true;
      }
    }
    const rest = pending + decoder.decode();
    if (rest.trim() !== '') yield* emit(rest);
  } catch (error) {
    if (error instanceof TypeError)
      yield problemAt(file.name, line, 'NOT_UTF8', 'The file is not valid UTF-8 text');
    else throw error;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function* readJsonLines(file: ImportFile): AsyncGenerator<ReadItem> {
  for await (const item of readLines(file)) {
    if ('code' in item) {
      yield { problem: item };
      continue;
    }
    if (item.text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(item.text);
    } catch {
      yield {
        problem: problemAt(
          file.name,
          item.line,
          'BAD_JSON',
          'The line is not one JSON object (is the file cut off?)',
        ),
      };
      continue;
    }
    if (!isPlainObject(value) || typeof value.type !== 'string') {
      yield {
        problem: problemAt(
          file.name,
          item.line,
          'NO_TYPE',
          'Each line is a JSON object with a "type"',
        ),
      };
      continue;
    }
    const { type, ...rest } = value;
    yield { record: { file: file.name, line: item.line, type, value: rest } };
  }
}

/** The separator of a CSV file: whichever of ; , and tab its header line has most of. */
async function csvDelimiter(file: ImportFile): Promise<string> {
  const handle = await fs.promises.open(file.path, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const header = buffer.subarray(0, bytesRead).toString('utf8').split('\n')[0] ?? '';
    const counts = [';', ',', '\t'].map((d) => [d, header.split(d).length - 1] as const);
    return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
  } finally {
    await handle.close();
  }
}

function headerProblems(
  file: ImportFile,
  header: string[],
  type: RecordType<unknown>,
): ImportProblem[] {
  const known = new Set(type.csv.columns);
  const problems: ImportProblem[] = [];
  const fileProblem = (field: string, code: string, message: string) =>
    problems.push({ ...problemAt(file.name, 1, code, message), type: type.type, field });
  const seen = new Set<string>();
  for (const column of header) {
    if (!known.has(column))
      fileProblem(column, 'UNKNOWN_COLUMN', `${type.csvName}.csv has no column "${column}"`);
    if (seen.has(column))
      fileProblem(column, 'DUPLICATE_COLUMN', `The column "${column}" appears twice`);
    seen.add(column);
  }
  for (const column of type.csv.required)
    if (!seen.has(column))
      fileProblem(column, 'MISSING_COLUMN', `${type.csvName}.csv needs the column "${column}"`);
  return problems;
}

async function* readCsv(file: ImportFile, type: RecordType<unknown>): AsyncGenerator<ReadItem> {
  const parser = fs.createReadStream(file.path).pipe(
    parseCsv({
      bom: true,
      delimiter: await csvDelimiter(file),
      info: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_BYTES,
    }),
  );
  let header: string[] | undefined;
  try {
    for await (const row of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!header) {
        header = row.record.map((cell) => cell.trim());
        const problems = headerProblems(file, header, type);
        for (const problem of problems) yield { problem };
        if (problems.length > 0) return;
        continue;
      }
      const cells: Record<string, string> = {};
      header.forEach((column, index) => {
        const cell = row.record[index] ?? '';
        if (cell !== '') cells[column] = cell;
      });
      yield {
        record: {
          file: file.name,
          line: row.info.lines,
          type: type.type,
          value: cellsToValue(type, cells),
        },
      };
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 0;
    yield {
      problem: problemAt(
        file.name,
        line,
        'BAD_CSV',
        `The CSV cannot be read here: ${error.message}`,
      ),
    };
  }
}

function cellsToValue(type: RecordType<unknown>, cells: Readonly<Record<string, string>>) {
  const value = type.csv.fromRow(cells);
  return isPlainObject(value) ? value : { value };
}

/** Every record (or problem) of one file, in file order. */
export function readRecords(
  file: ImportFile,
  format: FileFormat,
  types: ReadonlyMap<string, RecordType<unknown>>,
): AsyncGenerator<ReadItem> {
  if (format.kind === 'jsonl') return readJsonLines(file);
  return readCsv(file, types.get(format.type)!);
}
