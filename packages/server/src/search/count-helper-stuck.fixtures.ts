import { parentPort, workerData } from 'node:worker_threads';
import { HELPER } from './count-helper.ts';

/**
 * A counting helper that takes a job and never finishes it, as a thread stuck or starved would
 * (count-helper.test.ts); it ends when the search thread gives it up.
 */
const { control } = workerData as { control: Int32Array };
parentPort!.postMessage('ready');
while (Atomics.compareExchange(control, HELPER.state, HELPER.job, HELPER.working) !== HELPER.job) {
  Atomics.wait(control, HELPER.state, Atomics.load(control, HELPER.state));
}
while (Atomics.load(control, HELPER.state) === HELPER.working) {
  Atomics.wait(control, HELPER.state, HELPER.working);
}
