import { z } from 'zod';
import { CURRENCIES } from '../shops.ts';
import { orderParcelSchema } from './account-orders.ts';
import { lineDateMoveSchema } from './open-orders.ts';
import { ARTICLE_DATE_KINDS } from '../rules/article-date.ts';
import { languageSchema } from './shell.ts';
import { oneLineText } from './text.ts';

/**
 * GET /account/order/{orderNumber}: one order of the caller, for the order confirmation page
 * (docs/decisions/023-order-confirmation.md). Another customer's number or an unknown one
 * answers 404 ORDER_NOT_FOUND. Money is integer minor units of `currency`; an account whose
 * settings.showPrices is off gets no amount (decision 012), marked `pricesHidden`.
 */

/** Order numbers are a letter and digits (W2600012, A2612345); any case, compared upper-cased. */
export const orderNumberParamsSchema = z.strictObject({
  orderNumber: oneLineText(20)
    .regex(/^[A-Za-z][0-9]{1,15}$/)
    .transform((value) => value.toUpperCase()),
});

export const orderDetailQuerySchema = z.strictObject({
  /** Language of the article names; the account's language when left out. */
  language: languageSchema.optional(),
});

const addressSchema = z.object({
  company: z.string(),
  street: z.string(),
  adding: z.string().nullable(),
  zip: z.string(),
  location: z.string(),
  country: z.string(),
});

/** The consumer's address of a dropshipping order, as ordered. */
const dropshippingAddressShownSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  additional: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
});

export const lineDispatchSchema = z.object({
  /** stock: taken from stock when ordered; arrival: ordered ahead of the goods. */
  basis: z.enum(['stock', 'arrival']),
  /** YYYY-MM-DD; null while the goods have no arrival date. */
  date: z.string().nullable(),
});

export const orderDetailLineSchema = z.object({
  articleNumber: z.string(),
  name: z.string(),
  /** Units. */
  quantity: z.number().int(),
  /** Unit price charged (tiers and rebates applied). */
  price: z.number().int(),
  lineTotal: z.number().int(),
  dispatch: lineDispatchSchema,
  /**
   * for a line ordered ahead of the goods: the date it waits for now, a pre-order's date or
   * the expected arrival (docs/product/catalog.md#cat-article-date); null when none is known
   */
  articleDate: z.object({ kind: z.enum(ARTICLE_DATE_KINDS), date: z.string() }).nullable(),
  /**
   * for a line ordered ahead of the goods: its date then, now and when it last moved
   * (docs/product/account.md#account-date-moved); null when none moved
   */
  dateMove: lineDateMoveSchema.nullable(),
  /** units the ERP allocated to an over-subscribed pre-order line; null when none yet */
  allocatedQuantity: z.number().int().nullable(),
});

export const orderDetailSchema = z.object({
  orderNumber: z.string(),
  /** ISO date-time of the order. */
  date: z.string(),
  currency: z.enum(CURRENCIES),
  payType: z.number().int(),
  reference: z.string(),
  notice: z.string(),
  /**
   * The account's address the order was placed to be delivered to; for an order stored before the
   * address was kept, the account's shipping address, else its billing address.
   */
  deliveryAddress: addressSchema.nullable(),
  /** The consumer's address when the order was a dropshipping order. */
  dropshipping: dropshippingAddressShownSchema.nullable(),
  lines: z.array(orderDetailLineSchema),
  totals: z.object({
    net: z.number().int(),
    shipping: z.number().int(),
    vatNormal: z.number().int(),
    vatReduced: z.number().int(),
    total: z.number().int(),
  }),
  /** from: the first line's dispatch day; until: the last's, null while a line has no date. */
  expectedDispatch: z.object({ from: z.string().nullable(), until: z.string().nullable() }),
  /** the parcels it went out in, as the ERP reported them; empty before it ships */
  parcels: z.array(orderParcelSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderDetailWithoutPricesSchema = orderDetailSchema.omit({ totals: true }).extend({
  lines: z.array(orderDetailLineSchema.omit({ price: true, lineTotal: true })),
  pricesHidden: z.literal(true),
});
export type OrderDetailWithoutPrices = z.infer<typeof orderDetailWithoutPricesSchema>;

/** Either form; `pricesHidden` tells them apart (tried first). */
export const orderDetailResponseSchema = z.union([
  orderDetailWithoutPricesSchema,
  orderDetailSchema,
]);
export type OrderDetailResponse = z.infer<typeof orderDetailResponseSchema>;

/** The file name of a dropshipping order's delivery note; the order number's letters and digits. */
export function deliveryNoteFileName(orderNumber: string): string {
  return `delivery-note-${orderNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
}
