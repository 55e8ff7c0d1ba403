import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { LoadMessage } from '#web/shared/basket/load-message.tsx';
import type { useLoadIntoBasket } from '#web/shared/basket/use-load-into-basket.tsx';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';

/** What a repeat or a saved-basket load did, with the way to the basket once it went in. */
export function BasketLoadOutcome({ loader }: { loader: ReturnType<typeof useLoadIntoBasket> }) {
  const { t } = useTranslation('accountOrders');
  const shell = useShellParams();
  return (
    <>
      <LoadMessage
        outcome={loader.outcome}
        loading={loader.loading}
        onClose={loader.clearOutcome}
      />
      {loader.outcome?.kind === 'loaded' && (
        <Link to={paths.basket.href(shell)} className={buttonClasses('secondary')}>
          {t('orders.toBasket')}
        </Link>
      )}
    </>
  );
}
