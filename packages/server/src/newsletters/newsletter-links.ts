import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { DbOrTx } from '#server/db/database.ts';
import { getOrCreateSetting } from '#server/system/app-settings.ts';

/**
 * The data of a newsletter link (docs/decisions/051-newsletters.md): an HS256 JWT naming the
 * address entry, its e-mail and what the link does, signed with a secret the shop keeps in
 * app_settings. Nothing is stored per link; a link for an address that changed since is not
 * valid, because the e-mail it names no longer matches.
 */

export type NewsletterLinkUse = 'validate' | 'unsubscribe';

/** Validation links expire after a week; an unsubscribe link stays usable for a year's mail. */
export const NEWSLETTER_LINK_DAYS: Record<NewsletterLinkUse, number> = {
  validate: 7,
  unsubscribe: 365,
};

const ISSUER = 'shop';
const AUDIENCE = 'shop-newsletter';
const DAY_SECONDS = 24 * 60 * 60;

function secret(db: DbOrTx): Promise<Uint8Array> {
  return getOrCreateSetting(db, 'newsletter.link-secret', () =>
    crypto.randomBytes(32).toString('base64url'),
  ).then((value) => new TextEncoder().encode(value));
}

export interface NewsletterLinkClaims {
  id: number;
  email: string;
  use: NewsletterLinkUse;
}

export async function signNewsletterLink(
  db: DbOrTx,
  claims: NewsletterLinkClaims,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email: claims.email, use: claims.use })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(String(claims.id))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + NEWSLETTER_LINK_DAYS[claims.use] * DAY_SECONDS)
    .sign(await secret(db));
}

/** The claims of a link made for `use`, or undefined when forged, expired or made for another use. */
export async function readNewsletterLink(
  db: DbOrTx,
  token: string,
  use: NewsletterLinkUse,
  now: Date = new Date(),
): Promise<Omit<NewsletterLinkClaims, 'use'> | undefined> {
  try {
    const { payload } = await jwtVerify(token, await secret(db), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
      currentDate: now,
    });
    const id = Number(payload.sub);
    if (payload.use !== use || typeof payload.email !== 'string' || !Number.isSafeInteger(id)) {
      return undefined;
    }
    return { id, email: payload.email };
  } catch {
    return undefined;
  }
}
