import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { CheckIcon } from '#web/shared/ui/icons.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';

function orderNumberOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Record<string, unknown>).orderNumber;
  return typeof value === 'string' ? value : null;
}

/**
 * /account/confirm: the order confirmation (spec 1 section 2); type=ds after a dropshipping
 * order. The order number comes with the navigation from the basket; a reload shows the
 * confirmation without it.
 */
export function OrderConfirmationPage() {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const dropshipping = params.get('type') === 'ds';
  const orderNumber = orderNumberOf(location.state);
  useDocumentTitle(t('confirmation.title'));

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center sm:px-6 lg:py-16">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-50 text-success-600 ring-1 ring-success-600/30">
        <CheckIcon className="size-8" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-gray-900">
        {t('confirmation.title')}
      </h1>
      {orderNumber !== null && (
        <p className="mt-3 text-lg text-gray-800">
          {t('confirmation.orderNumber')}{' '}
          <span className="font-semibold tabular-nums">{orderNumber}</span>
        </p>
      )}
      <p className="mt-3 text-base text-gray-700">{t('confirmation.text')}</p>
      {dropshipping && (
        <p className="mt-2 text-base text-gray-700">{t('confirmation.dropshipping')}</p>
      )}
      <div className="mt-8 flex flex-col justify-center gap-2 sm:flex-row">
        <Link to={paths.start.href(shell)} className={buttonClasses('primary')}>
          {t('confirmation.continue')}
        </Link>
        <Link to={paths.accountOrders.href(shell)} className={buttonClasses('secondary')}>
          {t('confirmation.orders')}
        </Link>
      </div>
    </div>
  );
}
