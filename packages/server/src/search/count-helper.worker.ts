import {
  parentPort,
  receiveMessageOnPort,
  workerData,
  type MessagePort,
} from 'node:worker_threads';
import { countChunks, HELPER, type CountHelperBuffers } from './count-helper.ts';

/**
 * The search thread's counting helper (count-helper.ts, docs/decisions/082-counting-on-two-cores.md):
 * waits on the shared control word, takes a job unless the search thread has counted it all
 * already, counts chunks of it until none are left and reports done. It needs no event loop; the buffers of a new generation arrive on its port
 * before the job that names them.
 */
const { control, port } = workerData as { control: Int32Array; port: MessagePort };
let buffers: CountHelperBuffers | null = null;

function buffersOf(generation: number): CountHelperBuffers {
  while (buffers?.generation !== generation) {
    const received = receiveMessageOnPort(port);
    if (received) buffers = received.message as CountHelperBuffers;
    // posted before the job was signalled, so it is there; wait a moment if the queue lags
    else Atomics.wait(control, HELPER.state, HELPER.working, 1);
  }
  return buffers;
}

parentPort!.postMessage('ready');
for (;;) {
  const state = Atomics.load(control, HELPER.state);
  if (state === HELPER.close) break;
  if (state !== HELPER.job) {
    Atomics.wait(control, HELPER.state, state);
    continue;
  }
  if (Atomics.compareExchange(control, HELPER.state, HELPER.job, HELPER.working) !== HELPER.job) {
    continue;
  }
  const { start, codes, bits, result } = buffersOf(control[HELPER.generation]!);
  result.fill(0);
  Atomics.add(control, HELPER.helped, countChunks(control, bits, start, codes, result));
  // a search thread that stopped waiting has set close meanwhile: it stays set
  Atomics.compareExchange(control, HELPER.state, HELPER.working, HELPER.done);
  Atomics.notify(control, HELPER.state);
}
port.close();
