import { z } from 'zod';
import { CURRENCIES } from '../shops.ts';
import { PAY_TYPE_VALUES } from '../rules/payment-methods.ts';
import { dropshippingAddressSchema } from '../rules/dropshipping.ts';
import { dropshippingProblemSchema, eventTrackingIdSchema, MAX_NOTICE_LENGTH } from './basket.ts';
import { multiLineText, oneLineText } from './text.ts';

/**
 * Contracts of ordering the basket and of the account's past orders
 * (docs/product/basket.md#basket-order-flow; the repeat-order dialog). Every call needs a logged-in
 * customer (401 otherwise). Money is integer minor units of `currency`.
 */

const currencySchema = z.enum(CURRENCIES);

// --- POST /basket/order --------------------------------------------------------------------

export const idempotencyKeySchema = oneLineText(200).min(8);

const payTypeSchema = z
  .number()
  .int()
  .refine((value) => (PAY_TYPE_VALUES as readonly number[]).includes(value));

export const orderRequestSchema = z.strictObject({
  /**
   * The chosen pay type, one of GET /account/paymentMethods, or left out for the account's own;
   * any other is refused with 422 PAY_TYPE_NOT_ALLOWED (docs/decisions/116-pay-type-choice.md).
   */
  payType: payTypeSchema.optional(),
  /**
   * The id of one of GET /account/deliveryAddresses, or left out for the main one; any other is
   * refused with 422 DELIVERY_ADDRESS_NOT_ALLOWED
   * (docs/decisions/117-delivery-address-chosen-in-the-basket.md).
   */
  deliveryAddressId: z.number().int().positive().optional(),
  /** Present only for a dropshipping order; null or left out for a normal order. */
  dropshippingInfo: z
    .strictObject({
      /** Checked on the server with dropshippingAddressSchema (country DE). */
      address: z.record(oneLineText(100), z.unknown()),
      /** As the top-level payType, which it must equal when both are given. */
      payType: payTypeSchema.optional(),
      info: multiLineText(MAX_NOTICE_LENGTH).optional(),
    })
    .nullable()
    .optional(),
  eventTrackingId: eventTrackingIdSchema.optional(),
});
export type OrderRequest = z.input<typeof orderRequestSchema>;

/** 201 on success. */
export const orderAnswerSchema = z.object({
  basketId: z.number().int(),
  status: z.literal('ordered'),
  orderNumber: z.string(),
  total: z.number().int(),
  currency: currencySchema,
  dropshipping: z.object({ status: z.literal('accepted') }).optional(),
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

/** The order answer of an account whose settings.showPrices is off: no total (decision 012). */
export const orderAnswerWithoutPricesSchema = orderAnswerSchema
  .omit({ total: true })
  .extend({ pricesHidden: z.literal(true) });
export type OrderAnswerWithoutPrices = z.infer<typeof orderAnswerWithoutPricesSchema>;

/** POST /basket/order answers either form; `pricesHidden` tells them apart. */
export const orderResponseSchema = z.union([orderAnswerWithoutPricesSchema, orderAnswerSchema]);
export type OrderResponse = z.infer<typeof orderResponseSchema>;

// the codes POST /basket/order refuses with are ORDER_ERRORS in ./error-codes.ts

/** details of a DROPSHIPPING_INVALID error. */
export const dropshippingErrorDetailsSchema = z.object({
  dropshipping: z.object({
    /** 'notEnabled' | 'notPossible' | 'invalidAddress' */
    errorCode: z.enum(['notEnabled', 'notPossible', 'invalidAddress']),
    status: z.number().int(),
    problems: z.array(dropshippingProblemSchema).optional(),
    /** Per field: required, invalid or tooLong. */
    addressErrors: z.record(z.string(), z.string()).optional(),
  }),
});
export type DropshippingErrorDetails = z.infer<typeof dropshippingErrorDetailsSchema>;

/** Re-export, so the client validates the address form with the server's rules. */
export { dropshippingAddressSchema };
