import { useCallback, useState } from 'react';
import { LOOKUP_REFUSALS, type LookupRefusal } from '@shop/domain/rules/lookup-refusals.ts';

/**
 * The codes the quick order could not put into the basket, with the reason
 * (docs/product/basket.md#basket-quick-order): kept for the visit in the tab's sessionStorage,
 * under the customer's number, so a reload or a trip to another page loses none and another
 * customer logging in on the same tab sees none (docs/decisions/119-quick-order-lookup.md).
 */

export type ProblemReason = 'unknown' | LookupRefusal;

export interface QuickOrderProblem {
  /** the code as typed or scanned */
  code: string;
  reason: ProblemReason;
  /** the article it named, when it named one */
  articleNumber?: string;
  name?: string;
}

/** Enough for a long scanning round; the oldest go first beyond it. */
export const MAX_PROBLEMS = 50;

const REASONS: readonly string[] = ['unknown', ...LOOKUP_REFUSALS];

const storageKey = (customerNumber: string) => `shop.quickOrder.${customerNumber}`;

function isProblem(value: unknown): value is QuickOrderProblem {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.code === 'string' &&
    typeof entry.reason === 'string' &&
    REASONS.includes(entry.reason) &&
    (entry.articleNumber === undefined || typeof entry.articleNumber === 'string') &&
    (entry.name === undefined || typeof entry.name === 'string')
  );
}

/** The stored list; storage that is unavailable or holds anything unreadable counts as empty. */
export function readProblems(customerNumber: string): QuickOrderProblem[] {
  try {
    const parsed: unknown = JSON.parse(
      window.sessionStorage.getItem(storageKey(customerNumber)) ?? '[]',
    );
    return Array.isArray(parsed) ? parsed.filter(isProblem).slice(0, MAX_PROBLEMS) : [];
  } catch {
    return [];
  }
}

function writeProblems(customerNumber: string, problems: readonly QuickOrderProblem[]): void {
  try {
    window.sessionStorage.setItem(storageKey(customerNumber), JSON.stringify(problems));
  } catch {
    // without storage the list lives as long as the page
  }
}

/** Newest first; a code already listed moves to the top with its latest reason. */
export function withProblem(
  problems: readonly QuickOrderProblem[],
  problem: QuickOrderProblem,
): QuickOrderProblem[] {
  const code = problem.code.toUpperCase();
  return [problem, ...problems.filter((entry) => entry.code.toUpperCase() !== code)].slice(
    0,
    MAX_PROBLEMS,
  );
}

/** The list of the customer's problems, with adding and removing that write it through. */
export function useQuickOrderProblems(customerNumber: string) {
  const [problems, setProblems] = useState(() => readProblems(customerNumber));
  const change = useCallback(
    (next: (current: QuickOrderProblem[]) => QuickOrderProblem[]) =>
      setProblems((current) => {
        const changed = next(current);
        writeProblems(customerNumber, changed);
        return changed;
      }),
    [customerNumber],
  );
  return {
    problems,
    add: useCallback(
      (problem: QuickOrderProblem) => change((current) => withProblem(current, problem)),
      [change],
    ),
    remove: useCallback(
      (code: string) => change((current) => current.filter((entry) => entry.code !== code)),
      [change],
    ),
  };
}
