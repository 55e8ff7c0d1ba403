/**
 * The records of one import after their schema accepted them, one JSON line each in a file per
 * record type in a temporary folder (docs/decisions/088-operator-data-exchange.md): the input is
 * read and checked once, and the later passes (checks, apply) read only their type's records
 * back without parsing the input or running a schema again. Memory stays flat: a type's lines
 * are buffered only up to FLUSH_CHARS before they go to disk.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Located } from './record-type.ts';

const FLUSH_CHARS = 1 << 20;

/**
 * A spooled line: the schema's output, or (when that output would not come back equal from
 * JSON: a Date, a bigint, a class instance) the record as read, to be checked again.
 */
export type SpooledRecord =
  | { file: string; line: number; record: unknown }
  | { file: string; line: number; raw: Record<string, unknown> };

interface Writer {
  file: string;
  handle: fs.promises.FileHandle | null;
  pending: string[];
  chars: number;
}

/** True when JSON.stringify and JSON.parse give back an equal value (an absent field may drop). */
export function survivesJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const item of value) if (item === undefined || !survivesJson(item)) return false;
    return true;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined && !survivesJson(item)) return false;
  }
  return true;
}

export class RecordSpool {
  private readonly writers = new Map<string, Writer>();

  private constructor(private readonly dir: string) {}

  static async create(parent = os.tmpdir()): Promise<RecordSpool> {
    return new RecordSpool(await fs.promises.mkdtemp(path.join(parent, 'shop-import-')));
  }

  async add(type: string, located: Located<unknown>, raw: Record<string, unknown>): Promise<void> {
    let writer = this.writers.get(type);
    if (!writer) {
      // a type's name is the file's text: a number names its spool
      const file = path.join(this.dir, `${this.writers.size}.jsonl`);
      writer = { file, handle: await fs.promises.open(file, 'w'), pending: [], chars: 0 };
      this.writers.set(type, writer);
    }
    const entry: SpooledRecord = survivesJson(located.record)
      ? located
      : { file: located.file, line: located.line, raw };
    const text = JSON.stringify(entry) + '\n';
    writer.pending.push(text);
    writer.chars += text.length;
    if (writer.chars >= FLUSH_CHARS) await flush(writer);
  }

  /** Writes what is buffered and closes the files; call once, before reading. */
  async close(): Promise<void> {
    for (const writer of this.writers.values()) {
      await flush(writer);
      await closeOf(writer);
    }
  }

  /** The spooled records of one type, in the order they were added. */
  async *read(type: string, signal?: AbortSignal): AsyncGenerator<SpooledRecord> {
    const writer = this.writers.get(type);
    if (!writer) return;
    const stream = fs.createReadStream(writer.file, {
      encoding: 'utf8',
      highWaterMark: 1 << 20,
    });
    // a long line (an invoice's PDF) arrives in many chunks: joined once, not chunk by chunk
    let pending: string[] = [];
    for await (const chunk of stream as AsyncIterable<string>) {
      signal?.throwIfAborted();
      let start = 0;
      for (let end = chunk.indexOf('\n'); end !== -1; end = chunk.indexOf('\n', start)) {
        pending.push(chunk.slice(start, end));
        yield JSON.parse(pending.length === 1 ? pending[0]! : pending.join('')) as SpooledRecord;
        pending = [];
        start = end + 1;
      }
      if (start < chunk.length) pending.push(chunk.slice(start));
    }
  }

  async remove(): Promise<void> {
    for (const writer of this.writers.values()) await closeOf(writer).catch(() => {});
    await fs.promises.rm(this.dir, { recursive: true, force: true });
  }
}

async function flush(writer: Writer): Promise<void> {
  if (writer.pending.length === 0) return;
  const text = writer.pending.join('');
  writer.pending = [];
  writer.chars = 0;
  await writer.handle!.writeFile(text);
}

async function closeOf(writer: Writer): Promise<void> {
  const handle = writer.handle;
  writer.handle = null;
  await handle?.close();
}
