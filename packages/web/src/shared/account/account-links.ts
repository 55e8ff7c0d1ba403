import { paths, type ShellParams } from '#web/shared/routing/paths.ts';

export type AccountLinkKey =
  | 'overview'
  | 'profile'
  | 'preOrders'
  | 'bills'
  | 'orders'
  | 'baskets'
  | 'newsletter'
  | 'alerts'
  | 'passwordChange';

/**
 * The account links (docs/product/shell.md#shell-account-links): profil, preOrders, bills, orders,
 * baskets, newsletter, alerts by mail (docs/decisions/150-article-alerts.md), with the overview and the password change; the header's account menu and the
 * account pages' navigation show the same list.
 */
export function accountLinks(shell: ShellParams): { key: AccountLinkKey; href: string }[] {
  return [
    { key: 'overview', href: paths.account.href(shell) },
    { key: 'profile', href: paths.accountProfile.href(shell) },
    { key: 'preOrders', href: paths.accountPreOrders.href(shell) },
    { key: 'bills', href: paths.accountInvoices.href(shell) },
    { key: 'orders', href: paths.accountOrders.href(shell) },
    { key: 'baskets', href: paths.accountBaskets.href(shell) },
    { key: 'newsletter', href: paths.accountNewsletter.href(shell) },
    { key: 'alerts', href: paths.accountAlerts.href(shell) },
    { key: 'passwordChange', href: paths.accountPasswordChange.href(shell) },
  ];
}
