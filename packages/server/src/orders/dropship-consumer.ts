import { z } from 'zod';

/**
 * The consumer of a dropshipping order as placeOrder stores it in orders.dropshipping (JSON);
 * older rows may lack the e-mail and the country (then DE,
 * docs/product/basket.md#basket-dropship-country).
 */
const storedConsumerSchema = z.object({
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
  }),
});

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
  if (stored === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return null;
  }
  const parsed = storedConsumerSchema.safeParse(json);
  if (!parsed.success) return null;
  const { additional, email, ...address } = parsed.data.address;
  return { ...address, additional: additional ?? '', email: email?.trim() || null };
}
