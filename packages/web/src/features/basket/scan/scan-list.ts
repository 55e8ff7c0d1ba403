import type { LookupArticle } from '@shop/domain/api/article-lookup.ts';
import type { NotAddableLine } from '@shop/domain/api/basket.ts';
import type { ProblemReason } from '#web/features/basket/quick-order-problems.ts';

/**
 * The scan list of /account/scan (docs/product/account.md#account-scan): one line per scanned
 * code, each scan of the same code one more case. A line waits until its look-up answered
 * (offline, or not yet asked), then names its article or why it cannot be ordered; nothing
 * scanned is dropped. Pure, so the page, its storage and its tests share one set of rules.
 */
export type ScanLine =
  | { code: string; quantity: number; status: 'waiting' }
  | { code: string; quantity: number; status: 'matched'; article: LookupArticle }
  | {
      code: string;
      quantity: number;
      status: 'refused';
      reason: ProblemReason;
      article: LookupArticle | null;
    };

/** The most lines a list keeps, beyond what one add to the basket takes (MAX_ADD_LINES) twice. */
export const MAX_SCAN_LINES = 100;
/** A line's quantity in cases: the basket takes no more per line either (quantitySchema). */
export const MAX_SCAN_QUANTITY = 9999;

const sameCode = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/**
 * One scan: one more case on the code's line, or a new waiting line at the top. A full list
 * takes no new code (null), so the page can say so instead of losing it silently.
 */
export function addScan(lines: readonly ScanLine[], rawCode: string): ScanLine[] | null {
  const code = rawCode.trim();
  if (code === '') return [...lines];
  const index = lines.findIndex((line) => sameCode(line.code, code));
  if (index >= 0) {
    return lines.map((line, at) =>
      at === index ? { ...line, quantity: Math.min(line.quantity + 1, MAX_SCAN_QUANTITY) } : line,
    );
  }
  if (lines.length >= MAX_SCAN_LINES) return null;
  return [{ code, quantity: 1, status: 'waiting' }, ...lines];
}

/** A look-up's answer for a code: matched when it can be ordered, refused with the reason else. */
export function applyLookup(
  lines: readonly ScanLine[],
  code: string,
  article: LookupArticle | null,
): ScanLine[] {
  return lines.map((line): ScanLine => {
    if (!sameCode(line.code, code)) return line;
    const base = { code: line.code, quantity: line.quantity };
    if (article === null) return { ...base, status: 'refused', reason: 'unknown', article: null };
    if (article.refusal !== null) {
      return { ...base, status: 'refused', reason: article.refusal, article };
    }
    return { ...base, status: 'matched', article };
  });
}

/** The codes whose look-up is still owed, oldest scan first. */
export function waitingCodes(lines: readonly ScanLine[]): string[] {
  return lines
    .filter((line) => line.status === 'waiting')
    .map((line) => line.code)
    .reverse();
}

export function setQuantity(lines: readonly ScanLine[], code: string, quantity: number) {
  const next = Math.max(1, Math.min(Math.trunc(quantity), MAX_SCAN_QUANTITY));
  return lines.map((line) => (sameCode(line.code, code) ? { ...line, quantity: next } : line));
}

export function removeLine(lines: readonly ScanLine[], code: string): ScanLine[] {
  return lines.filter((line) => !sameCode(line.code, code));
}

/**
 * What goes into the basket: the matched lines, one per article (its number and its EAN may
 * both have been scanned; the basket takes an article once per call), in cases.
 */
export function basketLines(lines: readonly ScanLine[]) {
  const byArticle = new Map<string, number>();
  for (const line of lines) {
    if (line.status !== 'matched') continue;
    const number = line.article.articleNumber;
    byArticle.set(number, Math.min((byArticle.get(number) ?? 0) + line.quantity, 9999));
  }
  return [...byArticle].map(([articleNumber, quantity]) => ({ articleNumber, quantity }));
}

/** After the basket took them: the matched lines leave the list, the refused ones stay. */
export function withoutSent(lines: readonly ScanLine[], sent: readonly string[]): ScanLine[] {
  const gone = new Set(sent);
  return lines.filter((line) => line.status !== 'matched' || !gone.has(line.article.articleNumber));
}

const REASON_OF_NOT_ADDABLE: Record<NotAddableLine['reason'], ProblemReason> = {
  notFound: 'unknown',
  soldOut: 'soldOut',
  noPrice: 'noPrice',
  maxQty: 'noStock',
};

/**
 * The basket refused the add (all or nothing): the lines it named are refused with its reason,
 * so the buyer sees why and can change or remove them; the others stay sendable.
 */
export function applyNotAddable(
  lines: readonly ScanLine[],
  refused: readonly NotAddableLine[],
): ScanLine[] {
  const reasonOf = new Map(refused.map((line) => [line.articleNumber, line.reason]));
  return lines.map((line): ScanLine => {
    if (line.status !== 'matched') return line;
    const reason = reasonOf.get(line.article.articleNumber);
    if (reason === undefined) return line;
    return { ...line, status: 'refused', reason: REASON_OF_NOT_ADDABLE[reason] };
  });
}

/** A code seen again this soon counts as the same scan: a camera sees a held barcode each frame. */
export const SAME_SCAN_MS = 1500;

/**
 * Whether a camera's detection is a new scan: a code counts again only once it has been out of
 * view for SAME_SCAN_MS, so a barcode held in front of the camera adds one case, not one per
 * frame.
 */
export function createScanGate(now: () => number = Date.now) {
  let last: { code: string; at: number } | null = null;
  return (code: string): boolean => {
    const at = now();
    const repeated = last !== null && last.code === code && at - last.at < SAME_SCAN_MS;
    last = { code, at };
    return !repeated;
  };
}
