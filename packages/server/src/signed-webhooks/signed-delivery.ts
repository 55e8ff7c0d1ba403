/**
 * One attempt of a signed webhook delivery and what follows from it, shared by the ERP's webhook
 * (docs/decisions/091-orders-out.md) and the webhooks retailers register
 * (docs/decisions/140-retailer-webhooks.md): the POST with its signature, no redirect followed,
 * a time-out; the attempt logged by the caller's log; a failed attempt tried again by the job
 * queue after the back-off of `retryDelayMs`, for up to a day.
 */
import type { Dispatcher } from 'undici';
import { RetryLater, type Job, type JobHandlerContext } from '#server/jobs/job-queue.ts';
import { retryDelayMs, webhookSignature } from './signature.ts';

const ERROR_TEXT_MAX = 500;

export interface Answer {
  statusCode: number | null;
  error: string | null;
}

export interface SignedPost {
  url: string;
  secret: string;
  body: string;
  /** sent besides the signature: the event id and the attempt's number */
  headers: Record<string, string>;
  timeoutMs: number;
  /** the connection's agent (the retailer webhooks' guarded resolver); none: the default */
  dispatcher?: Dispatcher | undefined;
}

function failureText(error: unknown, timeoutMs: number): string {
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
  if (timedOut) return `no answer within ${timeoutMs} ms`;
  // the guarded resolver's refusal may sit a level or two down
  for (let inner: unknown = error; inner instanceof Error; inner = inner.cause)
    if ((inner as { code?: string }).code === 'ADDRESS_REFUSED') return inner.message;
  const found = (error as { cause?: { code?: string; message?: string } }).cause;
  return found?.code ?? found?.message ?? (error instanceof Error ? error.message : String(error));
}

/** One POST; never follows a redirect (a 3xx is a failed attempt) and gives up after the time-out. */
export async function postSigned(post: SignedPost, signal: AbortSignal): Promise<Answer> {
  const headers = {
    'content-type': 'application/json',
    'shop-signature': webhookSignature(post.secret, post.body, Math.floor(Date.now() / 1000)),
    ...post.headers,
  };
  const init = {
    method: 'POST',
    headers,
    body: post.body,
    redirect: 'manual' as const,
    signal: AbortSignal.any([signal, AbortSignal.timeout(post.timeoutMs)]),
  };
  try {
    const response = post.dispatcher
      ? await (await import('undici')).fetch(post.url, { ...init, dispatcher: post.dispatcher })
      : await fetch(post.url, init);
    // the answer's body is not read: only its status counts
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    return { statusCode: response.status, error: ok ? null : `answered ${response.status}` };
  } catch (error) {
    return { statusCode: null, error: failureText(error, post.timeoutMs).slice(0, ERROR_TEXT_MAX) };
  }
}

export type AttemptState = 'pending' | 'delivered' | 'failed';

export interface AttemptOutcome {
  answer: Answer;
  state: AttemptState;
  durationMs: number;
  attemptedAt: string;
}

/**
 * Makes one attempt of a job's delivery and hands its outcome to `log` before the queue hears
 * of it: a failed attempt with retries left throws RetryLater with the back-off's delay, the last
 * one fails the job.
 */
export async function attemptDelivery(
  job: Job,
  context: JobHandlerContext,
  delivery: { post: () => Promise<SignedPost>; retryBaseMs: number; label: string },
  log: (outcome: AttemptOutcome) => Promise<void>,
): Promise<Answer> {
  const started = Date.now();
  let answer: Answer;
  try {
    answer = await postSigned(await delivery.post(), context.signal);
  } catch (error) {
    // an address refused before any connection (its form): logged like a failed attempt
    answer = { statusCode: null, error: error instanceof Error ? error.message : String(error) };
  }
  const delay = retryDelayMs(context.attempt, delivery.retryBaseMs);
  const lastTry = delay === undefined || context.attempt >= job.maxAttempts;
  const state = answer.error === null ? 'delivered' : lastTry ? 'failed' : 'pending';
  await log({
    answer,
    state,
    durationMs: Date.now() - started,
    attemptedAt: new Date().toISOString(),
  });
  if (state === 'pending') throw new RetryLater(answer.error!, delay!);
  if (state === 'failed') throw new Error(`${delivery.label} failed: ${answer.error}`);
  return answer;
}
