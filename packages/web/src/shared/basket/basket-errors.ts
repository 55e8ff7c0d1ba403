import type { ErrorCode } from '@shop/domain/api/error-codes.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';

/** The basket's codes of the client's own: a refused or failed change that the server answered. */
type LocalBasketCode = 'WAIT' | 'BASKET_MODIFY_ERROR' | 'BASKET_CLEAR_ERROR';

/**
 * The codes of the basket's error catalogue (docs/product/basket.md#basket-order-failure) that have
 * their own text, key `error.<CODE>` of the basket namespace; typed by the server's catalogue
 * (docs/decisions/113-error-code-catalogue.md).
 */
export const BASKET_ERROR_CODES = [
  'WAIT',
  'BASKET_MODIFY_ERROR',
  'BASKET_CLEAR_ERROR',
  'BASKET_EMPTY',
  'BASKET_BLOCKED',
  'BASKET_NOT_ORDERABLE',
  'DROPSHIPPING_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  'TOO_MANY_ORDERS',
  'SAVED_BASKET_DUPLICATE',
  'SAVED_BASKET_NOT_FOUND',
  'LOAD_IN_PROGRESS',
  'ARTICLE_NOT_FOUND',
  'ARTICLE_SOLD_OUT',
  'ARTICLE_NOT_AVAILABLE',
  'NOT_IN_BASKET',
  'PREPARED_BASKET_NOT_FOUND',
  'IMPORT_TOO_MANY_LINES',
  'BASKET_LINES_NOT_ADDABLE',
] as const satisfies readonly (ErrorCode | LocalBasketCode)[];
type BasketErrorCode = (typeof BASKET_ERROR_CODES)[number];

function isBasketErrorCode(code: string): code is BasketErrorCode {
  return (BASKET_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * A sentence for a failed basket call. A failed change shows the server's message when it gave one
 * (docs/product/basket.md#basket-modify-error, basket modify error); known codes have their own
 * text; other failures the shop's general texts.
 */
export function useBasketErrorText(): (error: unknown) => string {
  const { t } = useTranslation('basket');
  const general = useErrorMessage();
  return (error) => {
    if (!isApiError(error)) return general(error);
    if (error.code === 'BASKET_MODIFY_ERROR' && error.message !== '') return error.message;
    if (isBasketErrorCode(error.code)) return t(`error.${error.code}`);
    // a refusal the server explained (an article that cannot be added) is shown as it says
    if (error.status >= 400 && error.status < 500 && error.message !== '') return error.message;
    return general(error);
  };
}
