import type { DbOrTx } from '#server/db/database.ts';
import type { WrittenTables } from '#server/db/written-tables.ts';
import { ACCESS_TOKEN_SECONDS, CLOCK_TOLERANCE_SECONDS } from './access-token.ts';
import { insertRevokedSessions, revokedSessionsSince } from './auth.repository.ts';

/** The table the guards of every process hear written (docs/decisions/094-when-a-session-ends.md). */
export const REVOKED_SESSIONS_TABLE = 'revoked_sessions';

/**
 * How long a revoked session is remembered: as long as an access token issued just before the
 * revocation could still pass verification, with the clock tolerance on both sides for the clocks
 * of the process that revoked and the one that checks.
 */
export const REVOKED_SESSION_MS = (ACCESS_TOKEN_SECONDS + 2 * CLOCK_TOLERANCE_SECONDS) * 1000;
/** Rows are deleted from the table much later, so no process's clock drift loses one early. */
const REVOKED_ROW_KEPT_MS = 60 * 60 * 1000;

/** Ends sessions before their access tokens expire: every process's guard refuses them. */
export async function recordRevokedSessions(
  db: DbOrTx,
  sessionIds: readonly string[],
  now: Date,
): Promise<void> {
  const forgetBefore = new Date(now.getTime() - REVOKED_ROW_KEPT_MS).toISOString();
  await insertRevokedSessions(db, sessionIds, now.toISOString(), forgetBefore);
}

/**
 * The sessions revoked recently enough that their access tokens could still be valid, in memory,
 * so the guard refuses them without a database read per request
 * (docs/decisions/094-when-a-session-ends.md). Read at start; read again whenever the table is
 * written, here or, through the written-tables relay, in another process. Revocations are only
 * added, so reads that overlap merge their rows and their order does not matter. While a read is
 * under way the guard waits for it: a request after a logout is refused at once.
 */
export class RevokedSessions {
  /** session id → when it was revoked (ms) */
  readonly #revoked = new Map<string, number>();
  #reading: Promise<void> | undefined;
  #readAgain = false;
  #failed = false;
  readonly #stopListening: () => void;

  constructor(
    private readonly db: DbOrTx,
    writes: WrittenTables,
    private readonly now: () => number = Date.now,
  ) {
    this.#stopListening = writes.on([REVOKED_SESSIONS_TABLE], () => this.#read());
    this.#read();
  }

  /** Whether reads are still under way; the guard then awaits `settled()` first. */
  get pending(): boolean {
    return this.#reading !== undefined || this.#failed;
  }

  /** Waits until every write heard so far has been read; throws when the last read failed. */
  async settled(): Promise<void> {
    if (this.#failed && this.#reading === undefined) this.#read();
    while (this.#reading) await this.#reading;
    if (this.#failed) throw new Error('the revoked sessions could not be read');
  }

  isRevoked(sessionId: string): boolean {
    const revokedAt = this.#revoked.get(sessionId);
    if (revokedAt === undefined) return false;
    if (this.now() - revokedAt < REVOKED_SESSION_MS) return true;
    this.#revoked.delete(sessionId);
    return false;
  }

  close(): void {
    this.#stopListening();
  }

  #read(): void {
    if (this.#reading) {
      this.#readAgain = true;
      return;
    }
    this.#failed = false;
    this.#reading = this.#load().then(
      () => this.#done(),
      () => {
        this.#failed = true;
        this.#done();
      },
    );
  }

  #done(): void {
    this.#reading = undefined;
    if (!this.#readAgain) return;
    this.#readAgain = false;
    this.#read();
  }

  async #load(): Promise<void> {
    const now = this.now();
    const rows = await revokedSessionsSince(
      this.db,
      new Date(now - REVOKED_SESSION_MS).toISOString(),
    );
    for (const [sessionId, revokedAt] of this.#revoked) {
      if (now - revokedAt >= REVOKED_SESSION_MS) this.#revoked.delete(sessionId);
    }
    for (const row of rows) this.#revoked.set(row.sessionId, Date.parse(row.revokedAt));
  }
}
