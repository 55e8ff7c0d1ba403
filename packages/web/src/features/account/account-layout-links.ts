import { accountLinks, type AccountLinkKey } from '#web/shared/account/account-links.ts';
import { paths, type ShellParams } from '#web/shared/routing/paths.ts';

export type AccountPageKey =
  | AccountLinkKey
  | 'orderTracking'
  | 'productArchive'
  | 'importCart'
  | 'scan'
  | 'shipping'
  | 'gpsr'
  | 'dap';

export interface AccountPageLink {
  key: AccountPageKey;
  href: string;
}

/**
 * The account pages' navigation: the header's account links, then the pages the header's menu
 * leaves out (tracking, archive, the basket import, the scan page, shipping, GPSR, damaged packaging), so every
 * account page can be reached from every other.
 */
export function accountPageLinks(shell: ShellParams): {
  main: AccountPageLink[];
  more: AccountPageLink[];
} {
  return {
    main: accountLinks(shell),
    more: [
      { key: 'orderTracking', href: paths.accountOrderTracking.href(shell) },
      { key: 'productArchive', href: paths.accountProductArchive.href(shell) },
      { key: 'importCart', href: paths.accountImportCart.href(shell) },
      { key: 'scan', href: paths.accountScan.href(shell) },
      { key: 'shipping', href: paths.accountShipping.href(shell) },
      { key: 'gpsr', href: paths.accountGpsr.href(shell) },
      { key: 'dap', href: paths.accountDapArticle.href(shell) },
    ],
  };
}
