import fs from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import type { Parcel } from './snapshot-parcel.ts';
import { WireWriter } from './snapshot-wire.ts';

/**
 * The thread that serialises and writes the search index snapshot (snapshot-writer.ts): the
 * frames arrive in order, a ready frame as bytes, a data frame as parcels whose tokens are
 * written as V8's serialisation while they arrive; a frame's length goes in front of it once
 * it is complete. Each frame is acknowledged once written, so at most one is in flight.
 */
export type WriterMessage =
  | { type: 'open'; file: string }
  | { type: 'bytes'; frame: Uint8Array }
  | { type: 'parcel'; parcel: Parcel; last: boolean }
  | { type: 'close' };

export type WriterAnswer =
  { type: 'written' } | { type: 'closed' } | { type: 'failed'; error: Error };

const port = parentPort!;
let handle: fs.FileHandle | null = null;
/** Where the next byte goes. */
let position = 0;
/** The frame being written: where its length goes, and its writer. */
let frame: { start: number; wire: WireWriter } | null = null;
let work = Promise.resolve();

async function append(bytes: Uint8Array): Promise<void> {
  await handle!.write(bytes, 0, bytes.length, position);
  position += bytes.length;
}

function lengthOf(length: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(length);
  return bytes;
}

async function writeParcel(parcel: Parcel, last: boolean): Promise<void> {
  if (!frame) {
    const start = position;
    // the length is known at the end: room for it now
    await append(lengthOf(0));
    frame = { start, wire: new WireWriter(append) };
  }
  await frame.wire.write(parcel);
  if (!last) return;
  await frame.wire.end();
  const length = position - frame.start - 4;
  await handle!.write(lengthOf(length), 0, 4, frame.start);
  frame = null;
  port.postMessage({ type: 'written' } satisfies WriterAnswer);
}

async function handleMessage(message: WriterMessage): Promise<void> {
  if (message.type === 'open') {
    handle = await fs.open(message.file, 'w', 0o600);
    position = 0;
  } else if (message.type === 'bytes') {
    await append(lengthOf(message.frame.length));
    await append(message.frame);
    port.postMessage({ type: 'written' } satisfies WriterAnswer);
  } else if (message.type === 'parcel') {
    await writeParcel(message.parcel, message.last);
  } else {
    await handle?.close();
    handle = null;
    port.postMessage({ type: 'closed' } satisfies WriterAnswer);
  }
}

port.on('message', (message: WriterMessage) => {
  work = work
    .then(() => handleMessage(message))
    .catch(async (error: unknown) => {
      await handle?.close().catch(() => undefined);
      handle = null;
      const failed = error instanceof Error ? error : new Error(String(error));
      port.postMessage({ type: 'failed', error: failed } satisfies WriterAnswer);
    });
});
