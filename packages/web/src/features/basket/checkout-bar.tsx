import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useOnScreen } from '#web/shared/ui/use-on-screen.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { BasketResponse } from '@shop/domain/api/basket.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { useBottomBar } from '#web/shared/ui/bottom-bar.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { hasPrices } from '#web/features/basket/api/get-basket.ts';
import { dropshippingTotals } from '#web/features/basket/dropshipping-totals.ts';

/** Below Tailwind's md breakpoint the basket keeps its total and order button in view. */
const PHONE = '(max-width: 767px)';

function usePhone(): boolean {
  const [matches, setMatches] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(PHONE);
    const update = () => setMatches(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return matches;
}

interface CheckoutBarProps {
  basket: BasketResponse;
  /** the dropshipping box is ticked: the total is the one with the parcel cost */
  dropshipping: boolean;
  /** the order button inside the form: while it is on screen the bar steps aside */
  orderButton: RefObject<HTMLButtonElement | null>;
  label: string;
  disabled: boolean;
}

/**
 * The phone's checkout bar (docs/decisions/023-order-confirmation.md): fixed to the bottom below
 * 768 px, it shows the total and the order button, which submits the same form as the button in
 * the checkout panel (so the form is checked and the first invalid field scrolled to). While
 * that button is on screen the bar is not shown, so the page never shows two order buttons.
 */
export function CheckoutBar({
  basket,
  dropshipping,
  orderButton,
  label,
  disabled,
}: CheckoutBarProps) {
  const { t } = useTranslation('basket');
  const phone = usePhone();
  const panelButtonVisible = useOnScreen(orderButton);
  if (!phone || panelButtonVisible) return null;
  const totals = hasPrices(basket)
    ? basket.currencies.map((list) => {
        const cost = basket.dropshipping.shippingCost;
        return formatMoney(
          dropshipping && cost?.currency === list.currency
            ? dropshippingTotals(list, cost).total
            : list.totals.total,
          list.currency,
        );
      })
    : [];
  return (
    <BottomBar label={t('checkout.barLabel')}>
      {totals.length > 0 && (
        <p className="min-w-0 text-sm text-gray-700">
          <span className="block text-xs">{t('totals.total')}</span>
          <span className="block text-base font-bold text-gray-900 tabular-nums">
            {totals.join(' · ')}
          </span>
        </p>
      )}
      <button
        type="submit"
        form="basket-order-form"
        disabled={disabled}
        className={buttonClasses('primary', 'ml-auto flex-1 py-3 text-base')}
      >
        {label}
      </button>
    </BottomBar>
  );
}

function BottomBar({ label, children }: { label: string; children: ReactNode }) {
  const bar = useRef<HTMLElement>(null);
  useBottomBar(bar);
  return (
    <section
      ref={bar}
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      {children}
    </section>
  );
}
