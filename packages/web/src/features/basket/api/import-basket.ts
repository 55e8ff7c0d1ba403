import { importAnswerSchema, type ImportAnswer } from '@shop/domain/api/basket-imports.ts';
import { customerNumberSuffix } from '@shop/domain/rules/customer-number.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { apiPost } from '#web/shared/api/client.ts';

/**
 * POST /basket/import: pasted lines of article number or EAN with an optional quantity
 * (docs/product/basket.md#basket-import; empty text is ignored by the page). The answer tells per
 * line what was added and why a line was not.
 */
export function importBasket(text: string): Promise<ImportAnswer> {
  return apiPost('/basket/import', { basket: text }, importAnswerSchema);
}

/**
 * POST /api/accounts/{customerNumberSuffix}/basket/actions: the articles of a prepared basket
 * link into the customer's basket (docs/product/basket.md#basket-prepared).
 */
export function importPreparedBasket(customerNumber: string, link: string): Promise<ImportAnswer> {
  const suffix = customerNumberSuffix(customerNumber);
  if (suffix === null) {
    return Promise.reject(new ApiError('INVALID_CUSTOMER', 0, 'No customer number suffix'));
  }
  return apiPost(
    `/api/accounts/${encodeURIComponent(suffix)}/basket/actions`,
    { action: 'importPreparedArticles', link },
    importAnswerSchema,
  );
}
