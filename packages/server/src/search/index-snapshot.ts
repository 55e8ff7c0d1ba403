import fs from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import type { IndexStoreData } from './index-store.ts';
import { SearchIndex } from './search-index.ts';

/**
 * The built search index kept on disk, so a restarted process loads it instead of reading
 * the whole catalog again (docs/decisions/066-search-index-snapshot.md). The keeper then
 * compares the loaded index's catalog marks with the database, as its periodic look for
 * other processes' changes does, and applies or rebuilds what changed since.
 *
 * A file is a four-byte header length, a JSON header (format and source) and the store's
 * data in V8's serialization format, whose typed arrays come back as views into the file's
 * buffer (no copy).
 */

/**
 * Raise when the data the build computes changes shape (IndexStoreData, TermIndexData): a
 * file of another format is never loaded, so the next start builds and writes a new one.
 */
export const SNAPSHOT_FORMAT = 1;

interface SnapshotHeader {
  format: number;
  /** The database the index was read from (a file from another database is ignored). */
  source: string;
}

export function encodeSnapshot(index: SearchIndex, source: string): Buffer {
  const header = Buffer.from(JSON.stringify({ format: SNAPSHOT_FORMAT, source }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return Buffer.concat([length, header, v8.serialize(index.snapshotData())]);
}

/** The index of a snapshot of this format and source; null for any other file. */
export function decodeSnapshot(buffer: Buffer, source: string): SearchIndex | null {
  if (buffer.length < 4) return null;
  const headerEnd = 4 + buffer.readUInt32BE(0);
  if (headerEnd > buffer.length) return null;
  let header: Partial<SnapshotHeader>;
  try {
    header = JSON.parse(buffer.toString('utf8', 4, headerEnd)) as Partial<SnapshotHeader>;
  } catch {
    return null;
  }
  if (header.format !== SNAPSHOT_FORMAT || header.source !== source) return null;
  const data = v8.deserialize(buffer.subarray(headerEnd)) as IndexStoreData;
  return SearchIndex.fromSnapshotData(data);
}

/** The snapshot file of one database in a directory (DATA_DIR/search-index). */
export class IndexSnapshotFile {
  readonly file: string;

  constructor(
    directory: string,
    private readonly source: string,
  ) {
    this.file = path.join(directory, `search-index-${SNAPSHOT_FORMAT}.snapshot`);
  }

  /** The stored index; null when there is none, or one of another format or database. */
  async load(): Promise<SearchIndex | null> {
    let buffer: Buffer;
    try {
      buffer = await fs.readFile(this.file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return decodeSnapshot(buffer, this.source);
  }

  /**
   * Writes the index under a temporary name and renames it, so a reader (another worker
   * starting, or this one after a crash) sees the old file or the new one, never a part.
   */
  async save(index: SearchIndex): Promise<void> {
    const buffer = encodeSnapshot(index, this.source);
    await fs.mkdir(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const temporary = `${this.file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, buffer, { mode: 0o600 });
    await fs.rename(temporary, this.file);
  }
}
