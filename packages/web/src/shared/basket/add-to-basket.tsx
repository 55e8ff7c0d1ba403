import type { ErrorCode } from '@shop/domain/api/error-codes.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { accountQueryOptions, useAccount } from '#web/shared/account/get-account.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { WAIT, waitRefusal } from '#web/shared/basket/api/basket-refusal.ts';
import { addToBasket, refreshBasket } from '#web/shared/basket/api/add-to-basket.ts';
import { tracker } from '#web/shared/tracking/shop-tracker.ts';
import { QuantityInput } from '#web/shared/basket/quantity-input.tsx';
import type { QuantityPriceTiers } from '#web/shared/basket/quantity-tiers.ts';
import { useBasketErrorText } from '#web/shared/basket/basket-errors.ts';
import { announce } from '#web/shared/ui/announcer.tsx';
import { BasketIcon } from '#web/shared/ui/icons.tsx';

export type AddOutcome =
  /** `added` went in, the line holds `quantity` now, both in the unit of the request */
  | { kind: 'added'; quantity: number; added: number }
  /** only availableQty could go in; the input shows it (docs/product/basket.md#basket-max-qty) */
  | { kind: 'reduced'; availableQty: number }
  /** nothing is available: nothing was added */
  | { kind: 'none' }
  | { kind: 'error'; error: unknown };

const BASKET_BLOCKED = 'BASKET_BLOCKED' satisfies ErrorCode;

/**
 * Whether the logged-in customer's basket is blocked (the account's settings.blockBasket):
 * nothing can be added. Read from the account the shell loads anyway.
 */
export function useBasketBlocked(): boolean {
  const { user } = useSession();
  return useAccount(user?.customerNumber ?? null).data?.settings.blockBasket === true;
}

/**
 * Adding to the basket from lists and the article page. A visitor is refused with WAIT and offered
 * the login (docs/product/basket.md#basket-login-only); the basket reloads afterwards, so the
 * header preview counts the new line. A refusal for a blocked basket loads the account again, so
 * that the controls turn disabled if the account was blocked since it was loaded.
 */
export function useAddToBasket() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [pending, setPending] = useState(false);

  async function add(articleNumber: string, quantity: number): Promise<AddOutcome> {
    if (pending) return { kind: 'error', error: waitRefusal() };
    setPending(true);
    try {
      const answer = await addToBasket({ articleNumber, quantity });
      if (answer.status === 'maxQty') {
        const available = answer.availableQty ?? 0;
        return available > 0 && answer.success
          ? { kind: 'reduced', availableQty: available }
          : { kind: 'none' };
      }
      tracker.addToBasket(articleNumber, answer.quantity);
      return { kind: 'added', quantity: answer.quantity, added: quantity };
    } catch (error) {
      if (isApiError(error) && error.code === WAIT) authDialogs.openLogin();
      if (isApiError(error) && error.code === BASKET_BLOCKED && user !== null) {
        void queryClient.invalidateQueries(accountQueryOptions(user.customerNumber));
      }
      return { kind: 'error', error };
    } finally {
      setPending(false);
      if (user !== null) void refreshBasket(queryClient, user.customerNumber);
    }
  }

  return { add, pending };
}

interface AddToBasketProps {
  articleNumber: string;
  /** the article's name, so the controls of many articles in a list are told apart */
  articleName: string;
  caseQuantity?: number;
  /** sold-out articles cannot be added (docs/product/catalog.md#cat-sold-out-blocked) */
  disabled?: boolean;
  /** lists put input and button on one line and hide the field's visible label */
  compact?: boolean;
  /** in a card of a grid: the button shows its icon alone while the card is narrow */
  inCard?: boolean;
  className?: string;
  /** the article's price tiers, offered under the quantity field */
  priceTiers?: QuantityPriceTiers;
}

/** The quantity input with its add button and the outcome below it. */
export function AddToBasket({
  articleNumber,
  articleName,
  caseQuantity = 1,
  disabled = false,
  compact = false,
  inCard = false,
  className = '',
  priceTiers,
}: AddToBasketProps) {
  const { t } = useTranslation('basket');
  const { add, pending } = useAddToBasket();
  const outcomeText = useOutcomeText();
  const blocked = useBasketBlocked();
  const reasonId = useId();
  const [quantity, setQuantityState] = useState(1);
  // the field hands over its value on blur or Enter, just before the form submits
  const latest = useRef(1);
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);

  function setQuantity(next: number) {
    latest.current = next;
    setQuantityState(next);
  }

  async function submit() {
    // the button stays enabled while adding, so it keeps the focus (a disabled one loses it)
    if (pending) return;
    const result = await add(articleNumber, latest.current);
    if (result.kind === 'reduced') setQuantity(result.availableQty);
    if (result.kind === 'added') announce(outcomeText(result, articleName));
    setOutcome(result);
  }

  return (
    // above the next card's form while its field (and the tier list under it) has the focus
    <div className={`relative z-10 focus-within:z-20 ${inCard ? '@container' : ''} ${className}`}>
      <form
        // a narrow card wraps the button under the box and its unit ("cases of 6")
        className={`flex items-end gap-2 ${compact && !inCard ? '' : 'flex-wrap'}`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <QuantityInput
          value={quantity}
          onChange={(next) => {
            setQuantity(next);
            setOutcome(null);
          }}
          caseQuantity={caseQuantity}
          label={compact ? t('add.quantityOf', { name: articleName }) : t('add.quantity')}
          showLabel={!compact}
          disabled={disabled || blocked}
          submitOnEnter
          priceTiers={priceTiers}
        />
        <button
          type="submit"
          disabled={disabled || blocked}
          aria-disabled={pending || undefined}
          aria-label={compact ? t('add.buttonFor', { name: articleName }) : undefined}
          aria-describedby={blocked ? reasonId : undefined}
          className={buttonClasses('primary', compact ? 'px-3 py-1.5 whitespace-nowrap' : '')}
        >
          <BasketIcon className="size-4" />
          {/* the accessible name stays when only the icon shows */}
          <span className={labelClasses(compact, inCard)}>
            <AddLabel pending={pending} />
          </span>
        </button>
      </form>
      {blocked && (
        <p id={reasonId} className="mt-1 text-xs font-medium text-danger-800">
          {compact ? t('blockBasketShort') : t('blockBasket')}
        </p>
      )}
      {/* an addition is announced by the shell's one live region (announcer.tsx) */}
      <div className="text-xs">
        <OutcomeText outcome={outcome} name={articleName} />
      </div>
    </div>
  );
}

/** What became of an addition, as the buyer is told it. */
function useOutcomeText(): (outcome: AddOutcome, name: string) => string {
  const { t } = useTranslation('basket');
  const errorText = useBasketErrorText();
  return (outcome, name) => {
    if (outcome.kind === 'added') return t('add.added', { quantity: outcome.added, name });
    if (outcome.kind === 'reduced') return t('add.maxQty', { count: outcome.availableQty });
    return outcome.kind === 'none' ? t('add.noneAvailable') : errorText(outcome.error);
  };
}

/**
 * A refused or reduced addition, below the controls, where the buyer corrects it, and read out at
 * once; an addition shows only in the shell's note, so the card does not grow.
 */
function OutcomeText({ outcome, name }: { outcome: AddOutcome | null; name: string }) {
  const text = useOutcomeText();
  if (outcome === null || outcome.kind === 'added') return null;
  const tone = outcome.kind === 'reduced' ? 'text-warning-800' : 'text-danger-800';
  return (
    <p role="alert" className={`mt-1 font-medium ${tone}`}>
      {text(outcome, name)}
    </p>
  );
}

/** Both labels take one cell, so the button keeps its width while it adds. */
function AddLabel({ pending }: { pending: boolean }) {
  const { t } = useTranslation('basket');
  return (
    <span className="inline-grid">
      <span className={`[grid-area:1/1] ${pending ? 'invisible' : ''}`}>{t('add.button')}</span>
      <span className={`[grid-area:1/1] ${pending ? '' : 'invisible'}`} aria-hidden={!pending}>
        {t('add.adding')}
      </span>
    </span>
  );
}

function labelClasses(compact: boolean, inCard: boolean): string {
  if (inCard) return 'sr-only @[15rem]:not-sr-only';
  return compact ? 'sr-only sm:not-sr-only' : '';
}
