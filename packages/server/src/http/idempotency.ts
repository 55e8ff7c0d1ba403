import type { ErrorCode } from '@shop/domain/api/error-codes.ts';
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { DB } from '#server/db/tables.ts';
import { AppError } from '#server/http/app-error.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';

/**
 * Idempotency-Key handling (docs/security.md, after Stripe and the IETF draft): the first request
 * with a key claims it (state running) in its own committed statement, so a concurrent
 * duplicate sees the claim; its answer is stored in the same transaction as its effect, so a
 * crash leaves either both or neither. A repeat gets the stored answer, another body 422, a
 * repeat while the first runs 409. A claim left running by a crashed process is taken over
 * after STALE_AFTER_MS.
 */

export const STALE_AFTER_MS = 2 * 60 * 1000;

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
}

/** JSON with sorted keys, so the same body hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

interface KeyRef {
  accountId: number;
  route: string;
  key: string;
}

const where = (ref: KeyRef) => (db: DbOrTx) =>
  db
    .selectFrom('idempotencyKeys')
    .selectAll()
    .where('accountId', '=', ref.accountId)
    .where('route', '=', ref.route)
    .where('key', '=', ref.key);

/** Stores the answer of a claimed key; call it inside the transaction that makes the effect. */
export async function completeKey(
  tx: DbOrTx,
  ref: KeyRef,
  answer: IdempotentAnswer<unknown>,
): Promise<void> {
  await tx
    .updateTable('idempotencyKeys')
    .set({
      state: 'done',
      responseStatus: answer.status,
      responseBody: JSON.stringify(answer.body),
    })
    .where('accountId', '=', ref.accountId)
    .where('route', '=', ref.route)
    .where('key', '=', ref.key)
    .execute();
}

function replay<T>(status: number, bodyText: string): IdempotentAnswer<T> {
  const body = JSON.parse(bodyText) as T;
  if (status >= 400) {
    // the stored answer was written from an AppError, so its code is one of the catalogue
    const { error } = body as { error: { code: ErrorCode; message: string; details?: unknown } };
    throw new AppError(status, error.code, error.message, error.details);
  }
  return { status, body };
}

/** Claims the key or settles the request from an earlier one (replay, 409 or 422). */
async function claim<T>(
  db: DbOrTx,
  ref: KeyRef,
  hash: string,
  now: Date,
): Promise<IdempotentAnswer<T> | 'claimed'> {
  try {
    await db
      .insertInto('idempotencyKeys')
      .values({ ...ref, requestHash: hash, state: 'running', createdAt: now.toISOString() })
      .execute();
    return 'claimed';
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const existing = await where(ref)(db).executeTakeFirst();
  if (!existing) return claim(db, ref, hash, now);
  if (existing.requestHash !== hash) {
    throw new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used with another request',
    );
  }
  if (existing.state === 'done' && existing.responseStatus !== null && existing.responseBody) {
    return replay<T>(existing.responseStatus, existing.responseBody);
  }
  const stale = now.getTime() - Date.parse(existing.createdAt) > STALE_AFTER_MS;
  if (stale) {
    const taken = await db
      .updateTable('idempotencyKeys')
      .set({ createdAt: now.toISOString() })
      .where('accountId', '=', ref.accountId)
      .where('route', '=', ref.route)
      .where('key', '=', ref.key)
      .where('state', '=', 'running')
      .where('createdAt', '=', existing.createdAt)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return 'claimed';
  }
  throw new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', 'This request is still being processed');
}

/**
 * Runs `work` at most once per key. `work` gets `complete(tx, answer)`, to be called in its
 * transaction. A refusal (4xx AppError) is stored as the answer too, so a retry with the
 * same key gets the same refusal; an unexpected failure releases the key for a retry.
 */
export async function runIdempotent<T>(
  db: DbOrTx,
  ref: KeyRef | null,
  body: unknown,
  work: (
    complete: (tx: Transaction<DB>, answer: IdempotentAnswer<T>) => Promise<void>,
  ) => Promise<IdempotentAnswer<T>>,
  now = new Date(),
): Promise<IdempotentAnswer<T>> {
  if (!ref) return work(async () => undefined);
  const claimed = await claim<T>(db, ref, requestHash(body), now);
  if (claimed !== 'claimed') return claimed;
  try {
    return await work((tx, answer) => completeKey(tx, ref, answer));
  } catch (error) {
    if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500) {
      const errorBody = {
        error: {
          code: error.code,
          message: error.message,
          ...(error.details !== undefined ? { details: error.details } : {}),
        },
      };
      await completeKey(db, ref, { status: error.statusCode, body: errorBody });
    } else {
      await db
        .deleteFrom('idempotencyKeys')
        .where('accountId', '=', ref.accountId)
        .where('route', '=', ref.route)
        .where('key', '=', ref.key)
        .execute();
    }
    throw error;
  }
}
