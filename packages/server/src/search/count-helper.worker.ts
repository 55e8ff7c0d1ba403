import {
  parentPort,
  receiveMessageOnPort,
  workerData,
  type MessagePort,
} from 'node:worker_threads';
import { CELL, countChunks, STATE, type CountHelperBuffers } from './count-helper.ts';

/**
 * The search thread's counting helper (count-helper.ts,
 * docs/decisions/082-counting-on-two-cores.md): waits on the shared control word, takes a job
 * unless the search thread has counted it all already, counts chunks of it until none are left
 * and reports done. It needs no event loop: the buffers of a new generation arrive on its port
 * before the job that names them.
 */
const { control, port } = workerData as { control: Int32Array; port: MessagePort };
let buffers: CountHelperBuffers | null = null;

function buffersOf(generation: number): CountHelperBuffers {
  while (buffers?.generation !== generation) {
    const received = receiveMessageOnPort(port);
    if (received) buffers = received.message as CountHelperBuffers;
    // posted before the job was signalled, so it is there; wait a moment if the queue lags
    else Atomics.wait(control, CELL.state, STATE.working, 1);
  }
  return buffers;
}

parentPort!.postMessage('ready');
for (;;) {
  const state = Atomics.load(control, CELL.state);
  if (state === STATE.close) break;
  if (state !== STATE.job) {
    Atomics.wait(control, CELL.state, state);
    continue;
  }
  if (Atomics.compareExchange(control, CELL.state, STATE.job, STATE.working) !== STATE.job) {
    continue;
  }
  const { start, codes, bits, result } = buffersOf(control[CELL.generation]!);
  result.fill(0);
  Atomics.add(control, CELL.helped, countChunks(control, bits, start, codes, result));
  // a search thread that stopped waiting has set close meanwhile: it stays set
  Atomics.compareExchange(control, CELL.state, STATE.working, STATE.done);
  Atomics.notify(control, CELL.state);
}
port.close();
