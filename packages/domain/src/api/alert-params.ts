import { z } from 'zod';
import { digitsText, oneLineText } from './text.ts';

/**
 * The path parameters of the alerts' calls (docs/decisions/150-article-alerts.md), apart from
 * the contracts the client reads, so a listing page's script does not build them.
 */

/** PUT and DELETE /account/alerts/{id} */
export const alertParamsSchema = z.strictObject({ id: digitsText(9) });

/** /alerts/unsubscribe/{token}: 32 random bytes, base64url, 256 bits */
export const alertUnsubscribeParamsSchema = z.strictObject({
  token: oneLineText(43).regex(/^[A-Za-z0-9_-]{43}$/),
});
