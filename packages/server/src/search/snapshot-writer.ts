import { setImmediate } from 'node:timers/promises';
import { startWorkerThread } from '#server/system/worker-thread.ts';
import { ParcelWriter } from './snapshot-parcel.ts';
import type { WriterAnswer, WriterMessage } from './snapshot-writer.worker.ts';

/**
 * Writes the frames of a search index snapshot from a worker thread
 * (docs/decisions/067-search-new-cheaper.md): serialising a million articles' frames on the
 * main thread held every request for as long as a frame took. Here the main thread only
 * walks each frame's data into parcels, a few thousand entries per turn of the event loop, and
 * the thread serialises and writes them. The index can change in place between two parcels;
 * such an article is newer than the snapshot's catalog marks, so a process loading the file
 * reads it again (decision 066).
 */

/** A frame: bytes as they are, or data the thread serialises (v8.serialize). */
export type SnapshotFrame = { bytes: Buffer } | { data: unknown };

class WriterThread {
  private readonly worker = startWorkerThread(import.meta.url, 'snapshot-writer.worker');
  private readonly waiting: ((answer: WriterAnswer) => void)[] = [];
  private failure: Error | null = null;

  constructor() {
    this.worker.on('message', (answer: WriterAnswer) => this.answered(answer));
    this.worker.on('error', (error) => this.answered({ type: 'failed', error }));
    this.worker.on('exit', () => {
      this.answered({ type: 'failed', error: new Error('the snapshot writer stopped') });
    });
  }

  private answered(answer: WriterAnswer): void {
    if (answer.type === 'failed') {
      this.failure ??= answer.error;
      for (const waiter of this.waiting.splice(0)) waiter(answer);
      return;
    }
    this.waiting.shift()?.(answer);
  }

  send(message: WriterMessage, transfer: ArrayBuffer[] = []): void {
    if (this.failure) throw this.failure;
    this.worker.postMessage(message, transfer);
  }

  /** Settles with the thread's next answer; throws if it failed. */
  async answer(): Promise<void> {
    if (this.failure) throw this.failure;
    const answer = await new Promise<WriterAnswer>((resolve) => this.waiting.push(resolve));
    if (answer.type === 'failed') throw answer.error;
  }

  async stop(): Promise<void> {
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }
}

/** Writes the frames into `file` (created or emptied) from a worker thread. */
export async function writeSnapshotFrames(
  file: string,
  frames: Iterable<SnapshotFrame>,
): Promise<void> {
  const thread = new WriterThread();
  try {
    thread.send({ type: 'open', file });
    for (const frame of frames) {
      if ('bytes' in frame) {
        thread.send({ type: 'bytes', frame: frame.bytes });
      } else {
        const writer = new ParcelWriter(frame.data);
        for (let parcel = writer.next(); parcel; parcel = writer.next()) {
          thread.send({ type: 'parcel', parcel, last: writer.finished }, parcel.transfer);
          // requests run between two parcels
          if (!writer.finished) await setImmediate();
        }
      }
      // one frame at a time: the thread holds one frame's data and bytes, not the index's
      await thread.answer();
    }
    thread.send({ type: 'close' });
    await thread.answer();
  } finally {
    await thread.stop();
  }
}
