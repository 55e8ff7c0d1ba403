import { parentPort, workerData } from 'node:worker_threads';
import { CELL, STATE } from './count-helper.ts';

/**
 * A counting helper that takes a job and never finishes it, as a thread stuck or starved would
 * (count-helper.test.ts); it ends when the search thread gives it up.
 */
const { control } = workerData as { control: Int32Array };
parentPort!.postMessage('ready');
while (Atomics.compareExchange(control, CELL.state, STATE.job, STATE.working) !== STATE.job) {
  Atomics.wait(control, CELL.state, Atomics.load(control, CELL.state));
}
while (Atomics.load(control, CELL.state) === STATE.working) {
  Atomics.wait(control, CELL.state, STATE.working);
}
