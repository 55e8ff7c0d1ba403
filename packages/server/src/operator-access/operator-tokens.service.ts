import type { DbOrTx } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { OPERATOR_SCOPES, type OperatorScope } from '#server/exchange/record-type.ts';
import { AppError } from '#server/http/app-error.ts';
import {
  hashSecretToken,
  isSecretTokenOf,
  newSecretToken,
  storedScopes,
} from '#server/http/secret-tokens.ts';
import type { OperatorCaller } from './operator-guard.ts';
import {
  findOperatorTokenByHash,
  findOperatorTokenByName,
  findOperatorTokens,
  insertOperatorToken,
  markOperatorTokenRevoked,
  touchOperatorToken,
  type OperatorTokenRow,
} from './operator-tokens.repository.ts';

/**
 * Operator tokens (docs/decisions/090-operator-tokens.md): shown once as `op_<base64url>`, kept
 * only as their SHA-256, made and checked as every secret token of the shop (http/secret-tokens.ts).
 */

export const TOKEN_PREFIX = 'op_';
const NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;

export interface OperatorTokenSummary {
  name: string;
  scopes: OperatorScope[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

function scopesOf(row: OperatorTokenRow) {
  return storedScopes(row.scopes, OPERATOR_SCOPES);
}

/** The scopes named, checked and in the order of OPERATOR_SCOPES; refuses unknown or none. */
export function parseScopes(names: readonly string[]): OperatorScope[] {
  const unknown = names.filter((name) => !(OPERATOR_SCOPES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new AppError(422, 'UNKNOWN_SCOPE', `Unknown scope: ${unknown.join(', ')}`, { unknown });
  }
  const scopes = OPERATOR_SCOPES.filter((scope) => names.includes(scope));
  if (scopes.length === 0) throw new AppError(422, 'NO_SCOPE', 'A token needs at least one scope');
  return scopes;
}

/** Creates a token; the answer holds the only copy of its text. */
export async function createOperatorToken(
  db: DbOrTx,
  input: { name: string; scopes: readonly string[] },
  now = new Date(),
): Promise<OperatorTokenSummary & { token: string }> {
  if (!NAME_PATTERN.test(input.name)) {
    throw new AppError(
      422,
      'INVALID_NAME',
      'A name is 1 to 64 of a-z, 0-9, dot, dash or underscore, starting with a letter or digit',
    );
  }
  const scopes = parseScopes(input.scopes);
  const token = newSecretToken(TOKEN_PREFIX);
  const createdAt = now.toISOString();
  try {
    await insertOperatorToken(db, {
      name: input.name,
      scopes: JSON.stringify(scopes),
      tokenHash: hashSecretToken(token),
      createdAt,
      lastUsedAt: null,
      revokedAt: null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'NAME_TAKEN', 'A token with this name exists already');
    }
    throw error;
  }
  return { token, name: input.name, scopes, createdAt, lastUsedAt: null, revokedAt: null };
}

export async function listOperatorTokens(db: DbOrTx): Promise<OperatorTokenSummary[]> {
  const rows = await findOperatorTokens(db);
  return rows.map((row) => ({
    name: row.name,
    scopes: scopesOf(row),
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
  }));
}

/** Revokes the token at once: its next call answers 401. */
export async function revokeOperatorToken(
  db: DbOrTx,
  name: string,
  now = new Date(),
): Promise<void> {
  if (await markOperatorTokenRevoked(db, name, now.toISOString())) return;
  throw (await findOperatorTokenByName(db, name))
    ? new AppError(409, 'ALREADY_REVOKED', 'This token is revoked already')
    : new AppError(404, 'NOT_FOUND', 'No token with this name');
}

/** The caller a token text stands for, or undefined for an unknown, malformed or revoked one. */
export async function operatorCallerOf(
  db: DbOrTx,
  token: string,
): Promise<OperatorCaller | undefined> {
  if (!isSecretTokenOf(TOKEN_PREFIX, token)) return undefined;
  const row = await findOperatorTokenByHash(db, hashSecretToken(token));
  if (!row || row.revokedAt !== null) return undefined;
  return { tokenId: row.id, name: row.name, scopes: scopesOf(row) };
}

/** Records that the token was used, at most once a minute per token. */
export async function recordOperatorTokenUse(
  db: DbOrTx,
  tokenId: number,
  now = new Date(),
): Promise<void> {
  const notBefore = new Date(now.getTime() - 60_000).toISOString();
  await touchOperatorToken(db, tokenId, now.toISOString(), notBefore);
}
