import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formatMoney, type MoneyCurrency } from '@shop/domain/rules/money.ts';
import { countsInCases } from '@shop/domain/rules/quantity.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import {
  HIDE_AFTER_BLUR_MS,
  TIERS_PER_PAGE,
  isTierKey,
  moveActive,
  pageStart,
  tierChoices,
  tierOf,
  type QuantityPriceTiers,
  type TierChoice,
} from '#web/shared/basket/quantity-tiers.ts';

/**
 * The price list under a quantity field: a listbox the field controls (the combobox pattern,
 * focus stays in the field). Arrows move through the tiers, page up and down by five, Enter
 * takes the active one, Escape closes; the mouse chooses with a click. It shows five tiers, the
 * page of the active one or else of the field's value.
 */
export function useTierList(
  choices: readonly TierChoice[],
  quantity: number,
  choose: (quantity: number) => void,
) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const close = () => {
    clearTimeout(hideTimer.current);
    setOpen(false);
    setActive(null);
  };
  const show = () => {
    clearTimeout(hideTimer.current);
    setOpen(true);
  };
  const take = (index: number) => {
    const choice = choices[index];
    close();
    if (choice !== undefined) choose(choice.quantity);
  };

  /** Handles the list's keys; true when the key was the list's, so the field ignores it. */
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): boolean {
    if (choices.length === 0) return false;
    if (isTierKey(event.key)) {
      event.preventDefault();
      show();
      setActive(moveActive(choices, quantity, active, event.key));
      return true;
    }
    if (!open) return false;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return true;
    }
    if (event.key === 'Enter' && active !== null) {
      event.preventDefault();
      take(active);
      return true;
    }
    return false;
  }

  return {
    open: open && choices.length > 0,
    active,
    show,
    /** typing starts from the typed value again */
    typed: () => {
      show();
      setActive(null);
    },
    hideLater: () => {
      clearTimeout(hideTimer.current);
      hideTimer.current = setTimeout(close, HIDE_AFTER_BLUR_MS);
    },
    setActive,
    take,
    onKeyDown,
  };
}

export type TierList = ReturnType<typeof useTierList>;

interface TierListProps {
  id: string;
  list: TierList;
  choices: readonly TierChoice[];
  quantity: number;
  caseQuantity: number;
  currency: MoneyCurrency;
}

export const tierOptionId = (listId: string, index: number) => `${listId}-${index}`;

/** The open list: the page of five, and for the mouse the buttons to the pages beside it. */
export function TierListBox({
  id,
  list,
  choices,
  quantity,
  caseQuantity,
  currency,
}: TierListProps) {
  const { t } = useTranslation('basket');
  const current = tierOf(choices, quantity);
  const start = pageStart(list.active ?? current);
  const page = choices.slice(start, start + TIERS_PER_PAGE);
  const unit = countsInCases(caseQuantity)
    ? t('quantity.cases', { count: caseQuantity })
    : t('quantity.pieces');
  // buttons for the mouse only: the keyboard pages with page up and down, and focus stays in
  // the field (a press would take it away and close the list)
  const pageButton = (to: number, label: string, arrow: string) => (
    <button
      type="button"
      tabIndex={-1}
      aria-label={label}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => list.setActive(to)}
      className="w-full px-3 py-1 text-center text-xs text-brand-700 hover:bg-brand-50"
    >
      {arrow}
    </button>
  );
  return (
    <div className="absolute top-full left-0 z-30 mt-1 w-max min-w-56 rounded-md border border-gray-200 bg-white py-1 shadow-lg">
      {start > 0 && pageButton(start - TIERS_PER_PAGE, t('quantity.smallerTiers'), '▲')}
      <ul id={id} role="listbox" aria-label={t('quantity.tiers')}>
        {page.map((choice, offset) => {
          const index = start + offset;
          const activeOne = index === list.active;
          return (
            <li
              key={choice.quantity}
              id={tierOptionId(id, index)}
              role="option"
              aria-selected={index === current}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => list.take(index)}
              className={`flex cursor-pointer items-baseline justify-between gap-4 px-3 py-1.5 text-sm tabular-nums ${
                activeOne ? 'bg-brand-600 text-white' : 'text-gray-900 hover:bg-brand-50'
              } ${index === current && !activeOne ? 'font-semibold' : ''}`}
            >
              <span>
                {choice.quantity}{' '}
                <span
                  className={`text-xs whitespace-nowrap ${activeOne ? 'text-white' : 'text-gray-600'}`}
                >
                  {unit}
                </span>
              </span>
              <span className="whitespace-nowrap">
                {t('quantity.tierPrice', { price: formatMoney(choice.price, currency) })}
              </span>
            </li>
          );
        })}
      </ul>
      {start + TIERS_PER_PAGE < choices.length &&
        pageButton(start + TIERS_PER_PAGE, t('quantity.largerTiers'), '▼')}
    </div>
  );
}

/**
 * The tier list of a quantity field: none with fewer than two tiers (the field stays a plain
 * text field), else the list, the field's combobox attributes and the open list to render.
 */
export function useQuantityTierList(
  field: {
    priceTiers: QuantityPriceTiers | undefined;
    caseQuantity: number;
    /** the field's quantity as typed so far */
    quantity: number;
    listId: string;
  },
  choose: (quantity: number) => void,
) {
  const { priceTiers, caseQuantity, quantity, listId } = field;
  const tiers = priceTiers?.tiers;
  const choices = useMemo(() => {
    const all = tiers === undefined ? [] : tierChoices(tiers, caseQuantity);
    return all.length > 1 ? all : [];
  }, [tiers, caseQuantity]);
  const list = useTierList(choices, quantity, choose);
  const combobox =
    choices.length === 0
      ? {}
      : {
          role: 'combobox',
          'aria-expanded': list.open,
          'aria-controls': listId,
          'aria-autocomplete': 'none' as const,
          'aria-activedescendant':
            list.open && list.active !== null ? tierOptionId(listId, list.active) : undefined,
        };
  const listBox =
    list.open && priceTiers !== undefined ? (
      <TierListBox
        id={listId}
        list={list}
        choices={choices}
        quantity={quantity}
        caseQuantity={caseQuantity}
        currency={priceTiers.currency}
      />
    ) : null;
  return { list, combobox, listBox };
}
