import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { BasketResponse } from '@shop/domain/api/basket.ts';
import type { ListedOrder } from '@shop/domain/api/account-orders.ts';
import type { SavedBasket } from '@shop/domain/api/saved-baskets.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { refreshBasket } from '#web/shared/basket/api/add-to-basket.ts';
import { downloadCsv } from '#web/shared/download.ts';
import { clearBasket } from '#web/features/basket/api/change-basket.ts';
import { basketCsv } from '#web/features/basket/basket-csv.ts';
import { csvStyle, type CsvFormat } from '@shop/domain/rules/csv-format.ts';
import { dropshippingErrors } from '#web/features/basket/dropshipping-block.tsx';
import {
  DRAFT_FIELDS,
  readDropshipping,
  restoreSavedDropshipping,
  type DropshippingState,
} from '#web/shared/basket/dropshipping-storage.ts';
import { dropshippingApplies, type useOrderFlow } from '#web/features/basket/order-flow.ts';
import type { useLoadIntoBasket } from '#web/shared/basket/use-load-into-basket.tsx';

/** The dialogs the basket screen opens, one at a time. */
export type DialogName = 'save' | 'load' | 'repeat' | 'shipping' | 'clear' | 'csv';

type Loader = ReturnType<typeof useLoadIntoBasket>;
type OrderFlow = ReturnType<typeof useOrderFlow>;

/**
 * What the basket's buttons and dialogs do: which dialog is open, the note of the last saved
 * basket, emptying the basket, the CSV export, and loading a saved basket or a past order.
 * `onChanged` is told after every change, so a refused order may be tried again.
 */
export function useBasketActions(
  basket: BasketResponse,
  customerNumber: string,
  loader: Loader,
  onChanged: () => void,
) {
  const { t } = useTranslation('basket');
  const { language } = useShellParams();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);
  const [clearError, setClearError] = useState<unknown>(null);

  async function clear() {
    setClearing(true);
    setClearError(null);
    try {
      await clearBasket();
      setDialog(null);
      onChanged();
    } catch (error) {
      setClearError(error);
    } finally {
      setClearing(false);
      await refreshBasket(queryClient, customerNumber);
    }
  }

  async function exportCsv(format: CsvFormat) {
    const csv = await basketCsv(
      basket,
      {
        articleNumber: t('csv.articleNumber'),
        name: t('csv.name'),
        ean: t('csv.ean'),
        quantity: t('csv.quantity'),
        cases: t('csv.cases'),
        price: t('csv.price'),
        total: t('csv.total'),
        currency: t('csv.currency'),
        eta: t('csv.eta'),
      },
      csvStyle(language, format),
    );
    downloadCsv(`basket-${new Date().toISOString().slice(0, 10)}.csv`, csv);
  }

  function loadSaved(saved: SavedBasket) {
    setDialog(null);
    loader.load({
      orderNumber: saved.id,
      onLoaded: () => {
        onChanged();
        // a saved dropshipping address comes back with its basket
        restoreSavedDropshipping(saved);
      },
    });
  }

  return {
    dialog,
    openDialog: setDialog,
    /** for a dialog's onOpenChange: closing it closes the open dialog */
    closeDialog: (open: boolean) => {
      if (!open) setDialog(null);
    },
    savedNote,
    saved: (note: string) => {
      setSavedNote(note);
      setDialog(null);
    },
    clear,
    clearing,
    clearError,
    exportCsv: (format: CsvFormat) => {
      setDialog(null);
      void exportCsv(format);
    },
    loadSaved,
    repeat: (order: ListedOrder) => {
      setDialog(null);
      loader.load({ orderNumber: order.orderNumber, onLoaded: onChanged });
    },
  };
}

export type BasketActions = ReturnType<typeof useBasketActions>;

/**
 * The order form: the terms and privacy confirmations, and step 1 of the order flow. The form
 * must be valid, else the first invalid field is shown; a ticked box resets a refused order.
 */
export function useOrderForm(
  basket: BasketResponse,
  customerNumber: string,
  dropshipping: DropshippingState,
  flow: OrderFlow,
) {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [attempted, setAttempted] = useState(false);
  // the pay type chosen among those the account may use (GET /account/paymentMethods) and the
  // delivery address among the account's; the server refuses any other
  // (docs/decisions/116-pay-type-choice.md, docs/decisions/117-delivery-address-chosen-in-the-basket.md)
  const [chosenPayType, setChosenPayType] = useState<number | null>(null);
  const [deliveryAddressId, setDeliveryAddressId] = useState<number | undefined>(undefined);
  const dsApplies = dropshippingApplies(basket, dropshipping);
  const processing = flow.state.phase === 'processing';

  function submit() {
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
      deliveryAddressId,
    });
  }

  return {
    terms,
    confirmTerms: (checked: boolean) => {
      setTerms(checked);
      flow.reset();
    },
    privacy,
    confirmPrivacy: (checked: boolean) => {
      setPrivacy(checked);
      flow.reset();
    },
    payType: chosenPayType ?? basket.payType,
    choosePayType: (payType: number) => {
      setChosenPayType(payType);
      flow.reset();
    },
    deliveryAddressId,
    chooseDeliveryAddress: (id: number) => {
      setDeliveryAddressId(id);
      flow.reset();
    },
    /** after an order attempt every invalid field shows its error */
    attempted,
    submit,
    dropshippingApplies: dsApplies,
    processing,
    label: processing
      ? t('order.processing')
      : dsApplies
        ? t('order.submitDropshipping')
        : t('order.submit'),
    disabled: processing || flow.state.phase === 'failed' || basket.blockBasket,
  };
}

export type OrderForm = ReturnType<typeof useOrderForm>;
