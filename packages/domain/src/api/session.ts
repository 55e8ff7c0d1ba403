import { z } from 'zod';
import { LANGUAGES, SHOP_CODES } from '../shops.ts';

/**
 * The session as login, token refresh and portal login answer it. Apart from the other contracts
 * of identity (auth.ts), because every logged-in page refreshes its token (decision 076).
 */

/**
 * The logged-in user as login, token refresh and portal login answer it
 * (docs/product/shell.md#shell-session-fields).
 */
export const sessionUserSchema = z.object({
  isAuthenticated: z.literal(true),
  passwordInitialization: z.boolean(),
  shop: z.enum(SHOP_CODES),
  companyCode: z.string().nullable(),
  customerNumber: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  businessConsole: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({
  user: sessionUserSchema,
  accessToken: z.string(),
  /** seconds until the access token expires */
  expiresIn: z.number().int(),
});
export type Session = z.infer<typeof sessionSchema>;
