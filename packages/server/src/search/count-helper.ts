import { MessageChannel, type MessagePort, type Worker } from 'node:worker_threads';
import { startWorkerThread } from '#server/system/worker-thread.ts';
import type { Bits } from './bitset.ts';

/**
 * A second thread for the search's biggest pass, the counting of facet codes over a large
 * set of hits (docs/decisions/082-counting-on-two-cores.md). The facet codes live in shared
 * memory; the search thread copies the set into a shared buffer and wakes the helper, then
 * both take chunks of the set's words from a shared cursor until none are left, each counting
 * into its own counts, which the search thread adds up. A helper that wakes late takes fewer
 * chunks, or none. The search thread is the only writer of the codes and writes only between
 * searches, while the helper is idle.
 */

/** The cells of the shared control array. */
export const CELL = {
  state: 0,
  generation: 1,
  /** The next chunk to be taken. */
  cursor: 2,
  /** The job's words. */
  words: 3,
  /** Words per chunk. */
  chunk: 4,
  /** Chunks the helper has counted since it started (for the tests). */
  helped: 5,
} as const;

/** The values of the state cell. */
export const STATE = {
  idle: 0,
  /** A job waits for the helper. */
  job: 1,
  /** The helper has taken the job. */
  working: 2,
  done: 3,
  close: 4,
} as const;

/** Words per chunk: 16,384 slots, short enough that either thread takes the next (decision 082). */
const CHUNK_WORDS = 512;

/**
 * Counts chunks of the job's words into `counts` until the shared cursor passes the end;
 * answers how many it took.
 */
export function countChunks(
  control: Int32Array,
  within: Bits,
  start: Int32Array,
  codes: Uint16Array | Int32Array,
  counts: Int32Array,
): number {
  const words = control[CELL.words]!;
  const chunk = control[CELL.chunk]!;
  let taken = 0;
  for (; ; taken++) {
    const from = Atomics.add(control, CELL.cursor, 1) * chunk;
    if (from >= words) return taken;
    countCodesInWords(within, from, Math.min(words, from + chunk), start, codes, counts);
  }
}

/** What the helper counts with, sent once per generation (new codes or a larger bit set). */
export interface CountHelperBuffers {
  generation: number;
  start: Int32Array;
  codes: Uint16Array | Int32Array;
  bits: Uint32Array;
  result: Int32Array;
}

/** Facet codes whose arrays the helper can read. */
export interface SharedCodes {
  start: Int32Array;
  codes: Uint16Array | Int32Array;
  /** Codes in all, `none` included: the length of a count. */
  length: number;
}

/**
 * Adds one per code of every slot in the set's words [from, to) (FacetCodes.count's pass):
 * every run starts with its three single-valued codes.
 */
export function countCodesInWords(
  within: Bits,
  from: number,
  to: number,
  start: Int32Array,
  codes: Uint16Array | Int32Array,
  counts: Int32Array,
): void {
  for (let i = from; i < to; i++) {
    let word = within[i]!;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      const slot = (i << 5) + 31 - Math.clz32(low);
      const at = start[slot]!;
      const end = start[slot + 1]!;
      counts[codes[at]!]!++;
      counts[codes[at + 1]!]!++;
      counts[codes[at + 2]!]!++;
      for (let k = at + 3; k < end; k++) counts[codes[k]!]!++;
    }
  }
}

/** A shared typed array of the given length. */
export function sharedInts(length: number): Int32Array {
  return new Int32Array(new SharedArrayBuffer(length * 4));
}

/** Options of a helper; `worker` names another entry beside this file (the tests' stand-ins). */
export interface CountHelperOptions {
  minWords?: number;
  chunkWords?: number;
  /** How long the search thread waits for the helper before it counts the set itself. */
  timeoutMs?: number;
  worker?: string;
}

/**
 * The helper thread and what it shares with the search thread. The thread starts with the first
 * set large enough for it: a small catalog (and every test app) never starts it.
 */
export class CountHelper {
  readonly #control = sharedInts(6);
  readonly #port: MessagePort;
  readonly #helperPort: MessagePort;
  #worker: Worker | null = null;
  #ready: Promise<void> | null = null;
  #generation = 0;
  #buffers: CountHelperBuffers | null = null;
  #broken = false;
  #closed = false;
  /** The finish of a count begun and not finished yet. */
  #unfinished: (() => Int32Array) | null = null;

  readonly minWords: number;
  readonly #timeoutMs: number;
  readonly #workerName: string;

  /**
   * `minWords`: sets of fewer words are counted on the calling thread alone (at 1,024, a
   * catalog of more than 32,768 articles); `chunkWords`: the words of a chunk.
   */
  constructor({
    minWords = 1024,
    chunkWords = CHUNK_WORDS,
    timeoutMs = 2000,
    worker = 'count-helper.worker',
  }: CountHelperOptions = {}) {
    this.minWords = minWords;
    this.#timeoutMs = timeoutMs;
    this.#workerName = worker;
    this.#control[CELL.chunk] = chunkWords;
    const { port1, port2 } = new MessageChannel();
    this.#port = port1;
    this.#helperPort = port2;
  }

  /**
   * Starts the thread if it is not running yet; settles when it waits for its first job (or
   * has stopped).
   */
  started(): Promise<void> {
    if (this.#ready) return this.#ready;
    const worker = startWorkerThread(import.meta.url, this.#workerName, {
      workerData: { control: this.#control, port: this.#helperPort },
      transferList: [this.#helperPort],
    });
    worker.unref();
    worker.on('error', () => (this.#broken = true));
    worker.on('exit', () => (this.#broken = true));
    this.#worker = worker;
    this.#ready = new Promise((resolve) => {
      worker.once('message', () => resolve());
      worker.once('exit', () => resolve());
    });
    return this.#ready;
  }

  /** Chunks the helper has counted so far. */
  get helped(): number {
    return Atomics.load(this.#control, CELL.helped);
  }

  /** Whether a set of this many words is worth sharing (the first such set starts the thread). */
  takes(words: number): boolean {
    if (this.#broken || words < this.minWords) return false;
    if (!this.#worker) void this.started();
    return true;
  }

  /** The codes of every slot of the set, counted on two threads. */
  count(codes: SharedCodes, within: Bits): Int32Array {
    return this.begin(codes, within)();
  }

  /**
   * Hands the set to the helper and answers the function that finishes the count: it counts the
   * chunks the helper has not taken, waits for the helper's last and adds up. Between the two
   * the calling thread can do other work while the helper counts; the set is copied, so it may
   * change meanwhile. A count begun while another is unfinished finishes that one first.
   */
  begin(codes: SharedCodes, within: Bits): () => Int32Array {
    this.#unfinished?.();
    const counts = new Int32Array(codes.length);
    if (this.#broken) {
      countCodesInWords(within, 0, within.length, codes.start, codes.codes, counts);
      return () => counts;
    }
    const buffers = this.#buffersFor(codes, within.length);
    const bits = buffers.bits;
    bits.set(within);
    const control = this.#control;
    control[CELL.generation] = buffers.generation;
    control[CELL.words] = within.length;
    Atomics.store(control, CELL.cursor, 0);
    Atomics.store(control, CELL.state, STATE.job);
    Atomics.notify(control, CELL.state);
    let finished: Int32Array | null = null;
    const finish = (): Int32Array => {
      if (finished) return finished;
      this.#unfinished = null;
      countChunks(control, bits, codes.start, codes.codes, counts);
      finished = this.#added(codes, bits.subarray(0, within.length), counts, buffers.result);
      return finished;
    };
    this.#unfinished = finish;
    return finish;
  }

  /** The helper's counts added to the calling thread's, once the helper is done. */
  #added(codes: SharedCodes, bits: Bits, counts: Int32Array, result: Int32Array): Int32Array {
    const control = this.#control;
    // a helper that has not taken the job yet never will: the chunks are all counted
    if (Atomics.compareExchange(control, CELL.state, STATE.job, STATE.idle) === STATE.job) {
      return counts;
    }
    if (!this.#joined()) {
      // the helper's chunks are lost with it: the whole set once more, on this thread
      counts.fill(0);
      countCodesInWords(bits, 0, bits.length, codes.start, codes.codes, counts);
      return counts;
    }
    for (let k = 0; k < counts.length; k++) counts[k]! += result[k]!;
    return counts;
  }

  /**
   * Waits until the helper has counted its last chunk; false (and the helper given up) when it
   * did not finish in time.
   */
  #joined(): boolean {
    const control = this.#control;
    const deadline = performance.now() + this.#timeoutMs;
    while (Atomics.load(control, CELL.state) === STATE.working) {
      const left = deadline - performance.now();
      if (left <= 0) {
        this.close();
        return false;
      }
      Atomics.wait(control, CELL.state, STATE.working, left);
    }
    Atomics.store(control, CELL.state, STATE.idle);
    return true;
  }

  #buffersFor(codes: SharedCodes, words: number): CountHelperBuffers {
    const current = this.#buffers;
    const same = current?.start === codes.start && current.codes === codes.codes;
    if (current && same && current.bits.length >= words) return current;
    const bits =
      current && current.bits.length >= words
        ? current.bits
        : new Uint32Array(new SharedArrayBuffer(words * 4));
    const next: CountHelperBuffers = {
      generation: ++this.#generation,
      start: codes.start,
      codes: codes.codes,
      bits,
      result: sharedInts(codes.length),
    };
    this.#port.postMessage(next);
    this.#buffers = next;
    return next;
  }

  /** Ends the helper; counts go on, on the calling thread alone. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#broken = true;
    Atomics.store(this.#control, CELL.state, STATE.close);
    Atomics.notify(this.#control, CELL.state);
    this.#port.close();
    if (!this.#worker) this.#helperPort.close();
  }
}
