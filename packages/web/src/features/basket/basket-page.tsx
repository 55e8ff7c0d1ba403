import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { BasketResponse } from '@shop/domain/api/basket.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { useAccount } from '#web/shared/account/get-account.ts';
import { useBasketErrorText } from '#web/shared/basket/basket-errors.ts';
import { useBasket } from '#web/features/basket/api/get-basket.ts';
import { BasketLines } from '#web/features/basket/basket-lines.tsx';
import { FlowMessage, useOrderFailureDialog } from '#web/features/basket/basket-messages.tsx';
import { LoadMessage } from '#web/shared/basket/load-message.tsx';
import { BasketAlerts } from '#web/features/basket/basket-summary.tsx';
import { BasketToolbar } from '#web/features/basket/basket-toolbar.tsx';
import { CheckoutBar } from '#web/features/basket/checkout-bar.tsx';
import { CheckoutPanel } from '#web/features/basket/checkout-panel.tsx';
import { DropshippingBlock } from '#web/features/basket/dropshipping-block.tsx';
import {
  useDropshipping,
  type DropshippingState,
} from '#web/shared/basket/dropshipping-storage.ts';
import { NoticeAndReference } from '#web/features/basket/notice-and-reference.tsx';
import { QuickOrder } from '#web/features/basket/quick-order.tsx';
import { useOrderFlow } from '#web/features/basket/order-flow.ts';
import { useBasketActions, useOrderForm } from '#web/features/basket/use-basket-actions.ts';
import { useLoadIntoBasket } from '#web/shared/basket/use-load-into-basket.tsx';

/**
 * The dialogs of the basket's buttons load when the first one opens: with them the contracts of
 * saved baskets and past orders, which the basket's first paint does not need (decision 076).
 */
const BasketDialogs = lazy(async () => ({
  default: (await import('#web/features/basket/basket-dialogs.tsx')).BasketDialogs,
}));

/**
 * /{shop}/{language}/basket: the basket screen (docs/product/basket.md#basket-route). Login only
 * (router).
 */
export function BasketPage() {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  const { user } = useSession();
  const basket = useBasket(shell.language);
  const errorText = useBasketErrorText();
  useDocumentTitle(t('title'), describedAs('basket'));

  // the basket is loaded again when the page regains focus
  // (docs/product/basket.md#basket-focus-reload)
  const { refetch } = basket;
  useEffect(() => {
    const reload = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', reload);
    document.addEventListener('visibilitychange', reload);
    return () => {
      window.removeEventListener('focus', reload);
      document.removeEventListener('visibilitychange', reload);
    };
  }, [refetch]);

  if (user === null) return null;
  if (basket.isPending) return <BasketSkeleton />;
  if (basket.isError) {
    return (
      <div className="mx-auto max-w-content px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('title')}</h1>
        <Notice tone="error" className="mt-6">
          <p>{t('loadError')}</p>
          <p className="mt-1">{errorText(basket.error)}</p>
          <button
            type="button"
            className={buttonClasses('secondary', 'mt-3')}
            onClick={() => void refetch()}
          >
            {t('retry')}
          </button>
        </Notice>
      </div>
    );
  }
  return <BasketScreen basket={basket.data} customerNumber={user.customerNumber} />;
}

function BasketSkeleton() {
  const { t } = useTranslation('basket');
  return (
    <div className="mx-auto max-w-content px-4 py-8 sm:px-6" aria-busy="true">
      <Spinner label={t('loading')} className="sr-only" />
      <div aria-hidden="true" className="space-y-6">
        <div className="h-9 w-48 animate-pulse rounded-md bg-gray-100" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-3">
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} className="h-28 animate-pulse rounded-md bg-gray-100" />
            ))}
          </div>
          <div className="h-72 animate-pulse rounded-md bg-gray-100" />
        </div>
      </div>
    </div>
  );
}

interface BasketScreenProps {
  basket: BasketResponse;
  customerNumber: string;
}

function BasketScreen({ basket, customerNumber }: BasketScreenProps) {
  const { t } = useTranslation('basket');
  const account = useAccount(customerNumber);
  const dropshipping = useDropshipping();
  const flow = useOrderFlow();
  const loader = useLoadIntoBasket(customerNumber);
  const orderButton = useRef<HTMLButtonElement>(null);

  // a changed dropshipping address may be ordered again after a refused order
  const { reset } = flow;
  useEffect(() => reset(), [dropshipping, reset]);

  const actions = useBasketActions(basket, customerNumber, loader, reset);
  const order = useOrderForm(basket, customerNumber, dropshipping, flow);
  useOrderFailureDialog(flow.state, order.submit);
  const empty = basket.count === 0;

  return (
    <div
      className={`mx-auto max-w-content px-4 py-6 sm:px-6 lg:py-10 ${empty ? '' : 'pb-28 md:pb-6'}`}
    >
      <BasketToolbar count={basket.count} onOpen={actions.openDialog} />

      <div className="mt-5 space-y-3 empty:hidden">
        <FlowMessage state={flow.state} />
        <LoadMessage
          outcome={loader.outcome}
          loading={loader.loading}
          onClose={loader.clearOutcome}
        />
        {actions.savedNote !== null && (
          <Notice tone="success">{t('save.saved', { note: actions.savedNote })}</Notice>
        )}
        {basket.blockBasket && <Notice tone="error">{t('blockBasket')}</Notice>}
        <BasketAlerts counts={basket.notValidArticles} />
      </div>

      <QuickOrder customerNumber={customerNumber} />

      {empty ? (
        <EmptyBasket />
      ) : (
        <form
          id="basket-order-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            order.submit();
          }}
          className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
        >
          <BasketArticles
            basket={basket}
            dropshipping={dropshipping}
            showErrors={order.attempted}
            onChanged={reset}
          />
          <CheckoutPanel
            basket={basket}
            account={account}
            customerNumber={customerNumber}
            order={order}
            orderButton={orderButton}
            onShippingInfo={() => actions.openDialog('shipping')}
          />
        </form>
      )}
      {!empty && (
        <CheckoutBar
          basket={basket}
          dropshipping={order.dropshippingApplies}
          orderButton={orderButton}
          label={order.label}
          disabled={order.disabled}
        />
      )}

      {actions.dialog !== null && (
        <Suspense fallback={null}>
          <BasketDialogs basket={basket} customerNumber={customerNumber} actions={actions} />
        </Suspense>
      )}
      {loader.question}
    </div>
  );
}

function EmptyBasket() {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  return (
    <div className="mt-8 rounded-md border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <p className="text-lg font-semibold text-gray-900">{t('empty.title')}</p>
      <p className="mt-1 text-sm text-gray-600">{t('empty.text')}</p>
      <Link to={paths.start.href(shell)} className={buttonClasses('primary', 'mt-5')}>
        {t('empty.shop')}
      </Link>
    </div>
  );
}

interface BasketArticlesProps {
  basket: BasketResponse;
  dropshipping: DropshippingState;
  /** after an order attempt the dropshipping fields show their errors */
  showErrors: boolean;
  onChanged: () => void;
}

/** The main column: the lines of each currency, notice and reference, dropshipping. */
function BasketArticles({ basket, dropshipping, showErrors, onChanged }: BasketArticlesProps) {
  return (
    <div className="min-w-0 space-y-6">
      {basket.currencies.map((list) => (
        <BasketLines
          key={list.currency}
          list={list}
          onChanged={onChanged}
          showCurrency={basket.currencies.length > 1}
        />
      ))}
      <NoticeAndReference notice={basket.notice} reference={basket.reference} />
      {basket.dropshipping.enabled && (
        <DropshippingBlock
          dropshipping={basket.dropshipping}
          state={dropshipping}
          showErrors={showErrors}
        />
      )}
    </div>
  );
}
