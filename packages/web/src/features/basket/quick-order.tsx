import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useBasketBlocked } from '#web/shared/basket/add-to-basket.tsx';
import { QuantityInput } from '#web/shared/basket/quantity-input.tsx';
import type { QuantityPriceTiers } from '#web/shared/basket/quantity-tiers.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { BasketIcon } from '#web/shared/ui/icons.tsx';
import {
  QuickOrderOutcomeText,
  QuickOrderPreview,
  QuickOrderProblems,
} from '#web/features/basket/quick-order-parts.tsx';
import { useQuickOrder } from '#web/features/basket/use-quick-order.ts';

const FIELD =
  'w-full rounded-md border border-gray-400 bg-white px-3 py-1.5 text-base text-gray-900 shadow-xs focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-focus/40 focus-visible:outline-none disabled:bg-gray-100 sm:text-sm';

/**
 * The basket's quick order (docs/product/basket.md#basket-quick-order): a number or EAN typed or
 * scanned (a scanner types and ends with Enter), Enter goes on to the quantity when the article
 * can be ordered, Enter there adds it and the number field takes the next code; Escape clears.
 * What cannot be added is listed below with its reason for the rest of the visit.
 */
export function QuickOrder({ customerNumber }: { customerNumber: string }) {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  const blocked = useBasketBlocked();
  const order = useQuickOrder(customerNumber);
  const id = useId();
  const article = order.preview.settled ? order.preview.data : undefined;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-md border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
          {t('quick.title')}
        </h2>
        <span className="flex flex-wrap gap-x-4">
          <Link
            to={paths.accountScan.href(shell)}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t('quick.scan')}
          </Link>
          <Link
            to={paths.accountImportCart.href(shell)}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t('quick.import')}
          </Link>
        </span>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
        {t('quick.hint')}
      </p>
      <QuickOrderForm
        order={order}
        blocked={blocked}
        id={id}
        caseQuantity={article?.caseQuantity ?? 1}
        priceTiers={
          article?.priceTiers && article.currency
            ? { tiers: article.priceTiers, currency: article.currency }
            : undefined
        }
      />
      {blocked && <p className="mt-2 text-sm font-medium text-danger-800">{t('blockBasket')}</p>}
      <div aria-live="polite" className="mt-3 space-y-2 text-sm">
        <QuickOrderPreview preview={{ ...order.preview, typed: order.typed }} />
        <QuickOrderOutcomeText outcome={order.outcome} />
      </div>
      <QuickOrderProblems problems={order.problems.problems} onRemove={order.problems.remove} />
    </section>
  );
}

interface QuickOrderFormProps {
  order: ReturnType<typeof useQuickOrder>;
  blocked: boolean;
  id: string;
  /** of the article found, so the quantity counts what the basket counts */
  caseQuantity: number;
  /** the found article's tiers, offered under the quantity as in every list */
  priceTiers: QuantityPriceTiers | undefined;
}

/** The number field, the quantity and the add button, with the keys that move between them. */
function QuickOrderForm({ order, blocked, id, caseQuantity, priceTiers }: QuickOrderFormProps) {
  const { t } = useTranslation('basket');
  const codeField = useRef<HTMLInputElement>(null);
  const quantityBox = useRef<HTMLDivElement>(null);
  const focusCode = () => codeField.current?.focus();
  return (
    <form
      noValidate
      className="mt-3 flex flex-wrap items-end gap-3"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        order.escape();
        focusCode();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        void order.submit().then((back) => back && focusCode());
      }}
    >
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={`${id}-code`} className="mb-1 block text-xs font-medium text-gray-700">
          {t('quick.code')}
        </label>
        <input
          ref={codeField}
          id={`${id}-code`}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="next"
          maxLength={40}
          value={order.code}
          disabled={blocked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => order.setCode(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void order.advance().then((next) => {
              if (next !== 'next') return;
              const quantity = quantityBox.current?.querySelector('input');
              quantity?.focus();
              quantity?.select();
            });
          }}
          className={FIELD}
        />
      </div>
      <div ref={quantityBox}>
        <QuantityInput
          value={order.quantity}
          onChange={order.setQuantity}
          caseQuantity={caseQuantity}
          priceTiers={priceTiers}
          label={t('add.quantity')}
          showLabel
          disabled={blocked}
          submitOnEnter
        />
      </div>
      <button
        type="submit"
        disabled={blocked || order.busy}
        className={buttonClasses('secondary', 'py-1.5')}
      >
        <BasketIcon className="size-4" />
        {order.busy ? t('add.adding') : t('add.button')}
      </button>
    </form>
  );
}
