import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import type { IndexStoreData, LanguageTextData } from './index-store.ts';
import { SearchIndex } from './search-index.ts';
import { writeSnapshotFrames, type SnapshotFrame } from './snapshot-writer.ts';

/**
 * The built search index kept on disk, so a restarted process loads it instead of reading
 * the whole catalog again (docs/decisions/066-search-index-snapshot.md). The keeper then
 * compares the loaded index's catalog marks with the database, as its periodic look for
 * other processes' changes does, and applies or rebuilds what changed since.
 *
 * A file is a row of frames, each a four-byte length and its bytes: a JSON header (format and
 * source), the store's data without its word indexes, then one frame per language. The data
 * frames are V8's serialization format, whose typed arrays come back as views into the file's
 * buffer (no copy). Writing frame by frame keeps the memory a write needs to one language's
 * word indexes, not a second copy of the whole index (a million articles: about 450 MB).
 */

/**
 * Raise when the data the build computes changes shape (IndexStoreData, TermIndexData): a
 * file of another format is never loaded, so the next start builds and writes a new one.
 */
export const SNAPSHOT_FORMAT = 3;

interface SnapshotHeader {
  format: number;
  /** The database the index was read from (a file from another database is ignored). */
  source: string;
  languages: number;
}

/** The frames of a snapshot: the header's bytes, then the data each frame serialises. */
function* snapshotFrames(index: SearchIndex, source: string): Generator<SnapshotFrame> {
  const { languages, ...core } = index.snapshotData();
  const header: SnapshotHeader = { format: SNAPSHOT_FORMAT, source, languages: languages.size };
  yield { bytes: Buffer.from(JSON.stringify(header)) };
  yield { data: { ...core, languages: new Map() } };
  for (const entry of languages) yield { data: entry };
}

function lengthOf(frame: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(frame.length);
  return length;
}

/** The whole file in memory, serialised on this thread (the file is written by `save`). */
export function encodeSnapshot(index: SearchIndex, source: string): Buffer {
  const frames = [...snapshotFrames(index, source)].map((frame) =>
    'bytes' in frame ? frame.bytes : v8.serialize(frame.data),
  );
  return Buffer.concat(frames.flatMap((frame) => [lengthOf(frame), frame]));
}

/** The frames of a file; null when it ends within one. */
function framesOf(buffer: Buffer): Buffer[] | null {
  const frames: Buffer[] = [];
  for (let at = 0; at < buffer.length;) {
    if (at + 4 > buffer.length) return null;
    const end = at + 4 + buffer.readUInt32BE(at);
    if (end > buffer.length) return null;
    frames.push(buffer.subarray(at + 4, end));
    at = end;
  }
  return frames;
}

/** The index of a snapshot of this format and source; null for any other file. */
export function decodeSnapshot(buffer: Buffer, source: string): SearchIndex | null {
  const frames = framesOf(buffer);
  if (!frames || frames.length < 2) return null;
  let header: Partial<SnapshotHeader>;
  try {
    header = JSON.parse(frames[0]!.toString('utf8')) as Partial<SnapshotHeader>;
  } catch {
    return null;
  }
  if (header.format !== SNAPSHOT_FORMAT || header.source !== source) return null;
  if (frames.length !== 2 + (header.languages ?? -1)) return null;
  const data = v8.deserialize(frames[1]!) as IndexStoreData;
  for (const frame of frames.slice(2)) {
    const [code, text] = v8.deserialize(frame) as [string, LanguageTextData];
    data.languages.set(code, text);
  }
  return SearchIndex.fromSnapshotData(data);
}

/** The snapshot file of one database in a directory (DATA_DIR/search-index). */
export class IndexSnapshotFile {
  readonly file: string;

  constructor(
    directory: string,
    private readonly source: string,
    /**
     * Read in one blocking call: for the search thread, where nothing else waits for its turn.
     * The asynchronous read goes through the process's thread pool in pieces of half a
     * megabyte, queued behind the main thread's loading of modules at start (decision 084).
     */
    private readonly blockingRead = false,
  ) {
    this.file = path.join(directory, `search-index-${SNAPSHOT_FORMAT}.snapshot`);
  }

  /** The stored index; null when there is none, or one of another format or database. */
  async load(): Promise<SearchIndex | null> {
    let buffer: Buffer;
    try {
      buffer = this.blockingRead ? readFileSync(this.file) : await fs.readFile(this.file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return decodeSnapshot(buffer, this.source);
  }

  /**
   * Writes the index under a temporary name and renames it, so a reader (another worker
   * starting, or this one after a crash) sees the old file or the new one, never a part. The
   * frames are serialised and written by a worker thread (snapshot-writer.ts).
   */
  async save(index: SearchIndex): Promise<void> {
    await fs.mkdir(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const temporary = `${this.file}.${process.pid}.tmp`;
    await writeSnapshotFrames(temporary, snapshotFrames(index, this.source));
    await fs.rename(temporary, this.file);
    await this.removeOtherFormats();
  }

  /** Files of earlier formats are never read again; a million articles' file is 0.5 GB. */
  private async removeOtherFormats(): Promise<void> {
    const directory = path.dirname(this.file);
    for (const name of await fs.readdir(directory)) {
      const other = path.join(directory, name);
      if (/^search-index-\d+\.snapshot$/.test(name) && other !== this.file) {
        await fs.rm(other, { force: true });
      }
    }
  }
}
