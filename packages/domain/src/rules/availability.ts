/**
 * Article availability (docs/product/catalog.md#cat-availability), the display class it is shown
 * with (docs/product/catalog.md#cat-display-class) and the states of open orders
 * (docs/product/account.md#account-open-order-states).
 */

/** The eight availability states an article can report. */
export const ARTICLE_STATES = [
  'inStock',
  'partialStock',
  'inTake',
  'preorder',
  'inquiry',
  'inStockOverdue',
  'inStockFdosPending',
  'soldOut',
] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

/**
 * Each known state has its own label; an unknown value is shown raw
 * (docs/product/catalog.md#cat-availability), so callers label only what passes this check.
 */
export function isArticleState(value: string): value is ArticleState {
  return (ARTICLE_STATES as readonly string[]).includes(value);
}

/** The five looks an availability badge can take. */
export const DISPLAY_CLASSES = [
  'inStock',
  'inStockFdosPending',
  'inTake',
  'soldOut',
  'inquiry',
] as const;
export type DisplayClass = (typeof DISPLAY_CLASSES)[number];

const DISPLAY_CLASS_OF: Partial<Record<string, DisplayClass>> = {
  inStock: 'inStock',
  inStockFdosPending: 'inStockFdosPending',
  inTake: 'inTake',
  // A pre-order is on its way, so it looks like an arriving article.
  preorder: 'inTake',
  soldOut: 'soldOut',
};

/**
 * The display class of a state. Takes any string because the state comes from data:
 * every state without its own class, known or not, is shown as an inquiry.
 */
export function displayClass(state: string): DisplayClass {
  // Own-property check so that names like 'toString' never resolve through the prototype.
  return Object.hasOwn(DISPLAY_CLASS_OF, state) ? DISPLAY_CLASS_OF[state]! : 'inquiry';
}

/**
 * States of a back-order or pre-order line. Spelled as the spec spells them: note
 * `preOrder` here against `preorder` in ARTICLE_STATES.
 */
export const OPEN_ORDER_STATES = [
  'inStock',
  'partialStock',
  'inStockOverdue',
  'inStockFdosPending',
  'inTake',
  'partialInTake',
  'partialInTakeNotAvail',
  'preOrder',
  'inquiry',
  'soldOut',
] as const;
export type OpenOrderState = (typeof OPEN_ORDER_STATES)[number];

/**
 * The open-order state a line ordered ahead of the goods starts in: the article's state,
 * spelled as open orders spell it (`preorder` becomes `preOrder`, `inTake` and
 * `inStockOverdue` stay). Takes any string because the state comes from data.
 */
export function openOrderStateOf(articleState: string): string {
  return articleState === 'preorder' ? 'preOrder' : articleState;
}
