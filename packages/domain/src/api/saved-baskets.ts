import { z } from 'zod';
import { digitsText, oneLineText } from './text.ts';

/**
 * Contracts of the saved baskets (docs/product/basket.md#basket-saved): save the basket under a
 * note, list and delete them; loading one back is a clone (`./basket-imports.ts`). Every call needs
 * a logged-in customer (401 otherwise).
 */

export const MAX_SAVED_BASKET_NOTE_LENGTH = 100;

export const saveBasketRequestSchema = z.strictObject({
  note: oneLineText(MAX_SAVED_BASKET_NOTE_LENGTH).min(1),
  /** The dropshipping address as the client keeps it (JSON text), or null. */
  dropshipping: oneLineText(4000).nullable().optional(),
});
export type SaveBasketRequest = z.input<typeof saveBasketRequestSchema>;

export const savedBasketSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  /** ISO date-time; screens show it as DD.MM.YYYY HH:mm:ss. */
  savedDate: z.string(),
  articles: z.array(z.object({ articleNumber: z.string(), quantity: z.number().int() })),
  dropshipping: z.string().nullable(),
});
export type SavedBasket = z.infer<typeof savedBasketSchema>;

/** 201 on save; 409 SAVED_BASKET_DUPLICATE when the note exists, 409 BASKET_EMPTY. */
export const saveBasketAnswerSchema = savedBasketSchema;

/** GET /basket/load/all, newest first. */
export const savedBasketsAnswerSchema = z.object({ savedBaskets: z.array(savedBasketSchema) });
export type SavedBasketsAnswer = z.infer<typeof savedBasketsAnswerSchema>;

/** DELETE /basket/{id}: 204; 404 SAVED_BASKET_NOT_FOUND for an unknown or foreign id. */
export const savedBasketIdParamsSchema = z.strictObject({ id: digitsText(9) });
