import fs from 'node:fs/promises';
import v8 from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { ParcelReader, type Parcel } from './snapshot-parcel.ts';

/**
 * The thread that serialises and writes the search index snapshot (snapshot-writer.ts): the
 * frames arrive in order, a ready frame as bytes, a data frame as parcels whose value is
 * serialised here; each frame is acknowledged once written, so at most one is in flight.
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
let reader = new ParcelReader();
let work = Promise.resolve();

async function writeFrame(frame: Uint8Array): Promise<void> {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(frame.length);
  await handle!.write(length);
  await handle!.write(frame);
  port.postMessage({ type: 'written' } satisfies WriterAnswer);
}

async function handleMessage(message: WriterMessage): Promise<void> {
  if (message.type === 'open') {
    handle = await fs.open(message.file, 'w', 0o600);
  } else if (message.type === 'bytes') {
    await writeFrame(message.frame);
  } else if (message.type === 'parcel') {
    reader.read(message.parcel);
    if (message.last) {
      const frame = v8.serialize(reader.value);
      reader = new ParcelReader();
      await writeFrame(frame);
    }
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
