import type {
  NewsletterEmail,
  NewsletterEmailsResponse,
  SaveNewsletterEmailRequest,
  SendValidationMailRequest,
} from '@shop/domain/api/newsletter.ts';
import { newsletterLanguage, normalizedTypeIds } from '@shop/domain/rules/newsletter-types.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { AppConfig } from '#server/config/env.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { AppError, notFound } from '#server/http/app-error.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { RateLimiter } from '#server/http/rate-limiter.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { newsletterValidationMail } from './newsletter-validation-mail.ts';
import {
  deleteOwnEmail,
  findEmailsOfAccount,
  findEntriesOf,
  findOwnEmail,
  findSameAddress,
  insertEmail,
  updateEmail,
  type NewsletterEmailRow,
} from './newsletter-emails.repository.ts';
import { NEWSLETTER_LINK_DAYS } from './newsletter-links.ts';
import { newsletterMailLinks } from './newsletter-links.service.ts';

/**
 * The newsletter addresses of an account (docs/product/newsletters.md#nl-addresses; decision 051).
 */

function parseTypes(text: string): number[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? normalizedTypeIds(parsed.filter((id): id is number => typeof id === 'number'))
      : [];
  } catch {
    return [];
  }
}

export function toNewsletterEmail(row: NewsletterEmailRow): NewsletterEmail {
  return {
    id: row.id,
    email: row.email,
    language: newsletterLanguage(row.language),
    active: row.active === 1,
    types: parseTypes(row.types),
    validated: row.validatedAt !== null,
  };
}

export async function listNewsletterEmails(
  db: DbOrTx,
  customer: Customer,
): Promise<NewsletterEmailsResponse> {
  const rows = await findEmailsOfAccount(db, customer.accountId);
  return { emails: rows.map(toNewsletterEmail) };
}

function assertOwnAccount(customer: Customer, input: { customerNumber: string; shop: string }) {
  if (input.customerNumber.trim().toUpperCase() !== customer.customerNumber.toUpperCase()) {
    throw new AppError(403, 'FORBIDDEN', 'Not your customer number');
  }
  if (input.shop !== customer.shop) {
    throw new AppError(403, 'FORBIDDEN_SHOP', 'Not your shop');
  }
}

function addressExists(): AppError {
  return new AppError(
    409,
    'NEWSLETTER_EMAIL_EXISTS',
    'This address is already in your newsletter list',
  );
}

/**
 * Adds an address (no id) or changes one of the caller's (another's id is 404). An address
 * already in the list is refused; a non-internal language is stored as en; a changed address
 * must be validated again.
 */
export async function saveNewsletterEmail(
  db: DbOrTx,
  customer: Customer,
  input: SaveNewsletterEmailRequest & { email: string },
  now: Date = new Date(),
): Promise<{ created: boolean; entry: NewsletterEmail }> {
  assertOwnAccount(customer, input);
  const fields = {
    email: input.email,
    language: newsletterLanguage(input.language),
    active: input.active ? 1 : 0,
    types: JSON.stringify(normalizedTypeIds(input.types)),
  };
  const id = input.id ?? null;
  try {
    return await inTransaction(db, async (trx) => {
      if (await findSameAddress(trx, customer.accountId, input.email, id)) throw addressExists();
      if (id === null) {
        const row = await insertEmail(trx, {
          ...fields,
          accountId: customer.accountId,
          validationToken: null,
          validatedAt: null,
          createdAt: now.toISOString(),
        });
        return { created: true, entry: toNewsletterEmail(row) };
      }
      const existing = await findOwnEmail(trx, customer.accountId, id);
      if (!existing) throw notFound('No newsletter address with this id');
      const changedAddress = existing.email.toLowerCase() !== input.email.toLowerCase();
      const row = await updateEmail(trx, id, {
        ...fields,
        ...(changedAddress ? { validatedAt: null } : {}),
      });
      return { created: false, entry: toNewsletterEmail(row) };
    });
  } catch (error) {
    // two racing saves of one address: the unique constraint lets one through
    if (isUniqueViolation(error)) throw addressExists();
    throw error;
  }
}

export async function deleteNewsletterEmail(
  db: DbOrTx,
  customer: Customer,
  id: number,
): Promise<void> {
  if ((await deleteOwnEmail(db, customer.accountId, id)) === 0) {
    throw notFound('No newsletter address with this id');
  }
}

/**
 * Mails the entry's address a signed validation link (and the one-click unsubscribe every
 * newsletter mail carries). The mail is awaited: the caller's screen says whether it went out.
 */
export async function sendValidationMail(
  db: DbOrTx,
  services: { mailer: Mailer; config: AppConfig; rateLimiter: RateLimiter },
  customer: Customer,
  input: SendValidationMailRequest & { mail: string },
  now: Date = new Date(),
): Promise<{ success: true; email: string }> {
  const row = await findOwnEmail(db, customer.accountId, input.id);
  if (!row || row.email.toLowerCase() !== input.mail.toLowerCase()) {
    throw notFound('No newsletter address with this id and e-mail');
  }
  if (row.validatedAt !== null) {
    throw new AppError(409, 'NEWSLETTER_EMAIL_VALIDATED', 'This address is already validated');
  }
  await enforceRateLimit(
    services.rateLimiter,
    `newsletter-validation:${row.id}`,
    RATE_LIMITS.newsletterValidationMailPerAddress,
  );
  const links = await newsletterMailLinks(db, services.config, {
    row,
    shop: customer.shop,
    language: input.language,
    now,
  });
  const mail = newsletterValidationMail(input.language, {
    email: row.email,
    validationLink: links.validationPage,
    unsubscribeLink: links.unsubscribePage,
    validDays: NEWSLETTER_LINK_DAYS.validate,
  });
  try {
    await services.mailer.send({ to: row.email, ...mail, unsubscribeUrl: links.oneClick });
  } catch {
    throw new AppError(503, 'MAIL_NOT_SENT', 'The validation mail could not be sent');
  }
  return { success: true, email: row.email };
}

// --- the account import -------------------------------------------------------------------

/**
 * The categories the ERP subscribed each account's own address to (its entry under the
 * account's e-mail address; none when it has no such entry), by account id.
 */
export async function importedNewsletterTypes(
  db: DbOrTx,
  accounts: readonly { accountId: number; email: string }[],
): Promise<Map<number, number[]>> {
  const rows = await findEntriesOf(db, accounts);
  const wanted = new Map(accounts.map((account) => [account.accountId, account.email]));
  return new Map(
    rows
      .filter((row) => wanted.get(row.accountId) === row.email)
      .map((row) => [row.accountId, parseTypes(row.types)]),
  );
}

/**
 * Sets the categories of the account's own address as the ERP states them: an entry is made
 * (validated, the account's contact address) when there is none and a category is named; an
 * existing one only gets its categories. The caller has compared, so this always writes.
 */
export async function setImportedNewsletterTypes(
  db: DbOrTx,
  input: { accountId: number; email: string; language: string; types: number[]; at: string },
): Promise<void> {
  const [existing] = await findEntriesOf(db, [input]);
  const types = JSON.stringify(normalizedTypeIds(input.types));
  if (existing) {
    await updateEmail(db, existing.id, { types });
    return;
  }
  if (input.types.length === 0) return;
  await insertEmail(db, {
    accountId: input.accountId,
    email: input.email,
    language: newsletterLanguage(input.language),
    active: 1,
    types,
    validationToken: null,
    validatedAt: input.at,
    createdAt: input.at,
  });
}
