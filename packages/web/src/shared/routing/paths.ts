import type { Language, ShopCode } from '@shop/domain/shops.ts';
import type { ListingType } from '#web/shared/routing/listing-path.ts';

/**
 * The route table of the shop: every page's pattern (relative to /:shop/:language, as the router
 * registers it) and the href builder that links to it. Links are built here and nowhere else.
 * Routes: docs/product/shell.md#shell-route-map (shell, content, auth, listings, account, basket).
 */
export interface ShellParams {
  shop: ShopCode;
  language: Language;
}

interface RouteDefinition<Args extends unknown[]> {
  pattern: string;
  href: (shell: ShellParams, ...args: Args) => string;
}

export function shellHref({ shop, language }: ShellParams, ...segments: string[]): string {
  return ['', shop, language, ...segments.map(encodeSegment)].join('/');
}

/** Semicolons are legal in a path and join article numbers in readable alternative links. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%3B/gi, ';');
}

function route<Args extends unknown[]>(
  pattern: string,
  href: (shell: ShellParams, ...args: Args) => string,
): RouteDefinition<Args> {
  return { pattern, href };
}

/** An href with the given query parameters, those left undefined left out. */
function withQuery(href: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) search.set(name, value);
  const text = search.toString();
  return text === '' ? href : `${href}?${text}`;
}

/** An href with the query of `search`, when it has any. */
function withSearch(href: string, search?: URLSearchParams): string {
  const text = search?.toString() ?? '';
  return text === '' ? href : `${href}?${text}`;
}

/** A page without parameters: its href is its pattern. */
function page(pattern: string): RouteDefinition<[]> {
  return route(pattern, (shell) => shellHref(shell, ...pattern.split('/')));
}

export const paths = {
  start: route('', (shell) => shellHref(shell)),
  notFound: page('notFound'),

  // Content routes
  partner: page('partner'),
  contact: page('contact'),
  storeSupport: page('storesupport'),
  shipping: page('shipping'),
  shippingNew: page('shipping-new'),
  imprint: page('impressum'),
  copyright: page('copyright'),
  terms: page('agb'),
  termsAlias: page('agbs'),
  privacy: page('privacy-policy'),
  freightSurcharge: page('freight-surcharge'),
  newsletterUnsubscribe: route('newsletter-unsubscribe/:newsletterData', (shell, data: string) =>
    shellHref(shell, 'newsletter-unsubscribe', data),
  ),
  newsletterValidation: route(
    'newsletter-email-validation/:newsletterData',
    (shell, data: string) => shellHref(shell, 'newsletter-email-validation', data),
  ),
  analyticsOptOut: page('analytics-optout'),
  faq: page('faq'),
  poll: route('poll/:hash', (shell, hash: string) => shellHref(shell, 'poll', hash)),
  payment: page('payment'),
  explore: page('explore-heo'),
  register: page('register'),
  oldShop: page('oldShop'),
  competition: page('competition'),
  /**
   * the product names no paths for the vacancies
   * (docs/decisions/057-vacancies-pages-and-no-placeholders.md)
   */
  vacancies: page('vacancies'),
  vacancy: route('vacancies/:link', (shell, link: string) => shellHref(shell, 'vacancies', link)),

  // Auth routes
  portalLogin: route('loginPortal/:data', (shell, data: string) =>
    shellHref(shell, 'loginPortal', data),
  ),
  forgotPassword: page('forgot-password'),
  passwordRecovery: route('password-recovery/:recoveryHash', (shell, hash: string) =>
    shellHref(shell, 'password-recovery', hash),
  ),

  // Listing routes
  overview: route('overview/:name', (shell, name: string) => shellHref(shell, 'overview', name)),
  hotDeals: page('hotDeals'),
  closeOut: page('closeOut'),
  preOrder: page('preOrder'),
  /** /search/{term}; without a term /search, where a form without the script sends `?q=` */
  search: route('search/*', (shell, term: string) =>
    term === '' ? shellHref(shell, 'search') : shellHref(shell, 'search', term),
  ),
  alternative: route('alternative/*', (shell, articleNumbers: string[]) =>
    shellHref(shell, 'alternative', articleNumbers.join(';')),
  ),
  /** /show, /show/{searchParams} and /show/{searchParams}/*search */
  show: route('show/*', (shell, searchParams?: string, search?: string) =>
    shellHref(shell, 'show', ...[searchParams, search].filter((part) => part !== undefined)),
  ),
  newsletterArticles: route('newsletter/:nlId/:article', (shell, nlId: string, article: string) =>
    shellHref(shell, 'newsletter', nlId, article),
  ),
  archive: route('archive/:archive', (shell, archive: string) =>
    shellHref(shell, 'archive', archive),
  ),
  /** /{type}/*value and /{firstType}/*firstValue/{secondType}/*secondValue (listing-path.ts) */
  listing: route(':type/*', (shell, type: ListingType, value: string) =>
    shellHref(shell, type, ...value.split('/')),
  ),

  // Article, basket, account
  product: route('product/:articleNumber', (shell, articleNumber: string) =>
    shellHref(shell, 'product', articleNumber.toUpperCase()),
  ),
  basket: page('basket'),
  /** The account overview; any other /account/... path without a page of its own is not found. */
  account: route('account/*', (shell) => shellHref(shell, 'account')),
  accountShipping: page('account/shipping'),
  accountDapArticle: page('account/dap-article'),
  accountGpsr: page('account/gpsr'),
  accountNewsletterArchive: page('account/newsletter-archiv'),
  accountNewsletterIssue: route('account/newsletter/:id', (shell, id: string) =>
    shellHref(shell, 'account', 'newsletter', id),
  ),
  accountProfile: page('account/profile'),
  /** sold-out articles; /archive/{archive} leads here with the time period (decision 011) */
  accountProductArchive: page('account/product-archive'),
  accountPasswordChange: page('account/password-change'),
  /** open orders: back orders and pre-orders (docs/product/account.md#account-open-orders) */
  accountPreOrders: route('account/reservation-preorder', (shell, state?: string) =>
    withQuery(shellHref(shell, 'account', 'reservation-preorder'), { state }),
  ),
  /**
   * the same list, downloading its CSV on opening (docs/product/account.md#account-open-orders:
   * type -export)
   */
  accountPreOrdersExport: page('account/reservation-preorder-export'),
  /**
   * the invoice list, pre-filtered by a filter type (all, paid, notPaid, overdue, canceled) when
   * given, or with the filters of the list a dialog was opened over
   */
  accountInvoices: route('account/invoices', (shell, filter?: string | URLSearchParams) => {
    const href = shellHref(shell, 'account', 'invoices');
    return filter instanceof URLSearchParams
      ? withSearch(href, filter)
      : withQuery(href, { type: filter });
  }),
  /** one invoice in its dialog over the list: details, payments, card payment */
  accountInvoice: route(
    'account/invoices/:invoiceNumber',
    (shell, invoiceNumber: string, list?: URLSearchParams) =>
      withSearch(shellHref(shell, 'account', 'invoices', invoiceNumber), list),
  ),
  /** one card payment of several invoices, their numbers comma-separated, over the list */
  accountInvoicesPayment: route(
    'account/invoices/pay',
    (shell, invoiceNumbers: readonly string[], list?: URLSearchParams) => {
      const search = new URLSearchParams(list);
      search.set('invoices', invoiceNumbers.join(','));
      return withSearch(shellHref(shell, 'account', 'invoices', 'pay'), search);
    },
  ),
  /** rejected on load (docs/product/account.md#account-shop-mode) */
  accountShopMode: page('account/shop-mode'),
  accountShopModeOrders: page('account/shop-mode-orders'),
  accountOrders: page('account/orders'),
  accountOrderTracking: page('account/order-tracking'),
  /** saved baskets */
  accountBaskets: page('account/shopping-cart'),
  accountNewsletter: page('account/newsletter-options'),
  /** alerts by mail (docs/decisions/150-article-alerts.md) */
  accountAlerts: page('account/alerts'),
  accountLogout: page('account/account-logout'),
  /**
   * the order confirmation; type ds after a dropshipping order
   * (docs/product/basket.md#basket-confirm). The order number in the address lets a reload show the
   * order again (docs/decisions/023-order-confirmation.md).
   */
  accountConfirm: route('account/confirm', (shell, orderNumber?: string, type?: 'ds') => {
    const query = new URLSearchParams();
    if (orderNumber !== undefined) query.set('order', orderNumber);
    if (type !== undefined) query.set('type', type);
    const search = query.toString();
    return `${shellHref(shell, 'account', 'confirm')}${search === '' ? '' : `?${search}`}`;
  }),
  accountImportCart: page('account/import-cart'),
  /** scan barcodes into a list, then into the basket (docs/product/account.md#account-scan) */
  accountScan: page('account/scan'),
  accountPreparedBasket: route('account/import/preparedBasket/:link', (shell, link: string) =>
    shellHref(shell, 'account', 'import', 'preparedBasket', link),
  ),
} as const;
