import { z } from 'zod';
import { digitsText, oneLineText } from './text.ts';

/**
 * The API keys a retailer makes on the profile for its own ERP
 * (docs/decisions/133-api-keys-for-a-retailers-erp.md). A key acts for its own account only,
 * within its scopes; it never opens the operator API, and the calls of a session (the password,
 * the profile, the keys themselves) refuse it.
 */

/** What a key may do: each customer call that takes a key names one of these. */
export const API_KEY_SCOPES = [
  'catalog:read',
  'orders',
  'open-orders:read',
  'invoices:read',
  'account:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A key is sent as `Authorization: Bearer sk_<43 characters of base64url>`. */
export const API_KEY_PREFIX = 'sk_';
/** The most unrevoked keys an account may hold. */
export const MAX_API_KEYS = 20;

export const apiKeyNameSchema = oneLineText(60).min(1);

/** POST /api/account/api-keys: a name and at least one scope, each once. */
export const createApiKeyRequestSchema = z.strictObject({
  name: apiKeyNameSchema,
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1)
    .max(API_KEY_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'each scope once'),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

/** DELETE /api/account/api-keys/:id */
export const apiKeyParamsSchema = z.strictObject({ id: digitsText(9) });

/** A key as the list shows it: never its text, which only the creation's answer holds. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api/account/api-keys: the account's unrevoked keys, newest first. */
export const apiKeyListResponseSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponseSchema>;

/** The answer of the creation: the key's text, shown this once. */
export const createApiKeyResponseSchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;
