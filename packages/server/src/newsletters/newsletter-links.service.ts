import type { NewsletterLinkResponse } from '@shop/domain/api/newsletter.ts';
import type { AppConfig } from '#server/config/env.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import {
  findEmailById,
  updateEmailIf,
  type NewsletterEmailRow,
} from './newsletter-emails.repository.ts';
import { readNewsletterLink, signNewsletterLink } from './newsletter-links.ts';

/**
 * The links of newsletter mails (docs/product/newsletters.md#nl-links; decision 051): the web pages
 * of validation and unsubscribe, and the one-click unsubscribe of the mail headers (RFC 8058).
 */

export const ONE_CLICK_PATH = '/newsletter/one-click-unsubscribe';

export interface NewsletterMailLinks {
  validationPage: string;
  unsubscribePage: string;
  /** posted by the mail client's unsubscribe button; answered by the server itself */
  oneClick: string;
}

/** Links for a mail to `row`'s address, to the web pages of `shop` in `language`. */
export async function newsletterMailLinks(
  db: DbOrTx,
  config: AppConfig,
  input: { row: NewsletterEmailRow; shop: string; language: string; now?: Date },
): Promise<NewsletterMailLinks> {
  const base = config.publicUrl.replace(/\/+$/, '');
  const page = `${base}/${encodeURIComponent(input.shop)}/${encodeURIComponent(input.language)}`;
  const claims = { id: input.row.id, email: input.row.email };
  const validate = await signNewsletterLink(db, { ...claims, use: 'validate' }, input.now);
  const unsubscribe = await signNewsletterLink(db, { ...claims, use: 'unsubscribe' }, input.now);
  return {
    validationPage: `${page}/newsletter-email-validation/${validate}`,
    unsubscribePage: `${page}/newsletter-unsubscribe/${unsubscribe}`,
    oneClick: `${base}${ONE_CLICK_PATH}?newsletterdata=${unsubscribe}`,
  };
}

function invalidLink(): AppError {
  return new AppError(405, 'NEWSLETTER_LINK_INVALID', 'This link is not valid');
}

/** The entry a link names, when it still has the address the link was made for. */
async function entryOfLink(
  db: DbOrTx,
  token: string,
  use: 'validate' | 'unsubscribe',
  now: Date,
): Promise<{ email: string; row: NewsletterEmailRow | undefined }> {
  const claims = await readNewsletterLink(db, token, use, now);
  if (!claims) throw invalidLink();
  const row = await findEmailById(db, claims.id);
  const same = row !== undefined && row.email.toLowerCase() === claims.email.toLowerCase();
  return { email: claims.email, row: same ? row : undefined };
}

/** POST /newsletter/validationEmail: 405 for a link that is not valid, 406 when already done. */
export async function validateNewsletterEmail(
  db: DbOrTx,
  token: string,
  now: Date = new Date(),
): Promise<NewsletterLinkResponse> {
  const { row } = await entryOfLink(db, token, 'validate', now);
  if (!row) throw invalidLink();
  // confirming the address is asking for the newsletter: it becomes active too
  const changed = await updateEmailIf(
    db,
    row.id,
    { validated: false },
    { validatedAt: now.toISOString(), active: 1 },
  );
  if (!changed) {
    throw new AppError(406, 'NEWSLETTER_ALREADY_VALIDATED', 'This address is already validated', {
      email: row.email,
    });
  }
  return { email: row.email };
}

/**
 * POST /newsletter/unsuscribe and the one-click unsubscribe: 405 for a link that is not valid,
 * 406 with the address when it already receives nothing (deactivated, or deleted from the list).
 */
export async function unsubscribeNewsletterEmail(
  db: DbOrTx,
  token: string,
  now: Date = new Date(),
): Promise<NewsletterLinkResponse> {
  const { email, row } = await entryOfLink(db, token, 'unsubscribe', now);
  if (!row || !(await updateEmailIf(db, row.id, { active: 1 }, { active: 0 }))) {
    throw new AppError(406, 'NEWSLETTER_ALREADY_INACTIVE', 'This address is already inactive', {
      email: row?.email ?? email,
    });
  }
  return { email: row.email };
}
