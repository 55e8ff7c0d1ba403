import { useId, useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import {
  countsInCases,
  digitsOnly,
  quantityFromInput,
  quantityOrNoneFromInput,
} from '@shop/domain/rules/quantity.ts';
import { useQuantityTierList } from '#web/shared/basket/quantity-tier-list.tsx';
import type { QuantityPriceTiers } from '#web/shared/basket/quantity-tiers.ts';

interface QuantityInputProps {
  value: number;
  onChange: (quantity: number) => void;
  /**
   * units per case; the input counts cases when it is above 1
   * (docs/product/catalog.md#cat-quantity-input)
   */
  caseQuantity?: number;
  /** the accessible name; the article's name makes it unique in lists */
  label: string;
  /** visible label above the field; lists hide it and keep it for screen readers */
  showLabel?: boolean;
  disabled?: boolean;
  className?: string;
  /** Enter submits the surrounding form (the add form) instead of only taking the value */
  submitOnEnter?: boolean;
  /** with two tiers or more, the field offers them in a list under it (quantity-tier-list.tsx) */
  priceTiers?: QuantityPriceTiers;
  /** a variant grid's row: empty (0) means none of it and stays empty (decision 121) */
  allowNone?: boolean;
}

/**
 * The article quantity input (docs/product/catalog.md#cat-quantity-input): digits only while
 * typing, an empty or zero input becomes 1 when the field loses focus, counted in cases when
 * caseQuantity is above 1. What it counts ("cases of 6" / "pieces") stands next to it and is part
 * of its accessible name, so a number is never read as pieces when it means cases (decision 022).
 * With price tiers it is a combobox whose list offers each tier's quantity and unit price.
 */
export function QuantityInput({
  value,
  onChange,
  caseQuantity = 1,
  label,
  showLabel = false,
  disabled,
  className = '',
  submitOnEnter = false,
  priceTiers,
  allowNone = false,
}: QuantityInputProps) {
  const { t } = useTranslation('basket');
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const inCases = countsInCases(caseQuantity);
  const read = allowNone ? quantityOrNoneFromInput : quantityFromInput;
  const text = draft ?? shownValue(value, allowNone);
  const { list, combobox, listBox } = useQuantityTierList(
    { priceTiers, caseQuantity, quantity: read(text), listId: `${id}-tiers` },
    (quantity) => {
      setDraft(null);
      if (quantity !== value) onChange(quantity);
    },
  );

  function commit(): void {
    const quantity = read(text);
    setDraft(null);
    if (quantity !== value) onChange(quantity);
  }

  return (
    <div className={`relative ${className}`}>
      <label
        id={`${id}-label`}
        htmlFor={id}
        className={showLabel ? 'mb-1 block text-xs font-medium text-gray-700' : 'sr-only'}
      >
        {label}
      </label>
      <div className="flex items-center gap-1.5">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-labelledby={`${id}-label ${id}-unit`}
          {...combobox}
          onFocus={list.show}
          // after a choice the field keeps its focus: a click opens the list again
          onClick={list.show}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            const digits = digitsOnly(typed);
            // Preact, which the build runs on (docs/decisions/063-preact-compatibility-layer.md),
            // keeps the letter on screen when the digits are those of the last render: the state
            // does not change, so nothing renders the field again
            if (digits !== typed) event.currentTarget.value = digits;
            setDraft(digits);
            list.typed();
          }}
          onBlur={() => {
            commit();
            list.hideLater();
          }}
          onKeyDown={(event) => {
            if (list.onKeyDown(event)) return;
            if (event.key === 'Enter') {
              if (!submitOnEnter) event.preventDefault();
              commit();
            }
          }}
          className="w-16 rounded-md border border-gray-400 bg-white px-2 py-1.5 text-right text-base text-gray-900 tabular-nums shadow-xs focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-focus/40 focus-visible:outline-none disabled:bg-gray-100 sm:text-sm"
        />
        <span id={`${id}-unit`} className="text-xs whitespace-nowrap text-gray-600">
          {inCases ? t('quantity.cases', { count: caseQuantity }) : t('quantity.pieces')}
        </span>
      </div>
      {listBox}
    </div>
  );
}

/** What the field shows of its value: nothing for "none" in a grid's row (decision 121). */
function shownValue(value: number, allowNone: boolean): string {
  return allowNone && value === 0 ? '' : String(value);
}
