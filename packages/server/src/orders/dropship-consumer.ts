import { z } from 'zod';

/**
 * orders.dropshipping as placeOrder stores it (JSON); older rows may lack the e-mail, the phone and
 * the country (then DE, docs/product/basket.md#basket-dropship-country).
 */
const storedDropshippingSchema = z.object({
  address: z.object({
    firstName: z.string(),
    lastName: z.string(),
    street: z.string(),
    houseNumber: z.string(),
    additional: z.string().optional(),
    zip: z.string(),
    city: z.string(),
    country: z.string().default('DE'),
    email: z.string().optional(),
    phoneNumber: z.string().optional(),
  }),
  info: z.string().optional(),
  carrier: z.boolean().optional(),
  parcels: z.number().optional(),
});
export type StoredDropshipping = z.infer<typeof storedDropshippingSchema>;

/** The stored dropshipping of an order, or null when it has none or it cannot be read. */
export function storedDropshippingOf(stored: string | null): StoredDropshipping | null {
  if (stored === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return null;
  }
  const parsed = storedDropshippingSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export interface DropshipConsumer {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  additional: string;
  zip: string;
  city: string;
  country: string;
  email: string | null;
}

/** The consumer of a stored order, or null for an order that is not dropshipped. */
export function dropshipConsumerOf(stored: string | null): DropshipConsumer | null {
  const dropshipping = storedDropshippingOf(stored);
  if (dropshipping === null) return null;
  const { additional, email, ...address } = dropshipping.address;
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    houseNumber: address.houseNumber,
    additional: additional ?? '',
    zip: address.zip,
    city: address.city,
    country: address.country,
    email: email?.trim() || null,
  };
}
