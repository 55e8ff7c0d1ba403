import { z } from 'zod';
import { oneLineText } from './text.ts';

/**
 * The ERP's side of the operator API (docs/decisions/091-orders-out.md): the feeds of placed
 * orders and approved registrations, their acknowledgements, and the webhook deliveries. An
 * order record is the same in the feed, in the webhook's body and in the order export. Money is
 * in integer minor units of the record's currency.
 */

const digits = (maxDigits: number) =>
  oneLineText(maxDigits)
    .regex(new RegExp(`^\\d{1,${maxDigits}}$`))
    .transform(Number);

export const FEED_LIMIT_DEFAULT = 100;
export const FEED_LIMIT_MAX = 500;
export const ACKNOWLEDGE_MAX = 1000;
export const DELIVERIES_LIMIT_DEFAULT = 50;
export const DELIVERIES_LIMIT_MAX = 200;

const minor = z.number().int();

export const postalAddressSchema = z.object({
  company: z.string(),
  street: z.string(),
  addition: z.string().nullable(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
});

const dropshippingSchema = z.object({
  /** the consumer the parcel goes to */
  address: z.object({
    firstName: z.string(),
    lastName: z.string(),
    street: z.string(),
    houseNumber: z.string(),
    additional: z.string(),
    zip: z.string(),
    city: z.string(),
    country: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
  }),
  info: z.string(),
  carrier: z.boolean().nullable(),
  parcels: z.number().int().nullable(),
});

const ORDER_EXAMPLE = {
  orderNumber: 'W26000042',
  idempotencyKey: 'order:W26000042',
  createdAt: '2026-12-02T09:15:00.000Z',
  customerNumber: 'DE/100001',
  shop: 'de',
  currency: 'EUR',
  payType: 1,
  reference: 'PO-77',
  notice: 'Bitte vor 12 Uhr',
  lines: [
    {
      articleNumber: '10045',
      quantity: 3,
      singlePrice: 10000,
      discount: 0,
      lineTotal: 30000,
      taxRate: 19,
    },
  ],
  totals: { net: 30000, shipping: 0, vatNormal: 5700, vatReduced: 0, vat: 5700, total: 35700 },
  billingAddress: {
    company: 'Spielwaren Sonnenschein GmbH',
    street: 'Hauptstraße 1',
    addition: null,
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
  },
  deliveryAddress: null,
  dropshipping: null,
  deliveryNote: null,
};

export const orderRecordSchema = z
  .object({
    orderNumber: z.string(),
    /** stable per order: the ERP deduplicates feed items and webhook deliveries by it */
    idempotencyKey: z.string(),
    createdAt: z.string(),
    customerNumber: z.string(),
    shop: z.string(),
    currency: z.string(),
    payType: z.number().int(),
    reference: z.string(),
    notice: z.string(),
    lines: z.array(
      z.object({
        articleNumber: z.string(),
        quantity: z.number().int(),
        /** the list price of one unit */
        singlePrice: minor,
        /** what the line is cheaper than quantity × singlePrice */
        discount: minor,
        lineTotal: minor,
        /** percent */
        taxRate: z.number(),
      }),
    ),
    totals: z.object({
      net: minor,
      shipping: minor,
      vatNormal: minor,
      vatReduced: minor,
      vat: minor,
      total: minor,
    }),
    billingAddress: postalAddressSchema.nullable(),
    /** the account's shipping address; null when it has none (then the billing one) */
    deliveryAddress: postalAddressSchema.nullable(),
    /** set when the order goes straight to the retailer's consumer */
    dropshipping: dropshippingSchema.nullable(),
    /**
     * A dropshipping order's neutral delivery note, for the parcel: the operator API's path the
     * ERP fetches it from with its token (scope `orders`); null for any other order
     * (docs/decisions/143-neutral-dropship-delivery-note.md).
     */
    deliveryNote: z
      .object({ path: z.string(), contentType: z.literal('application/pdf') })
      .nullable(),
  })
  .meta({ examples: [ORDER_EXAMPLE] });
export type OrderRecord = z.infer<typeof orderRecordSchema>;

/** Where the ERP fetches an order's delivery note. */
export const deliveryNotePath = (orderNumber: string) =>
  `/operator/v1/orders/${encodeURIComponent(orderNumber)}/deliveryNote.pdf`;

export const registrationRecordSchema = z
  .object({
    registrationId: z.number().int(),
    idempotencyKey: z.string(),
    submittedAt: z.string(),
    approvedAt: z.string(),
    customerNumber: z.string(),
    shop: z.string(),
    language: z.string(),
    currency: z.string(),
    email: z.string(),
    payType: z.number().int(),
    shopType: z.number().int().nullable(),
    taxIdentificationNumber: z.string().nullable(),
    website: z.string().nullable(),
    tradeLicence: z.boolean(),
    contact: z
      .object({
        gender: z.string().nullable(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
      })
      .nullable(),
    billingAddress: postalAddressSchema.nullable(),
    shippingAddress: postalAddressSchema.nullable(),
  })
  .meta({
    examples: [
      {
        registrationId: 7,
        idempotencyKey: 'registration:7',
        submittedAt: '2026-12-01T08:00:00.000Z',
        approvedAt: '2026-12-01T10:30:00.000Z',
        customerNumber: 'DE/100001',
        shop: 'de',
        language: 'de',
        currency: 'EUR',
        email: 'einkauf@example.com',
        payType: 1,
        shopType: 1,
        taxIdentificationNumber: 'DE123456789',
        website: null,
        tradeLicence: true,
        contact: {
          gender: 'female',
          firstName: 'Anna',
          lastName: 'Sommer',
          email: 'einkauf@example.com',
          phone: '+49 30 1234567',
        },
        billingAddress: ORDER_EXAMPLE.billingAddress,
        shippingAddress: ORDER_EXAMPLE.billingAddress,
      },
    ],
  });
export type RegistrationRecord = z.infer<typeof registrationRecordSchema>;

// --- GET /operator/v1/orders/feed and /operator/v1/registrations/feed ----------------------

export const feedQuerySchema = z.strictObject({
  limit: digits(3).pipe(z.number().int().min(1).max(FEED_LIMIT_MAX)).default(FEED_LIMIT_DEFAULT),
});

export const orderFeedResponseSchema = z.object({
  /** oldest first; every order not acknowledged yet */
  orders: z.array(orderRecordSchema),
  /** true when more unacknowledged orders wait than this answer holds */
  more: z.boolean(),
});
export type OrderFeedResponse = z.infer<typeof orderFeedResponseSchema>;

export const registrationFeedResponseSchema = z.object({
  registrations: z.array(registrationRecordSchema),
  more: z.boolean(),
});
export type RegistrationFeedResponse = z.infer<typeof registrationFeedResponseSchema>;

// --- POST /operator/v1/orders/acknowledgements and /registrations/acknowledgements ---------

export const orderAcknowledgementRequestSchema = z
  .strictObject({
    orderNumbers: z.array(oneLineText(40).min(1)).min(1).max(ACKNOWLEDGE_MAX),
  })
  .meta({ examples: [{ orderNumbers: ['W26000042', 'W26000043'] }] });

export const orderAcknowledgementResponseSchema = z.object({
  /** acknowledged now or before: they are out of the feed */
  acknowledged: z.array(z.string()),
  /** no order has these numbers; nothing was stored for them */
  notFound: z.array(z.string()),
});

export const registrationAcknowledgementRequestSchema = z
  .strictObject({
    registrationIds: z.array(z.number().int().positive()).min(1).max(ACKNOWLEDGE_MAX),
  })
  .meta({ examples: [{ registrationIds: [7] }] });

export const registrationAcknowledgementResponseSchema = z.object({
  acknowledged: z.array(z.number().int()),
  /** no approved registration has these ids */
  notFound: z.array(z.number().int()),
});

// --- GET /operator/v1/webhooks/deliveries and POST …/{id}/redeliver ------------------------

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const deliveriesQuerySchema = z.strictObject({
  state: z.enum(DELIVERY_STATES).optional(),
  orderNumber: oneLineText(40).min(1).optional(),
  limit: digits(3)
    .pipe(z.number().int().min(1).max(DELIVERIES_LIMIT_MAX))
    .default(DELIVERIES_LIMIT_DEFAULT),
  /** the next page: the nextBeforeId of the previous answer */
  beforeId: digits(12).optional(),
});

export const deliverySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['order', 'registration']),
  /** the order number, or the registration id */
  subject: z.string(),
  /** sent as Shop-Event-Id; the record's idempotencyKey */
  eventId: z.string(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** newest first */
  attemptLog: z.array(
    z.object({
      attempt: z.number().int(),
      statusCode: z.number().int().nullable(),
      durationMs: z.number().int(),
      error: z.string().nullable(),
      attemptedAt: z.string(),
    }),
  ),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveriesResponseSchema = z.object({
  /** newest first */
  deliveries: z.array(deliverySchema),
  nextBeforeId: z.number().int().nullable(),
});
export type DeliveriesResponse = z.infer<typeof deliveriesResponseSchema>;

export const deliveryParamsSchema = z.strictObject({ id: digits(12) });

export const redeliverResponseSchema = z.object({ delivery: deliverySchema });
