import {
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  MAX_API_KEYS,
  type ApiKey,
  type ApiKeyScope,
  type CreateApiKeyRequest,
  type CreateApiKeyResponse,
} from '@shop/domain/api/api-keys.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { AppError } from '#server/http/app-error.ts';
import {
  hashSecretToken,
  isSecretTokenOf,
  newSecretToken,
  storedScopes,
} from '#server/http/secret-tokens.ts';
import {
  countActiveApiKeys,
  deleteApiKeysOf,
  findActiveApiKeys,
  findApiKeyByHash,
  insertApiKey,
  lockAccountKeys,
  markApiKeyRevoked,
  touchApiKey,
  type ApiKeyRow,
} from './api-keys.repository.ts';

/**
 * A retailer's API keys (docs/decisions/133-api-keys-for-a-retailers-erp.md): made, stored and
 * checked as every secret token of the shop (http/secret-tokens.ts), shown once as
 * `sk_<base64url>`; each belongs to one account and acts for it only, within its scopes.
 */

/** What the customer guard learns of a key: whose it is and what it may do. */
export interface ApiKeyCaller {
  keyId: number;
  accountId: number;
  scopes: readonly ApiKeyScope[];
}

function scopesOf(row: ApiKeyRow) {
  return storedScopes(row.scopes, API_KEY_SCOPES);
}

function summaryOf(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row),
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
  };
}

/** Creates a key of the caller's account; the answer holds the only copy of its text. */
export async function createApiKey(
  db: DbOrTx,
  caller: Customer,
  input: CreateApiKeyRequest,
  now = new Date(),
): Promise<CreateApiKeyResponse> {
  // a business console reads the owner's data; it hands out no keys to it (decision 040)
  if (caller.businessConsole) {
    throw new AppError(403, 'BUSINESS_CONSOLE_REFUSED', 'A business console makes no API keys');
  }
  const secret = newSecretToken(API_KEY_PREFIX);
  const scopes = API_KEY_SCOPES.filter((scope) => input.scopes.includes(scope));
  const row = {
    accountId: caller.accountId,
    name: input.name,
    scopes: JSON.stringify(scopes),
    keyHash: hashSecretToken(secret),
    createdAt: now.toISOString(),
    lastUsedAt: null,
    revokedAt: null,
  };
  try {
    const id = await inTransaction(db, async (tx) => {
      await lockAccountKeys(tx, caller.accountId);
      if ((await countActiveApiKeys(tx, caller.accountId)) >= MAX_API_KEYS) {
        throw new AppError(
          409,
          'API_KEY_LIMIT',
          `An account holds at most ${MAX_API_KEYS} API keys`,
        );
      }
      return insertApiKey(tx, row);
    });
    return { key: summaryOf({ id, ...row }), secret };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'DUPLICATE_NAME', 'An API key of this name exists already');
    }
    throw error;
  }
}

export async function listApiKeys(db: DbOrTx, caller: Customer): Promise<ApiKey[]> {
  return (await findActiveApiKeys(db, caller.accountId)).map(summaryOf);
}

/** Revokes the caller's key at once: its next call answers 401. Another account's id is 404. */
export async function revokeApiKey(
  db: DbOrTx,
  caller: Customer,
  id: number,
  now = new Date(),
): Promise<void> {
  if (await markApiKeyRevoked(db, caller.accountId, id, now.toISOString())) return;
  throw new AppError(404, 'NOT_FOUND', 'No API key of this id');
}

/** The account's keys go with the account (docs/decisions/039-account-deletion.md). */
export async function eraseApiKeysOf(tx: DbOrTx, accountId: number): Promise<void> {
  await deleteApiKeysOf(tx, accountId);
}

/** Whether a bearer token is meant as an API key, so no other kind of token is tried. */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** The caller a key text stands for, or undefined for an unknown, malformed or revoked one. */
export async function apiKeyCallerOf(db: DbOrTx, token: string): Promise<ApiKeyCaller | undefined> {
  if (!isSecretTokenOf(API_KEY_PREFIX, token)) return undefined;
  const row = await findApiKeyByHash(db, hashSecretToken(token));
  if (!row || row.revokedAt !== null) return undefined;
  return { keyId: row.id, accountId: row.accountId, scopes: scopesOf(row) };
}

/** Records that the key was used, at most once a minute per key. */
export async function recordApiKeyUse(db: DbOrTx, keyId: number, now = new Date()): Promise<void> {
  const notBefore = new Date(now.getTime() - 60_000).toISOString();
  await touchApiKey(db, keyId, now.toISOString(), notBefore);
}
