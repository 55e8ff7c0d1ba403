import { paths, type ShellParams } from '#web/shared/routing/paths.ts';
import { shellParamsOf } from '#web/shared/routing/use-shell-params.ts';

/**
 * Navigation for code outside React components (the session rules of the API client, logout).
 * The app registers the router's navigate at start; until then, and in tests without a router,
 * the browser navigates by itself.
 */
export type NavigateFunction = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: NavigateFunction = (to, options) => {
  if (options?.replace === true) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(navigate: NavigateFunction): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

/** The shop and language of a path (default: the current page), or null outside the shell. */
export function shellOfPath(pathname: string = window.location.pathname): ShellParams | null {
  const [, shop, language] = pathname.split('/');
  return shellParamsOf({ shop, language });
}

/** Account pages and the basket require login (docs/product/identity.md#auth-retailer). */
export function isLoginOnlyPath(pathname: string): boolean {
  const page = pathname.split('/')[3];
  return page === 'account' || page === 'basket';
}

/**
 * Sends the user to the notFound page of the current shop and language
 * (docs/product/shell.md#shell-404).
 */
export function navigateToNotFound(): void {
  const shell = shellOfPath();
  if (shell !== null) navigateTo(paths.notFound.href(shell), { replace: true });
}
