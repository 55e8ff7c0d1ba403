import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Account } from '@shop/domain/api/auth.ts';
import type { BasketResponse, SavedBasket } from '@shop/domain/api/basket.ts';
import { PAY_TYPES, payTypeOf } from '@shop/domain/rules/payment-methods.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { CheckboxField, SelectField } from '#web/shared/ui/form-fields.tsx';
import { ChevronDownIcon } from '#web/shared/ui/icons.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { useAccount } from '#web/shared/account/get-account.ts';
import { refreshBasket } from '#web/shared/basket/api/add-to-basket.ts';
import { useBasketErrorText } from '#web/shared/basket/basket-errors.ts';
import { clearBasket } from '#web/features/basket/api/change-basket.ts';
import { hasPrices, useBasket } from '#web/features/basket/api/get-basket.ts';
import { usePaymentMethods } from '#web/features/basket/api/get-payment-methods.ts';
import { basketCsv } from '#web/features/basket/basket-csv.ts';
import { downloadCsv } from '#web/shared/download.ts';
import { BasketLines } from '#web/features/basket/basket-lines.tsx';
import { BasketAlerts, BasketTotals } from '#web/features/basket/basket-summary.tsx';
import { CheckoutBar } from '#web/features/basket/checkout-bar.tsx';
import { DropshippingBlock, dropshippingErrors } from '#web/features/basket/dropshipping-block.tsx';
import {
  DRAFT_FIELDS,
  readDropshipping,
  useDropshipping,
} from '#web/shared/basket/dropshipping-storage.ts';
import { LoadBasketDialog } from '#web/features/basket/load-basket-dialog.tsx';
import { NoticeAndReference } from '#web/features/basket/notice-and-reference.tsx';
import {
  dropshippingApplies,
  useOrderFlow,
  type OrderFlowState,
} from '#web/features/basket/order-flow.ts';
import { RepeatOrderDialog } from '#web/features/basket/repeat-order-dialog.tsx';
import { SaveBasketDialog } from '#web/features/basket/save-basket-dialog.tsx';
import { ShippingCostDialog } from '#web/features/basket/shipping-cost-dialog.tsx';
import { useLoadIntoBasket } from '#web/shared/basket/use-load-into-basket.tsx';
import { LoadMessage } from '#web/shared/basket/load-message.tsx';
import { restoreSavedDropshipping } from '#web/shared/basket/dropshipping-storage.ts';

type DialogName = 'save' | 'load' | 'repeat' | 'shipping' | 'clear';

/** /{shop}/{language}/basket: the basket screen (spec 3 section 2). Login only (router). */
export function BasketPage() {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  const { user } = useSession();
  const basket = useBasket(shell.language);
  const errorText = useBasketErrorText();
  useDocumentTitle(t('title'));

  // the basket is loaded again when the page regains focus (spec 3 section 4)
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
  const shell = useShellParams();
  const queryClient = useQueryClient();
  const account = useAccount(customerNumber);
  const paymentMethods = usePaymentMethods(customerNumber);
  const [chosenPayType, setChosenPayType] = useState<number | null>(null);
  const dropshipping = useDropshipping();
  const flow = useOrderFlow();
  const loader = useLoadIntoBasket(customerNumber);
  const errorText = useBasketErrorText();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);
  const [clearError, setClearError] = useState<unknown>(null);
  const orderButton = useRef<HTMLButtonElement>(null);

  // a changed dropshipping address may be ordered again after a refused order
  const { reset } = flow;
  useEffect(() => reset(), [dropshipping, reset]);

  const empty = basket.count === 0;
  const dsApplies = dropshippingApplies(basket, dropshipping);
  const processing = flow.state.phase === 'processing';

  function changed() {
    flow.reset();
  }

  function closeDialog(open: boolean) {
    if (!open) setDialog(null);
  }

  /** Step 1 of the order flow: the form must be valid, else the first invalid field is shown. */
  function submitOrder() {
    setAttempted(true);
    const invalid: string[] = [];
    if (dsApplies) {
      const errors = dropshippingErrors(dropshipping);
      for (const field of DRAFT_FIELDS)
        if (errors[field] !== undefined) invalid.push(`dropshipping-${field}`);
    }
    if (!terms) invalid.push('basket-terms');
    if (!privacy) invalid.push('basket-privacy');
    const first = invalid[0];
    if (first !== undefined) {
      const element = document.getElementById(first);
      element?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      element?.focus({ preventScroll: true });
      return;
    }
    void flow.order({
      customerNumber,
      language: shell.language,
      dropshipping: readDropshipping(),
      payType: chosenPayType ?? basket.payType,
    });
  }

  async function clear() {
    setClearing(true);
    setClearError(null);
    try {
      await clearBasket();
      setDialog(null);
      changed();
    } catch (error) {
      setClearError(error);
    } finally {
      setClearing(false);
      await refreshBasket(queryClient, customerNumber);
    }
  }

  function exportCsv() {
    const csv = basketCsv(basket, {
      articleNumber: t('csv.articleNumber'),
      name: t('csv.name'),
      ean: t('csv.ean'),
      quantity: t('csv.quantity'),
      cases: t('csv.cases'),
      price: t('csv.price'),
      total: t('csv.total'),
      currency: t('csv.currency'),
      eta: t('csv.eta'),
    });
    downloadCsv(`basket-${new Date().toISOString().slice(0, 10)}.csv`, csv);
  }

  function loadSaved(saved: SavedBasket) {
    setDialog(null);
    loader.load({
      orderNumber: saved.id,
      onLoaded: () => {
        changed();
        restoreSavedDropshipping(saved);
      },
    });
  }

  interface Action {
    key: DialogName | 'csv';
    label: string;
    onClick: () => void;
    hidden?: boolean;
  }
  // The order button is the page's one primary action; the rest are quiet buttons and a menu
  // (docs/decisions/023-order-confirmation.md).
  const actions: Action[] = [
    { key: 'save', label: t('action.save'), onClick: () => setDialog('save'), hidden: empty },
    { key: 'load', label: t('action.load'), onClick: () => setDialog('load') },
    { key: 'repeat', label: t('action.repeat'), onClick: () => setDialog('repeat') },
  ];
  const moreActions: Action[] = [
    { key: 'csv', label: t('action.csv'), onClick: exportCsv, hidden: empty },
    { key: 'shipping', label: t('action.shipping'), onClick: () => setDialog('shipping') },
    { key: 'clear', label: t('action.clear'), onClick: () => setDialog('clear'), hidden: empty },
  ];
  const orderLabel = processing
    ? t('order.processing')
    : dsApplies
      ? t('order.submitDropshipping')
      : t('order.submit');
  const orderDisabled = processing || flow.state.phase === 'failed' || basket.blockBasket;

  return (
    <div
      className={`mx-auto max-w-content px-4 py-6 sm:px-6 lg:py-10 ${empty ? '' : 'pb-28 md:pb-6'}`}
    >
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('title')}</h1>
          <p className="mt-1 text-sm text-gray-600">{t('count', { count: basket.count })}</p>
        </div>
        <div
          role="group"
          aria-label={t('action.label')}
          className="-mx-2 flex flex-wrap items-center gap-x-1 gap-y-1"
        >
          {actions
            .filter((action) => action.hidden !== true)
            .map((action) => (
              <button
                key={action.key}
                type="button"
                onClick={action.onClick}
                className={buttonClasses('ghost', 'px-2 py-1.5 font-medium')}
              >
                {action.label}
              </button>
            ))}
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger className={buttonClasses('ghost', 'px-2 py-1.5 font-medium')}>
              {t('action.more')}
              <ChevronDownIcon className="size-4" aria-hidden="true" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={4}
                className="z-40 min-w-48 rounded-md border border-gray-200 bg-white p-1 text-sm shadow-lg"
              >
                {moreActions
                  .filter((action) => action.hidden !== true)
                  .map((action) => (
                    <DropdownMenu.Item
                      key={action.key}
                      onSelect={action.onClick}
                      className={`cursor-pointer rounded px-3 py-2 outline-none data-[highlighted]:bg-brand-50 ${
                        action.key === 'clear' ? 'text-danger-700' : 'text-gray-900'
                      }`}
                    >
                      {action.label}
                    </DropdownMenu.Item>
                  ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
      </div>

      <div className="mt-5 space-y-3 empty:hidden">
        <FlowMessage state={flow.state} />
        <LoadMessage
          outcome={loader.outcome}
          loading={loader.loading}
          onClose={loader.clearOutcome}
        />
        {savedNote !== null && (
          <Notice tone="success">{t('save.saved', { note: savedNote })}</Notice>
        )}
        {basket.blockBasket && <Notice tone="error">{t('blockBasket')}</Notice>}
        <BasketAlerts counts={basket.notValidArticles} />
      </div>

      {empty ? (
        <div className="mt-8 rounded-md border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
          <p className="text-lg font-semibold text-gray-900">{t('empty.title')}</p>
          <p className="mt-1 text-sm text-gray-600">{t('empty.text')}</p>
          <Link to={paths.start.href(shell)} className={buttonClasses('primary', 'mt-5')}>
            {t('empty.shop')}
          </Link>
        </div>
      ) : (
        <form
          id="basket-order-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitOrder();
          }}
          className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
        >
          <div className="min-w-0 space-y-6">
            {basket.currencies.map((list) => (
              <BasketLines
                key={list.currency}
                list={list}
                onChanged={changed}
                showCurrency={basket.currencies.length > 1}
              />
            ))}
            <NoticeAndReference notice={basket.notice} reference={basket.reference} />
            {basket.dropshipping.enabled && (
              <DropshippingBlock
                dropshipping={basket.dropshipping}
                state={dropshipping}
                showErrors={attempted}
              />
            )}
          </div>

          <aside aria-label={t('summary.label')} className="space-y-4 lg:sticky lg:top-36">
            <section
              aria-labelledby="basket-totals"
              className="space-y-4 rounded-md border border-gray-200 bg-white p-4"
            >
              <h2 id="basket-totals" className="text-lg font-semibold text-gray-900">
                {t('summary.title')}
              </h2>
              {hasPrices(basket) ? (
                basket.currencies.map((list) => {
                  const cost = basket.dropshipping.shippingCost;
                  return (
                    <div key={list.currency}>
                      {basket.currencies.length > 1 && (
                        <h3 className="mb-1 text-sm font-semibold text-gray-700">
                          {list.currency}
                        </h3>
                      )}
                      <BasketTotals
                        list={list}
                        taxFree={basket.taxFree}
                        dropshipping={
                          dsApplies && cost?.currency === list.currency ? cost : undefined
                        }
                      />
                    </div>
                  );
                })
              ) : (
                <p className="text-sm text-gray-700">{t('summary.pricesHidden')}</p>
              )}
              <button
                type="button"
                className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                onClick={() => setDialog('shipping')}
              >
                {t('summary.shippingInfo')}
              </button>
            </section>

            <CustomerBox
              account={account.data}
              payTypes={paymentMethods.data?.map((method) => method.payType) ?? [basket.payType]}
              payType={chosenPayType ?? basket.payType}
              onPayTypeChange={setChosenPayType}
              loading={account.isPending}
            />

            <section
              aria-labelledby="basket-confirm"
              className="space-y-3 rounded-md border border-gray-200 bg-white p-4"
            >
              <h2 id="basket-confirm" className="sr-only">
                {t('confirm.title')}
              </h2>
              <CheckboxField
                id="basket-terms"
                required
                checked={terms}
                onChange={(event) => {
                  setTerms(event.target.checked);
                  changed();
                }}
                error={attempted && !terms ? t('confirm.termsRequired') : undefined}
                label={
                  <>
                    {t('confirm.termsBefore')}{' '}
                    <Link
                      to={paths.terms.href(shell)}
                      target="_blank"
                      rel="noopener"
                      className="font-medium text-brand-700 underline"
                    >
                      {t('confirm.termsLink')}
                    </Link>
                  </>
                }
              />
              <CheckboxField
                id="basket-privacy"
                required
                checked={privacy}
                onChange={(event) => {
                  setPrivacy(event.target.checked);
                  changed();
                }}
                error={attempted && !privacy ? t('confirm.privacyRequired') : undefined}
                label={
                  <>
                    {t('confirm.privacyBefore')}{' '}
                    <Link
                      to={paths.privacy.href(shell)}
                      target="_blank"
                      rel="noopener"
                      className="font-medium text-brand-700 underline"
                    >
                      {t('confirm.privacyLink')}
                    </Link>
                  </>
                }
              />
              <button
                ref={orderButton}
                type="submit"
                disabled={orderDisabled}
                aria-describedby="basket-order-status"
                className={buttonClasses('primary', 'w-full py-3 text-base')}
              >
                {processing && (
                  <span
                    aria-hidden="true"
                    className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                  />
                )}
                {orderLabel}
              </button>
              <p id="basket-order-status" aria-live="polite" className="text-xs text-gray-600">
                {processing ? t('order.processingText') : t('order.binding')}
              </p>
            </section>
          </aside>
        </form>
      )}
      {!empty && (
        <CheckoutBar
          basket={basket}
          dropshipping={dsApplies}
          orderButton={orderButton}
          label={orderLabel}
          disabled={orderDisabled}
        />
      )}

      <SaveBasketDialog
        open={dialog === 'save'}
        onOpenChange={closeDialog}
        customerNumber={customerNumber}
        onSaved={(note) => {
          setSavedNote(note);
          setDialog(null);
        }}
      />
      <LoadBasketDialog
        open={dialog === 'load'}
        onOpenChange={closeDialog}
        customerNumber={customerNumber}
        onLoad={loadSaved}
      />
      <RepeatOrderDialog
        open={dialog === 'repeat'}
        onOpenChange={closeDialog}
        customerNumber={customerNumber}
        onRepeat={(order) => {
          setDialog(null);
          loader.load({ orderNumber: order.orderNumber, onLoaded: changed });
        }}
      />
      <ShippingCostDialog
        open={dialog === 'shipping'}
        onOpenChange={closeDialog}
        shop={shell.shop}
        language={shell.language}
        country={basket.shippingCountry}
        dropshipping={basket.dropshipping.enabled}
      />
      <Modal
        open={dialog === 'clear'}
        onOpenChange={closeDialog}
        title={t('clear.title')}
        description={t('clear.text')}
      >
        <p className="text-sm text-gray-700 sm:hidden">{t('clear.text')}</p>
        {clearError !== null && (
          <Notice tone="error" className="mt-3">
            {errorText(clearError)}
          </Notice>
        )}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => setDialog(null)}
          >
            {t('clear.cancel')}
          </button>
          <button
            type="button"
            className={buttonClasses('primary')}
            disabled={clearing}
            onClick={() => void clear()}
          >
            {t('clear.confirm')}
          </button>
        </div>
      </Modal>
      {loader.question}
    </div>
  );
}

function FlowMessage({ state }: { state: OrderFlowState }) {
  const { t } = useTranslation('basket');
  const errorText = useBasketErrorText();
  if (state.phase === 'stopped') {
    return <Notice tone="error">{t(`order.stopped.${state.stop}`)}</Notice>;
  }
  if (state.phase === 'refused') return <Notice tone="warning">{t('error.WAIT')}</Notice>;
  if (state.phase === 'failed') {
    return (
      <Notice tone="error" title={t('order.failed', { code: state.code })}>
        <p>{errorText(state.error)}</p>
        {state.dropshippingError !== null && (
          <p className="mt-1">{t('order.dropshippingError', { code: state.dropshippingError })}</p>
        )}
      </Notice>
    );
  }
  return null;
}

function CustomerBox({
  account,
  payTypes,
  payType,
  onPayTypeChange,
  loading,
}: {
  account: Account | undefined;
  /** the pay types the account may order with (GET /account/paymentMethods) */
  payTypes: readonly number[];
  payType: number;
  onPayTypeChange: (payType: number) => void;
  loading: boolean;
}) {
  const { t } = useTranslation('basket');
  const address = account?.address ?? null;
  return (
    <section
      aria-labelledby="basket-customer"
      className="space-y-3 rounded-md border border-gray-200 bg-white p-4 text-sm"
    >
      <h2 id="basket-customer" className="text-lg font-semibold text-gray-900">
        {t('customer.title')}
      </h2>
      <SelectField
        label={t('customer.payment')}
        value={payType}
        onChange={(event) => onPayTypeChange(Number(event.target.value))}
      >
        {payTypes.map((value) => (
          <option key={value} value={value}>
            {t(`payType.${PAY_TYPES[payTypeOf(value)]}`)}
          </option>
        ))}
      </SelectField>
      <dl className="space-y-3">
        {loading && <Spinner label={t('customer.loading')} />}
        {address !== null && (
          <div>
            <dt className="text-xs font-medium text-gray-600">{t('customer.billing')}</dt>
            <dd className="text-gray-900">
              <address className="not-italic">
                {address.company}
                <br />
                {address.street}
                {address.adding !== null && address.adding !== '' && (
                  <>
                    <br />
                    {address.adding}
                  </>
                )}
                <br />
                {address.zip} {address.location}
                <br />
                {address.country}
              </address>
            </dd>
          </div>
        )}
        {account !== undefined && (
          <div>
            <dt className="text-xs font-medium text-gray-600">{t('customer.contact')}</dt>
            <dd className="break-words text-gray-900">
              {account.contact.firstName} {account.contact.lastName}
              <br />
              {account.contact.email}
              {account.contact.phone !== null && (
                <>
                  <br />
                  {account.contact.phone}
                </>
              )}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
