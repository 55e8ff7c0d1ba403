import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { errorTextKey } from '#web/shared/api/error-texts.ts';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';

/**
 * The basket's codes of the client's own, with a text of the basket namespace (`error.<CODE>`): a
 * refused or failed change that the server answered. The server's codes have their one text in the
 * errors namespace (docs/decisions/113-error-code-catalogue.md).
 */
export const BASKET_ERROR_CODES = ['WAIT', 'BASKET_MODIFY_ERROR', 'BASKET_CLEAR_ERROR'] as const;
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
    if (errorTextKey(error.code) !== undefined) return general(error);
    // a refusal the server explained (an article that cannot be added) is shown as it says
    if (error.status >= 400 && error.status < 500 && error.message !== '') return error.message;
    return general(error);
  };
}
