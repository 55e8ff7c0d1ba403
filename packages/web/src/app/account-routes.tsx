import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { shellParamsOf } from '#web/shared/routing/use-shell-params.ts';
import { loginOnly, lazyPage } from './route-helpers.tsx';

/**
 * The /account/... pages (docs/product/account.md#account-routes), each a lazily loaded chunk,
 * inside the account layout (the account pages' navigation). The logout page is a passing spinner
 * and stays outside it.
 */
/**
 * Shop mode is disabled (docs/product/account.md#account-shop-mode): its pages are rejected and
 * lead to the overview.
 */
function rejectShopMode({ params }: LoaderFunctionArgs): null {
  const shell = shellParamsOf(params);
  if (shell !== null) throw replace(paths.account.href(shell));
  return null;
}

function layoutChildren(): RouteObject[] {
  return [
    ...accountProfileRoutes(),
    ...accountBasketRoutes(),
    ...accountProductRoutes(),
    ...accountOrderRoutes(),
    ...accountInvoiceRoutes(),
    ...accountNewsletterRoutes(),
    // an unknown account page is not found, shown inside the account's navigation
    {
      path: paths.account.pattern,
      ...lazyPage(async () => {
        const { NotFoundPage } = await import('#web/shared/ui/not-found-page.tsx');
        return <NotFoundPage />;
      }),
    },
  ];
}

/** The overview, the profile, the rejected shop mode pages and the password change. */
function accountProfileRoutes(): RouteObject[] {
  return [
    {
      path: 'account',
      ...lazyPage(async () => {
        const { AccountOverviewPage } = await import('./account-overview-page.tsx');
        return loginOnly(<AccountOverviewPage />);
      }),
    },
    {
      path: paths.accountProfile.pattern,
      ...lazyPage(async () => {
        const { ProfilePage } = await import('#web/features/account/profile/profile-page.tsx');
        return loginOnly(<ProfilePage />);
      }),
    },
    { path: paths.accountShopMode.pattern, loader: rejectShopMode },
    { path: paths.accountShopModeOrders.pattern, loader: rejectShopMode },
    {
      path: paths.accountPasswordChange.pattern,
      ...lazyPage(async () => {
        const { PasswordChangePage } = await import('#web/features/auth/password-change-page.tsx');
        return loginOnly(<PasswordChangePage />);
      }),
    },
  ];
}

/** The pages around the basket: confirmation, cart import, scan, shipping, prepared basket. */
function accountBasketRoutes(): RouteObject[] {
  return [
    {
      path: paths.accountConfirm.pattern,
      ...lazyPage(async () => {
        const { OrderConfirmationPage } =
          await import('#web/features/orders/order-confirmation-page.tsx');
        return loginOnly(<OrderConfirmationPage />);
      }),
    },
    {
      path: paths.accountImportCart.pattern,
      ...lazyPage(async () => {
        const { ImportCartPage } = await import('#web/features/basket/import-cart-page.tsx');
        return loginOnly(<ImportCartPage />);
      }),
    },
    {
      // not login-only: opened offline, the list and the typed field work before the session is
      // back (docs/product/account.md#account-scan)
      path: paths.accountScan.pattern,
      ...lazyPage(async () => {
        const { ScanPage } = await import('#web/features/basket/scan/scan-page.tsx');
        return <ScanPage />;
      }),
    },
    {
      path: paths.accountShipping.pattern,
      ...lazyPage(async () => {
        const { ShippingPage } = await import('#web/features/account/shipping-page.tsx');
        return <ShippingPage />;
      }),
    },
    {
      path: paths.accountPreparedBasket.pattern,
      ...lazyPage(async () => {
        const { PreparedBasketPage } =
          await import('#web/features/basket/prepared-basket-page.tsx');
        return loginOnly(<PreparedBasketPage />);
      }),
    },
  ];
}

/** The product pages of the account area: product archive, GPSR data, DAP article. */
function accountProductRoutes(): RouteObject[] {
  return [
    {
      path: paths.accountProductArchive.pattern,
      ...lazyPage(async () => {
        const { ProductArchivePage } =
          await import('#web/features/product-information/archive/product-archive-page.tsx');
        return loginOnly(<ProductArchivePage />);
      }),
    },
    {
      path: paths.accountGpsr.pattern,
      ...lazyPage(async () => {
        const { GpsrPage } = await import('#web/features/product-information/gpsr/gpsr-page.tsx');
        return loginOnly(<GpsrPage />);
      }),
    },
    {
      path: paths.accountDapArticle.pattern,
      ...lazyPage(async () => {
        const { DapArticlePage } = await import('#web/features/account/dap-article-page.tsx');
        return <DapArticlePage />;
      }),
    },
  ];
}

/**
 * The invoice list, and over it an invoice's dialog (details, payments, card payment) or the
 * card payment of several at account/invoices/pay?invoices=…, which the same child route serves
 * (docs/decisions/044-card-payment.md, 096-invoice-dialog-and-inline-variants.md).
 */
function accountInvoiceRoutes(): RouteObject[] {
  return [
    {
      path: paths.accountInvoices.pattern,
      ...lazyPage(async () => {
        const { InvoicesPage } = await import('#web/features/invoices/invoices-page.tsx');
        return loginOnly(<InvoicesPage />);
      }),
      children: [
        { index: true, element: null },
        {
          // paths.accountInvoice, relative to the list's route
          path: ':invoiceNumber',
          ...lazyPage(async () => {
            const { InvoiceDialog } = await import('#web/features/invoices/invoice-dialog.tsx');
            return <InvoiceDialog />;
          }),
        },
      ],
    },
  ];
}

/** The orders pages of the account area (past orders, tracking, open orders, saved baskets). */
function accountOrderRoutes(): RouteObject[] {
  const orders = () => import('#web/features/orders/orders-page.tsx');
  const openOrders = () => import('#web/features/orders/open-orders-page.tsx');
  return [
    {
      path: paths.accountOrders.pattern,
      ...lazyPage(async () => {
        const { OrdersPage } = await orders();
        return loginOnly(<OrdersPage />);
      }),
    },
    {
      path: paths.accountOrderTracking.pattern,
      ...lazyPage(async () => {
        const { OrderTrackingPage } = await import('#web/features/orders/order-tracking-page.tsx');
        return loginOnly(<OrderTrackingPage />);
      }),
    },
    {
      path: paths.accountPreOrders.pattern,
      ...lazyPage(async () => {
        const { OpenOrdersPage } = await openOrders();
        return loginOnly(<OpenOrdersPage />);
      }),
    },
    {
      path: paths.accountPreOrdersExport.pattern,
      ...lazyPage(async () => {
        const { OpenOrdersPage } = await openOrders();
        return loginOnly(<OpenOrdersPage exportOnOpen />);
      }),
    },
    {
      path: paths.accountBaskets.pattern,
      ...lazyPage(async () => {
        const { SavedBasketsPage } = await import('#web/features/orders/saved-baskets-page.tsx');
        return loginOnly(<SavedBasketsPage />);
      }),
    },
  ];
}

/** The newsletter options, the archive and one newsletter (docs/decisions/051-newsletters.md). */
function accountNewsletterRoutes(): RouteObject[] {
  return [
    {
      path: paths.accountNewsletter.pattern,
      ...lazyPage(async () => {
        const { NewsletterOptionsPage } =
          await import('#web/features/newsletter/newsletter-options-page.tsx');
        return loginOnly(<NewsletterOptionsPage />);
      }),
    },
    {
      path: paths.accountAlerts.pattern,
      ...lazyPage(async () => {
        const { AlertsPage } = await import('#web/features/account/alerts/alerts-page.tsx');
        return loginOnly(<AlertsPage />);
      }),
    },
    {
      path: paths.accountNewsletterArchive.pattern,
      ...lazyPage(async () => {
        const { NewsletterArchivePage } =
          await import('#web/features/newsletter/newsletter-archive-page.tsx');
        return loginOnly(<NewsletterArchivePage />);
      }),
    },
    {
      path: paths.accountNewsletterIssue.pattern,
      ...lazyPage(async () => {
        const { NewsletterPage } = await import('#web/features/newsletter/newsletter-page.tsx');
        return loginOnly(<NewsletterPage />);
      }),
    },
  ];
}

export function accountRoutes(): RouteObject[] {
  return [
    {
      path: paths.accountLogout.pattern,
      ...lazyPage(async () => {
        const { AccountLogoutPage } = await import('#web/features/account/account-logout-page.tsx');
        return <AccountLogoutPage />;
      }),
    },
    {
      lazy: async () => {
        const { AccountLayout } = await import('#web/features/account/account-layout.tsx');
        return { element: <AccountLayout /> };
      },
      children: layoutChildren(),
    },
  ];
}
