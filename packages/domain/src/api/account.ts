import { z } from 'zod';
import { LANGUAGES, SHOP_CODES } from '../shops.ts';

/**
 * The contract of the account (docs/product/account.md#account-fields): GET /intern/account. Apart
 * from identity's contracts (auth.ts), because every logged-in page reads the account (decision
 * 076).
 */

export const addressSchema = z.object({
  company: z.string(),
  street: z.string(),
  adding: z.string().nullable(),
  location: z.string(),
  zip: z.string(),
  country: z.string(),
});

export const accountSchema = z.object({
  customerNumber: z.string(),
  shop: z.enum(SHOP_CODES),
  currency: z.enum(['EUR', 'GBP']),
  language: z.enum(LANGUAGES),
  contact: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    cellPhone: z.string().nullable(),
  }),
  address: addressSchema.nullable(),
  shippingAddress: addressSchema.nullable(),
  shippingInformation: z.string().nullable(),
  billing: z.object({
    taxFree: z.boolean(),
    payType: z.number().int(),
    /** minor units */
    creditLine: z.number().int(),
  }),
  settings: z.object({
    blockBasket: z.boolean(),
    showPrices: z.boolean(),
    hideEvp: z.boolean(),
    enableDropShipping: z.boolean(),
  }),
  logoImage: z.string().nullable(),
  searches: z.array(z.object({ name: z.string(), search: z.string() })),
  messages: z.array(z.object({ els_id: z.string(), text: z.string(), show_one_time: z.boolean() })),
  accPrPol: z.boolean(),
  passwordInitialization: z.boolean(),
  businessConsole: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;
