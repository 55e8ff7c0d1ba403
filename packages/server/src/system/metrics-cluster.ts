import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * GET /metrics on any worker answers the sum over all workers: the worker asks the primary,
 * which collects every worker's registry through prom-client's AggregatorRegistry (over the
 * cluster's IPC channel) and sends the merged text back.
 */
const REQUEST = 'shop:metrics-request';
const ANSWER = 'shop:metrics-answer';
/** longer than prom-client's own 5 s wait for the workers, so its error arrives first */
const ANSWER_TIMEOUT_MS = 7_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: string;
}
interface MetricsAnswer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

const isMessage = <T extends { type: string }>(message: unknown, type: string): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** In the primary: answers the workers' requests with the summed metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<MetricsRequest>(message, REQUEST)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies MetricsAnswer),
      (error: unknown) =>
        worker.send({ type: ANSWER, id: message.id, error: String(error) } satisfies MetricsAnswer),
    );
  });
}

/**
 * The metrics text this process answers: its own registry alone, or in a cluster worker the
 * sum over every worker (the registry is offered to the primary's collection).
 */
export function metricsSource(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker) return () => registry.metrics();
  // constructing one makes prom-client answer the primary's collection requests in this worker
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        process.off('message', onMessage);
        reject(new Error('the primary did not answer the metrics request'));
      }, ANSWER_TIMEOUT_MS);
      const onMessage = (message: unknown) => {
        if (!isMessage<MetricsAnswer>(message, ANSWER) || message.id !== id) return;
        clearTimeout(timer);
        process.off('message', onMessage);
        if (message.text === undefined) reject(new Error(message.error));
        else resolve(message.text);
      };
      process.on('message', onMessage);
      process.send?.({ type: REQUEST, id } satisfies MetricsRequest);
    });
}
