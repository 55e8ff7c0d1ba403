import type { SessionUser } from '@shop/domain/api/session.ts';
import type { Language, ShopCode } from '@shop/domain/shops.ts';
import { isLoginOnlyPath, shellOfPath } from '#web/shared/routing/navigator.ts';
import { paths, type ShellParams } from '#web/shared/routing/paths.ts';

/**
 * Where a successful login leads (docs/product/identity.md#auth-login-success, Login):
 * - passwordInitialization set: to the password page, or to the account overview when already
 *   on the password page;
 * - the user's shop differs from the shop of the page: to the same page in the user's shop;
 * - otherwise the current page loads again: a full reload on account and basket pages (they
 *   were behind the login), a fresh load of its data elsewhere.
 */
export type AfterLogin =
  { kind: 'navigate'; to: string } | { kind: 'reload' } | { kind: 'refresh' };

interface PageLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * The language of a shop's address: the uk shop speaks en
 * (docs/product/identity.md#auth-portal-login).
 */
export function shopLanguage(shop: ShopCode, current: Language): Language {
  return shop === 'uk' ? 'en' : current;
}

/** The shell the user belongs in after login or portal login. */
export function userShell(user: Pick<SessionUser, 'shop'>, current: ShellParams): ShellParams {
  if (user.shop === current.shop) return current;
  return { shop: user.shop, language: shopLanguage(user.shop, current.language) };
}

export function afterLogin(
  user: Pick<SessionUser, 'shop' | 'passwordInitialization'>,
  location: PageLocation,
): AfterLogin {
  const current = shellOfPath(location.pathname);
  if (current === null) return { kind: 'refresh' };
  const target = userShell(user, current);

  if (user.passwordInitialization) {
    const onPasswordPage =
      location.pathname.replace(/\/$/, '') === paths.accountPasswordChange.href(current);
    return {
      kind: 'navigate',
      to: onPasswordPage ? paths.account.href(target) : paths.accountPasswordChange.href(target),
    };
  }
  if (target.shop !== current.shop) {
    const page = location.pathname.split('/').slice(3);
    const to = ['', target.shop, target.language, ...page].join('/');
    return { kind: 'navigate', to: to + (location.search ?? '') + (location.hash ?? '') };
  }
  return isLoginOnlyPath(location.pathname) ? { kind: 'reload' } : { kind: 'refresh' };
}
