import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * The one way the shop makes, stores and checks the secret tokens a machine sends as a bearer
 * token: the operator's (docs/decisions/090-operator-tokens.md) and a retailer's API keys
 * (docs/decisions/133-api-keys-for-a-retailers-erp.md). 32 random bytes shown once as
 * `<prefix><base64url>`, kept only as their SHA-256: nobody can guess a token of that much chance,
 * so no slow hash is needed; the hash only keeps a stolen table from opening the API.
 */

const BODY = '[A-Za-z0-9_-]{43}';

/** A new token's text, which only the answer of its creation holds. */
export function newSecretToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** What is stored of a token: the hex SHA-256 of its text. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a text has the shape of a token of `prefix`; looked up only when it has. */
export function isSecretTokenOf(prefix: string, text: string): boolean {
  return new RegExp(`^${prefix}${BODY}$`).test(text);
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  return /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
}

/** A token's use is written at most once a minute, so an ERP's polling does not write on every call. */
export const TOUCH_INTERVAL_MS = 60_000;

/**
 * Records a token's use through `record` at most once per TOUCH_INTERVAL_MS and token in this
 * process; the statement behind `record` checks the interval again across processes.
 */
export function throttledUse(
  record: (tokenId: number, at: Date) => Promise<void>,
): (tokenId: number) => Promise<void> {
  const touched = new Map<number, number>();
  return async (tokenId) => {
    const now = Date.now();
    if (now - (touched.get(tokenId) ?? 0) < TOUCH_INTERVAL_MS) return;
    touched.set(tokenId, now);
    await record(tokenId, new Date(now));
  };
}

const storedScopesSchema = z.array(z.string());

/**
 * The scopes a token's row stores as a JSON list, in the order of `known`; a scope no longer
 * known, or an unreadable list, grants nothing.
 */
export function storedScopes<S extends string>(json: string, known: readonly S[]): S[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  const list = storedScopesSchema.safeParse(parsed);
  if (!list.success) return [];
  return known.filter((scope) => list.data.includes(scope));
}
