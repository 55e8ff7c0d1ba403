import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/http/app-error.ts';
import type { ShopClaims } from './access-token.ts';
import { findAccountByEmail, findAccountById, type LoginAccountRow } from './auth.repository.ts';
import { isUsable } from './auth.service.ts';
import {
  deleteIdentityOfAccount,
  findIdentity,
  findIdentityOfAccount,
  insertIdentity,
} from './external-identity.repository.ts';

/**
 * The account a verified token of the external issuer opens: the one linked to the token's issuer
 * and subject. An identity not linked yet is linked at its first login only when the issuer
 * vouches for the e-mail (`email_verified: true`), the e-mail is exactly an account's address
 * (addresses are stored in lower case; another spelling is no match) and that account has no
 * identity yet. Never by e-mail alone afterwards (docs/decisions/015-external-identity-links.md).
 */
export async function accountOfExternalIdentity(
  db: DbOrTx,
  claims: ShopClaims,
  now = new Date(),
): Promise<LoginAccountRow | undefined> {
  const { iss: issuer, sub: subject } = claims;
  if (!issuer || !subject) return undefined;
  const linked = await findIdentity(db, issuer, subject);
  if (linked) return findAccountById(db, linked.accountId);
  if (claims.email_verified !== true || typeof claims.email !== 'string') return undefined;
  const account = await findAccountByEmail(db, claims.email);
  if (!account || !isUsable(account)) return undefined;
  await insertIdentity(db, {
    issuer,
    subject,
    accountId: account.id,
    linkedBy: 'verified-email',
    linkedAt: now.toISOString(),
  });
  // the insert does nothing when the account has another identity, or when a concurrent first
  // login linked this one: only the stored link decides
  const stored = await findIdentity(db, issuer, subject);
  return stored?.accountId === account.id ? account : undefined;
}

/** A link the operator made, or found already made. */
export interface OperatorLink {
  customerNumber: string;
  change: 'linked' | 'replaced' | 'unchanged';
}

/**
 * The operator links an identity to an account (npm run link-identity), for issuers that do not
 * vouch for e-mails or accounts whose address the issuer spells differently. An account keeps its
 * identity unless `replace` is given; an identity linked to another account is never moved.
 * Refusals are thrown: 404 NO_ACCOUNT, 409 IDENTITY_TAKEN, 409 ACCOUNT_LINKED (its details name
 * the identity the account has).
 */
export async function linkIdentityByOperator(
  db: DbOrTx,
  input: { email: string; issuer: string; subject: string; replace: boolean },
  now = new Date(),
): Promise<OperatorLink> {
  return inTransaction(db, async (tx): Promise<OperatorLink> => {
    const account = await findAccountByEmail(tx, input.email.trim().toLowerCase());
    if (!account) throw new AppError(404, 'NO_ACCOUNT', 'No account has this e-mail address');
    const done = (change: OperatorLink['change']) => ({
      customerNumber: account.customerNumber,
      change,
    });
    const identity = await findIdentity(tx, input.issuer, input.subject);
    if (identity?.accountId === account.id) return done('unchanged');
    if (identity) {
      throw new AppError(409, 'IDENTITY_TAKEN', 'This identity is linked to another account');
    }
    const current = await findIdentityOfAccount(tx, account.id);
    if (current && !input.replace) {
      throw new AppError(409, 'ACCOUNT_LINKED', 'The account is linked to another identity', {
        issuer: current.issuer,
        subject: current.subject,
      });
    }
    if (current) await deleteIdentityOfAccount(tx, account.id);
    const inserted = await insertIdentity(tx, {
      issuer: input.issuer,
      subject: input.subject,
      accountId: account.id,
      linkedBy: 'operator',
      linkedAt: now.toISOString(),
    });
    if (!inserted) throw new Error('the identity was linked concurrently; run the command again');
    return done(current ? 'replaced' : 'linked');
  });
}
