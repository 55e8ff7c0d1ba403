import type { ErrorCode } from '@shop/domain/api/error-codes.ts';
import type { LookupArticle } from '@shop/domain/api/article-lookup.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '#web/shared/api/api-error.ts';
import { useAddToBasket, type AddOutcome } from '#web/shared/basket/add-to-basket.tsx';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { lookupQueryOptions } from '#web/features/basket/api/lookup-articles.ts';
import {
  useQuickOrderProblems,
  type ProblemReason,
} from '#web/features/basket/quick-order-problems.ts';

/** A scanner types a code within milliseconds; a person pauses longer between keys than this. */
const TYPING_PAUSE_MS = 250;

export type QuickOrderOutcome =
  | { kind: 'added'; name: string }
  | { kind: 'reduced'; name: string; availableQty: number }
  | { kind: 'kept'; code: string; reason: ProblemReason }
  | { kind: 'error'; error: unknown };

/** Refusals of the basket's add that mean the article cannot be ordered now. */
const REASON_OF_CODE: Partial<Record<ErrorCode, ProblemReason>> = {
  ARTICLE_NOT_FOUND: 'unknown',
  ARTICLE_SOLD_OUT: 'soldOut',
  ARTICLE_NOT_AVAILABLE: 'noPrice',
  BASKET_BLOCKED: 'basketBlocked',
};

function reasonOfAdd(result: AddOutcome): ProblemReason | null {
  if (result.kind === 'none') return 'noStock';
  if (result.kind !== 'error' || !isApiError(result.error)) return null;
  return REASON_OF_CODE[result.error.code as ErrorCode] ?? null;
}

function addedOutcome(result: AddOutcome, name: string): QuickOrderOutcome {
  return result.kind === 'reduced'
    ? { kind: 'reduced', name, availableQty: result.availableQty }
    : { kind: 'added', name };
}

/** The code as the buyer stopped typing it: a look-up is asked only then. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The typed code and its look-up: the preview asks once typing settles; `resolve` answers the
 * look-up of the code as typed now (the preview's answer when it has it).
 */
function useCodeLookup(customerNumber: string) {
  const { language } = useShellParams();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [resolving, setResolving] = useState(false);
  const [resolved, setResolved] = useState('');
  const typed = code.trim();
  // a scanner types the code and Enter at once: the code Enter looked up counts as settled, so
  // the quantity field counts in the found article's cases before typing would have settled
  const typingSettled = useSettled(typed);
  const settled = resolved === typed ? typed : typingSettled;
  const preview = useQuery({
    ...lookupQueryOptions(customerNumber, language, settled),
    enabled: settled !== '' && settled === typed,
  });
  async function resolve(): Promise<LookupArticle | null> {
    setResolving(true);
    try {
      const article = await queryClient.fetchQuery(
        lookupQueryOptions(customerNumber, language, typed),
      );
      setResolved(typed);
      return article;
    } finally {
      setResolving(false);
    }
  }
  return {
    code,
    setCode,
    typed,
    preview: { settled: settled === typed, ...preview },
    resolving,
    resolve,
  };
}

/**
 * The quick order's state and steps (docs/product/basket.md#basket-quick-order): the typed code
 * and its look-up, Enter in the number field (on to the quantity when the article can be
 * ordered), the add, and the list of what could not be added.
 */
export function useQuickOrder(customerNumber: string) {
  const lookup = useCodeLookup(customerNumber);
  const basket = useAddToBasket();
  const problems = useQuickOrderProblems(customerNumber);
  const [quantity, setQuantityState] = useState(1);
  // the quantity field hands over its value on Enter, just before the form submits
  const latestQuantity = useRef(1);
  const [outcome, setOutcome] = useState<QuickOrderOutcome | null>(null);
  const { typed } = lookup;

  const setQuantity = (next: number) => {
    latestQuantity.current = next;
    setQuantityState(next);
  };
  const clear = () => {
    lookup.setCode('');
    setQuantity(1);
  };
  const keep = (reason: ProblemReason, article: LookupArticle | null) => {
    problems.add({
      code: typed,
      reason,
      ...(article ? { articleNumber: article.articleNumber, name: article.name } : {}),
    });
    setOutcome({ kind: 'kept', code: typed, reason });
    clear();
  };

  /**
   * The article the typed code names when it can be ordered; 'kept' when it was listed instead,
   * 'none' when nothing was typed or the look-up failed (its error shows).
   */
  async function orderable(): Promise<LookupArticle | 'kept' | 'none'> {
    if (typed === '' || lookup.resolving) return 'none';
    try {
      const article = await lookup.resolve();
      if (article !== null && article.refusal === null) return article;
      keep(article?.refusal ?? 'unknown', article);
      return 'kept';
    } catch (error) {
      setOutcome({ kind: 'error', error });
      return 'none';
    }
  }

  /** Enter in the quantity field or the button: adds; true when the number field is next. */
  async function submit(): Promise<boolean> {
    const article = await orderable();
    if (article === 'kept') return true;
    if (article === 'none') return typed === '';
    const result = await basket.add(article.articleNumber, latestQuantity.current);
    const reason = reasonOfAdd(result);
    if (reason !== null) keep(reason, article);
    else if (result.kind === 'error') {
      // the code and quantity stay, so nothing typed is lost
      setOutcome({ kind: 'error', error: result.error });
      return false;
    } else {
      setOutcome(addedOutcome(result, article.name));
      clear();
    }
    return true;
  }

  return {
    code: lookup.code,
    typed,
    setCode: (next: string) => {
      lookup.setCode(next);
      setOutcome(null);
    },
    quantity,
    setQuantity,
    /** what the preview shows: the look-up of the code as typed, once typing settled */
    preview: lookup.preview,
    outcome,
    busy: lookup.resolving || basket.pending,
    /** Enter in the number field: 'next' when the article can be ordered, the quantity is next */
    advance: async () => {
      const article = await orderable();
      return typeof article === 'object' ? 'next' : article;
    },
    submit,
    escape: () => {
      clear();
      setOutcome(null);
    },
    problems,
  };
}
