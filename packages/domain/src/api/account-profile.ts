import { z } from 'zod';
import { LANGUAGES, SHOP_CODES } from '../shops.ts';
import { oneLineText } from './text.ts';

/**
 * The profile calls of the account area (docs/product/account.md#account-profile).
 * docs/decisions/038-account-overview-and-profile.md says which fields a customer may change;
 * 039 how an account is deleted; 040 what business-console accounts may do and checkMyShop.
 */

const optionalPhone = oneLineText(40)
  .regex(/^[0-9+()./ -]*$/, 'digits, spaces and + ( ) . / - only')
  .nullable();

/**
 * PUT /intern/account: the fields a customer may change, and only those. Money and rights
 * (payType, creditLine, taxFree, showPrices, blockBasket, roles), addresses and the login e-mail
 * are not part of it; sending them is refused like any unknown field.
 */
export const updateAccountRequestSchema = z.strictObject({
  contact: z.strictObject({
    firstName: oneLineText(80).min(1),
    lastName: oneLineText(80).min(1),
    phone: optionalPhone,
    cellPhone: optionalPhone,
  }),
  shippingInformation: oneLineText(500).nullable(),
  language: z.enum(LANGUAGES),
  settings: z.strictObject({ hideEvp: z.boolean() }),
});
export type UpdateAccountRequest = z.infer<typeof updateAccountRequestSchema>;

/** The largest logo accepted, in bytes of the image (before base64). */
export const LOGO_MAX_BYTES = 512 * 1024;
/** base64 of LOGO_MAX_BYTES plus a data-URL prefix */
const LOGO_MAX_CHARS = Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 64;

/**
 * PUT /intern/saveLogoImage {customer, logoImage}: the customer number must be the caller's;
 * the image is a PNG or JPEG as a data URL or plain base64, judged by its content.
 */
export const saveLogoRequestSchema = z.strictObject({
  customer: oneLineText(20).min(1),
  logoImage: oneLineText(LOGO_MAX_CHARS).min(1),
});

/** GET /intern/logoImage: the stored logo as a data URL, or null. */
export const logoResponseSchema = z.object({ logoImage: z.string().nullable() });

/** PUT /intern/setMessagesSeen {message}: the els_id of a one-time message. */
export const messagesSeenRequestSchema = z.strictObject({ message: oneLineText(100).min(1) });

/**
 * GET /account/deleteAccount: the header that carries the typed confirmation, the caller's
 * customer number (docs/decisions/039-account-deletion.md).
 */
export const DELETE_CONFIRMATION_HEADER = 'x-delete-confirmation';
export const deleteAccountHeadersSchema = z.object({
  [DELETE_CONFIRMATION_HEADER]: oneLineText(20).min(1).optional(),
});
export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

/** POST /intern/checkMyShop {shop}: is the shop in the address the caller's shop? */
export const checkMyShopRequestSchema = z.strictObject({ shop: z.enum(SHOP_CODES) });
export const checkMyShopResponseSchema = z.object({
  matches: z.boolean(),
  /** the shop the caller belongs to */
  shop: z.enum(SHOP_CODES),
});
