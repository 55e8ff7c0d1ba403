/**
 * The visitor's language choice, set by the client beside its copy in localStorage: the server
 * cannot read localStorage, and its render sends an address with an unknown language to the
 * stored one (docs/product/shell.md#shell-languages). First-party functional storage of a
 * choice the visitor made, so it needs no consent of its own.
 */
export const LANGUAGE_COOKIE = 'shop_language';
