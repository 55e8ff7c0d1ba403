import { z } from 'zod';

/**
 * The price tiers a quantity field offers (pricing.ts quantityFieldTiers,
 * docs/decisions/098-scroll-memory-and-price-tier-list.md): from `amount` units on, one unit
 * costs `price` minor units, after the rebates, as on the article page's table. Lists and
 * basket lines carry them only for a logged-in customer who sees prices, and only when the
 * field offers two choices or more.
 */
export const priceTierSchema = z.object({
  amount: z.number().int(),
  price: z.number().int(),
});
export const priceTiersSchema = z
  .array(priceTierSchema)
  .min(2)
  .meta({
    description:
      'Price tiers of the quantity field, smallest amount first: from `amount` units on, one unit costs `price` minor units after the rebates.',
    examples: [
      [
        { amount: 6, price: 950 },
        { amount: 18, price: 903 },
        { amount: 60, price: 855 },
      ],
    ],
  });
export type PriceTiers = z.infer<typeof priceTiersSchema>;
