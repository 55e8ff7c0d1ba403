import type { DbOrTx } from '#server/db/database.ts';
import type { WrittenTables } from '#server/db/written-tables.ts';
import type { ShopClaims } from './access-token.ts';
import { findAccountById, type LoginAccountRow } from './auth.repository.ts';
import { isUsable } from './auth.service.ts';
import { accountOfExternalIdentity } from './external-identity.service.ts';
import { REVOKED_SESSIONS_TABLE } from './revoked-sessions.ts';

/** What the guard needs of an account on every request; never its password hash. */
export interface GuardAccount {
  id: number;
  customerNumber: string;
  email: string;
  shop: string;
  usable: boolean;
  businessConsole: boolean;
  passwordInitialization: boolean;
  /** the account's currency when it sees prices, else null */
  priceCurrency: string | null;
}

export interface AccountCacheOptions {
  /** how long an entry is trusted without a write being heard: writers outside the shop's processes */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** Tables whose rows this cache keeps. */
const ACCOUNT_TABLES = ['accounts', 'external_identities'] as const;
/** Tables whose rows decide what the guard lets through: the relay tells other processes of them. */
export const GUARD_TABLES = [...ACCOUNT_TABLES, REVOKED_SESSIONS_TABLE] as const;

function guardAccount(row: LoginAccountRow): GuardAccount {
  return {
    id: row.id,
    customerNumber: row.customerNumber,
    email: row.email,
    shop: row.shop,
    usable: isUsable(row),
    businessConsole: row.businessConsole === 1,
    passwordInitialization: row.passwordInitialization === 1,
    priceCurrency: row.showPrices === 1 ? row.currency : null,
  };
}

interface Entry {
  account: GuardAccount;
  storedAt: number;
}

/**
 * The accounts the customer guard checks on every request, kept in memory so that a cached
 * answer for a logged-in customer costs no database query (docs/decisions/078-account-cache.md).
 * Every write of the accounts or identity links empties it at once: writes through this
 * process's database handle (statement and commit), and, through the relay, those of the shop's
 * other processes. A read that overlapped a write is not kept. Entries older than the TTL are
 * read again, the safety net for writers outside the shop's processes.
 */
export class AccountCache {
  readonly #byId = new Map<number, Entry>();
  /** `issuer subject` of an external identity → its linked account's id */
  readonly #links = new Map<string, { accountId: number; storedAt: number }>();
  /** moves with every write heard, so a read that overlapped one is not kept */
  #generation = 0;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #stopListening: () => void;

  constructor(
    private readonly db: DbOrTx,
    writes: WrittenTables,
    options: AccountCacheOptions = {},
  ) {
    this.#ttlMs = options.ttlMs ?? 30_000;
    this.#maxEntries = options.maxEntries ?? 50_000;
    this.#now = options.now ?? Date.now;
    this.#stopListening = writes.on(ACCOUNT_TABLES, () => this.clear());
  }

  clear(): void {
    this.#generation += 1;
    this.#byId.clear();
    this.#links.clear();
  }

  close(): void {
    this.#stopListening();
    this.clear();
  }

  /** The account of a token of the shop's own issuer. */
  async byId(id: number): Promise<GuardAccount | undefined> {
    const kept = this.#fresh(this.#byId.get(id));
    if (kept) return kept.account;
    const generation = this.#generation;
    const row = await findAccountById(this.db, id);
    if (!row) return undefined;
    const account = guardAccount(row);
    if (generation === this.#generation)
      this.#keep(this.#byId, id, { account, storedAt: this.#now() });
    return account;
  }

  /** The account linked to a token of the external issuer (linked at its first login). */
  async byExternalIdentity(claims: ShopClaims): Promise<GuardAccount | undefined> {
    const key = `${claims.iss ?? ''} ${claims.sub ?? ''}`;
    const link = this.#fresh(this.#links.get(key));
    if (link) return this.byId(link.accountId);
    const generation = this.#generation;
    const row = await accountOfExternalIdentity(this.db, claims);
    if (!row) return undefined;
    const account = guardAccount(row);
    if (generation === this.#generation) {
      const storedAt = this.#now();
      this.#keep(this.#links, key, { accountId: row.id, storedAt });
      this.#keep(this.#byId, row.id, { account, storedAt });
    }
    return account;
  }

  #fresh<T extends { storedAt: number }>(entry: T | undefined): T | undefined {
    return entry && this.#now() - entry.storedAt < this.#ttlMs ? entry : undefined;
  }

  #keep<K, V>(map: Map<K, V>, key: K, value: V): void {
    map.delete(key);
    map.set(key, value);
    // the oldest entry goes first: a Map iterates in insertion order
    if (map.size > this.#maxEntries) map.delete(map.keys().next().value as K);
  }
}
