/**
 * The six demo accounts with contacts, addresses, three years of orders and invoices (paid,
 * unpaid, overdue, cancelled), the parcels of shipped orders, open orders, turnover, newsletter
 * addresses, saved searches, a saved basket and messages. Orders reference seeded articles and
 * prices. The rows are composed here; `account-records.ts` turns what the ERP owns into import
 * records (docs/decisions/105-the-demo-through-the-import.md).
 *
 * Conventions: order numbers `A{yy}{nnnnn}`, invoice numbers `R{yy}{nnnnn}`; a cancelled invoice
 * has `canceled = 1`, and its cancellation invoice (negative total) has `canceled = 1` and
 * `canceled_origin` = the cancelled invoice's number. `payment_method_id` is a pay type value.
 */
import {
  OPEN_ORDER_STATES,
  type ArticleState,
  type OpenOrderState,
} from '@shop/domain/rules/availability.ts';
import { openOrderArticleFields } from '@shop/domain/rules/open-orders.ts';
import {
  SHOP_CURRENCY,
  SHOP_DEFAULT_COUNTRY,
  type Currency,
  type Language,
  type ShopCode,
} from '@shop/domain/shops.ts';
import type { Insertable } from 'kysely';
import type { OrderLines } from '#server/db/tables.ts';
import { RowBatch } from './bulk-writer.ts';
import type { SeedArticle } from './catalog-seed.ts';
import { addDays, daysBetween, timestamp, yearOf } from './dates.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { NEWSLETTER_TYPE_IDS } from '@shop/domain/rules/newsletter-types.ts';
import { Random } from './random.ts';

const SEED = 'wholesale-demo-accounts-v1';

interface Address {
  company: string;
  street: string;
  adding: string | null;
  location: string;
  zip: string;
}

interface AccountDef {
  email: string;
  customerNumber: string;
  shop: ShopCode;
  language: Language;
  payType: number;
  creditLine: number;
  flags: {
    taxFree?: boolean;
    blockBasket?: boolean;
    enableDropShipping?: boolean;
    businessConsole?: boolean;
    passwordInitialization?: boolean;
    hideEvp?: boolean;
  };
  shopType: number;
  taxId: string;
  website: string | null;
  contact: {
    gender: string;
    firstName: string;
    lastName: string;
    phone: string;
    cellPhone: string | null;
  };
  billing: Address;
  shipping: Address | null;
  /** further shipping addresses the buyer may choose in the basket (decision 117) */
  furtherShipping?: readonly Address[];
  shippingInformation: string | null;
  /** Orders per month over the last three years. */
  ordersPerMonth: number;
  newsletterTypes: number[];
  createdDaysAgo: number;
}

const ACCOUNT_DETAILS: Record<string, Omit<AccountDef, 'email' | 'customerNumber'>> = {
  'demo@example.com': {
    shop: 'de',
    language: 'de',
    // an account with a credit line buys on invoice (docs/decisions/116-pay-type-choice.md)
    payType: 5,
    creditLine: 1_000_000,
    flags: { enableDropShipping: true },
    shopType: 2,
    taxId: 'DE811234567',
    website: 'https://sternschnuppe-spielwaren.example',
    contact: {
      gender: 'female',
      firstName: 'Lena',
      lastName: 'Krüger',
      phone: '+49 611 123456',
      cellPhone: '+49 170 1234567',
    },
    billing: {
      company: 'Sternschnuppe Spielwaren GmbH',
      street: 'Marktstraße 12',
      adding: null,
      location: 'Wiesbaden',
      zip: '65183',
    },
    shipping: {
      company: 'Sternschnuppe Spielwaren GmbH – Lager',
      street: 'Am Güterbahnhof 4',
      adding: 'Rampe 2',
      location: 'Wiesbaden',
      zip: '65203',
    },
    furtherShipping: [
      {
        company: 'Sternschnuppe Spielwaren GmbH – Filiale Mainz',
        street: 'Große Bleiche 20',
        adding: null,
        location: 'Mainz',
        zip: '55116',
      },
    ],
    shippingInformation: 'Anlieferung Montag bis Freitag, 8 bis 16 Uhr, Rampe 2.',
    ordersPerMonth: 3,
    newsletterTypes: [
      NEWSLETTER_TYPE_IDS.toys,
      NEWSLETTER_TYPE_IDS.collectibles,
      NEWSLETTER_TYPE_IDS.games,
    ],
    createdDaysAgo: 1400,
  },
  'demo-uk@example.com': {
    shop: 'uk',
    language: 'en',
    payType: 8,
    creditLine: 500_000,
    flags: {},
    shopType: 3,
    taxId: 'GB123456789',
    website: 'https://dragons-hoard.example',
    contact: {
      gender: 'male',
      firstName: 'Oliver',
      lastName: 'Hughes',
      phone: '+44 1904 123456',
      cellPhone: null,
    },
    billing: {
      company: "The Dragon's Hoard Ltd",
      street: '14 Castle Street',
      adding: null,
      location: 'York',
      zip: 'YO1 9RN',
    },
    shipping: null,
    shippingInformation: null,
    ordersPerMonth: 2,
    newsletterTypes: [NEWSLETTER_TYPE_IDS.manga, NEWSLETTER_TYPE_IDS.games],
    createdDaysAgo: 1300,
  },
  'console@example.com': {
    shop: 'de',
    language: 'de',
    payType: 5,
    creditLine: 250_000,
    flags: { businessConsole: true },
    shopType: 4,
    taxId: 'DE298765432',
    website: 'https://brettspiel-kontor.example',
    contact: {
      gender: 'male',
      firstName: 'Jonas',
      lastName: 'Petersen',
      phone: '+49 40 9876543',
      cellPhone: null,
    },
    billing: {
      company: 'Brettspiel-Kontor Nord KG',
      street: 'Speicherstraße 3',
      adding: '2. OG',
      location: 'Hamburg',
      zip: '20457',
    },
    shipping: null,
    furtherShipping: [
      {
        company: 'Brettspiel-Kontor Nord KG – Lager',
        street: 'Am Sandtorkai 50',
        adding: 'Tor 3',
        location: 'Hamburg',
        zip: '20457',
      },
    ],
    shippingInformation: null,
    ordersPerMonth: 2,
    newsletterTypes: [NEWSLETTER_TYPE_IDS.games, NEWSLETTER_TYPE_IDS.storage],
    createdDaysAgo: 1250,
  },
  'blocked@example.com': {
    shop: 'de',
    language: 'de',
    payType: 4,
    creditLine: 0,
    flags: { blockBasket: true },
    shopType: 2,
    taxId: 'DE276543210',
    website: null,
    contact: {
      gender: 'divers',
      firstName: 'Sam',
      lastName: 'Müller',
      phone: '+49 341 555123',
      cellPhone: null,
    },
    billing: {
      company: 'Comic-Ecke Müller e. K.',
      street: 'Karl-Liebknecht-Straße 88',
      adding: null,
      location: 'Leipzig',
      zip: '04275',
    },
    shipping: null,
    shippingInformation: null,
    ordersPerMonth: 1,
    newsletterTypes: [NEWSLETTER_TYPE_IDS.manga],
    createdDaysAgo: 1200,
  },
  'taxfree@example.com': {
    shop: 'fr',
    language: 'fr',
    payType: 5,
    creditLine: 300_000,
    flags: { taxFree: true },
    shopType: 3,
    taxId: 'FR40123456789',
    website: 'https://boutique-du-dragon.example',
    contact: {
      gender: 'female',
      firstName: 'Camille',
      lastName: 'Laurent',
      phone: '+33 4 78 12 34 56',
      cellPhone: '+33 6 12 34 56 78',
    },
    billing: {
      company: 'La Boutique du Dragon SARL',
      street: '8 rue de la République',
      adding: null,
      location: 'Lyon',
      zip: '69002',
    },
    shipping: null,
    shippingInformation: null,
    ordersPerMonth: 1,
    newsletterTypes: [NEWSLETTER_TYPE_IDS.collectibles, NEWSLETTER_TYPE_IDS.fashion],
    createdDaysAgo: 1150,
  },
  'new@example.com': {
    shop: 'de',
    language: 'de',
    payType: 4,
    creditLine: 0,
    flags: { passwordInitialization: true, hideEvp: true },
    shopType: 5,
    taxId: 'DE265432109',
    website: null,
    contact: {
      gender: 'female',
      firstName: 'Mia',
      lastName: 'Schneider',
      phone: '+49 89 4455667',
      cellPhone: null,
    },
    billing: {
      company: 'Geschenkeladen Schneider',
      street: 'Sendlinger Straße 21',
      adding: null,
      location: 'München',
      zip: '80331',
    },
    shipping: null,
    shippingInformation: null,
    ordersPerMonth: 1,
    newsletterTypes: [NEWSLETTER_TYPE_IDS.gifts],
    createdDaysAgo: 1100,
  },
};

/**
 * The free-shipping threshold and fee per shop (docs/product/basket.md#basket-shipping-tiers), in
 * minor units.
 */
const SHIPPING: Record<ShopCode, { threshold: number; fee: number }> = {
  de: { threshold: 25_000, fee: 1_500 },
  fr: { threshold: 35_000, fee: 2_500 },
  uk: { threshold: 30_000, fee: 2_500 },
};

export interface AccountsSeedOptions {
  referenceDate: string;
  articles: readonly SeedArticle[];
}

export interface AccountsSeedResult {
  accounts: number;
  orders: number;
  orderLines: number;
  invoices: { paid: number; unpaid: number; overdue: number; canceled: number };
  openOrders: number;
}

interface Counters {
  accountId: number;
  contactId: number;
  addressId: number;
  orderId: number;
  orderLineId: number;
  invoiceId: number;
  transactionId: number;
  openOrderId: number;
  newsletterEmailId: number;
  savedSearchId: number;
  messageId: number;
  savedBasketId: number;
  savedBasketLineId: number;
  orderNumbers: Map<number, number>;
  invoiceNumbers: Map<number, number>;
}

function nextNumber(map: Map<number, number>, prefix: string, date: string): string {
  const year = yearOf(date);
  const next = (map.get(year) ?? 0) + 1;
  map.set(year, next);
  return `${prefix}${String(year).slice(2)}${String(next).padStart(5, '0')}`;
}

interface InvoiceDraft {
  id: number;
  number: string;
  orderId: number;
  date: string;
  dueDate: string;
  total: number;
  paymentMethodId: number;
  paidAt: string | null;
  canceled: 0 | 1;
  canceledOrigin: string | null;
}

function orderable(
  articles: readonly SeedArticle[],
  states: readonly ArticleState[],
): SeedArticle[] {
  return articles.filter((article) => states.includes(article.state));
}

/** The searches a demo buyer saved, named in the buyer's language. */
const SAVED_SEARCHES: Record<Language, readonly (readonly [string, string])[]> = {
  de: [
    ['Neue Figuren auf Lager', 'C1_FInS_Oc'],
    ['Manga-Vorbestellungen', 'C5_FPrO_O5'],
  ],
  en: [['Board games in stock', 'C6_FInS_O1']],
  es: [['Juegos de mesa en stock', 'C6_FInS_O1']],
  fr: [['Jeux de société en stock', 'C6_FInS_O1']],
  it: [['Giochi da tavolo disponibili', 'C6_FInS_O1']],
  pl: [['Gry planszowe na stanie', 'C6_FInS_O1']],
  ja: [['在庫ありのボードゲーム', 'C6_FInS_O1']],
};

/** The demo accounts' rows, with the seed's own ids (the import numbers the ERP's rows anew). */
export function composeAccounts(options: AccountsSeedOptions): {
  batch: RowBatch;
  result: AccountsSeedResult;
} {
  const ref = options.referenceDate;
  const batch = new RowBatch();
  const result: AccountsSeedResult = {
    accounts: 0,
    orders: 0,
    orderLines: 0,
    invoices: { paid: 0, unpaid: 0, overdue: 0, canceled: 0 },
    openOrders: 0,
  };
  const counters: Counters = {
    accountId: 0,
    contactId: 0,
    addressId: 0,
    orderId: 0,
    orderLineId: 0,
    invoiceId: 0,
    transactionId: 0,
    openOrderId: 0,
    newsletterEmailId: 0,
    savedSearchId: 0,
    messageId: 0,
    savedBasketId: 0,
    savedBasketLineId: 0,
    orderNumbers: new Map(),
    invoiceNumbers: new Map(),
  };
  // Past orders hold articles that could be delivered; at most 400 distinct ones keep it quick.
  const sellable = orderable(options.articles, [
    'inStock',
    'partialStock',
    'soldOut',
    'inStockOverdue',
    'inquiry',
    'inTake',
  ]).slice(0, 400);

  for (const demo of DEMO_ACCOUNTS) {
    const details = ACCOUNT_DETAILS[demo.email];
    if (!details) throw new Error(`No seed details for demo account ${demo.email}`);
    const account: AccountDef = {
      ...details,
      email: demo.email,
      customerNumber: demo.customerNumber,
    };
    const random = Random.derive(SEED, account.email);
    const accountId = ++counters.accountId;
    const currency = SHOP_CURRENCY[account.shop];
    const country = SHOP_DEFAULT_COUNTRY[account.shop];
    const createdAt = timestamp(addDays(ref, -account.createdDaysAgo), 9, 30);
    batch.add('accounts', {
      id: accountId,
      customerNumber: account.customerNumber,
      shop: account.shop,
      companyCode: account.customerNumber.split('/')[0]!,
      email: account.email,
      passwordInitialization: account.flags.passwordInitialization ? 1 : 0,
      active: 1,
      language: account.language,
      currency,
      payType: account.payType,
      creditLine: account.creditLine,
      taxFree: account.flags.taxFree ? 1 : 0,
      blockBasket: account.flags.blockBasket ? 1 : 0,
      showPrices: 1,
      hideEvp: account.flags.hideEvp ? 1 : 0,
      enableDropShipping: account.flags.enableDropShipping ? 1 : 0,
      businessConsole: account.flags.businessConsole ? 1 : 0,
      shopType: account.shopType,
      taxIdentificationNumber: account.taxId,
      website: account.website,
      shippingInformation: account.shippingInformation,
      logoImage: null,
      privacyAcceptedAt: account.flags.passwordInitialization ? null : createdAt,
      createdAt,
      deletedAt: null,
    });
    result.accounts++;

    batch.add('accountContacts', {
      id: ++counters.contactId,
      accountId,
      gender: account.contact.gender,
      firstName: account.contact.firstName,
      lastName: account.contact.lastName,
      email: account.email,
      phone: account.contact.phone,
      cellPhone: account.contact.cellPhone,
      isPrimary: 1,
    });
    if (account.email === 'demo@example.com') {
      batch.add('accountContacts', {
        id: ++counters.contactId,
        accountId,
        gender: 'male',
        firstName: 'Tim',
        lastName: 'Krüger',
        email: 'einkauf@sternschnuppe-spielwaren.example',
        phone: '+49 611 123457',
        cellPhone: null,
        isPrimary: 0,
      });
    }
    for (const [kind, address] of [
      ['billing', account.billing],
      ['shipping', account.shipping ?? account.billing],
      ...(account.furtherShipping ?? []).map((further) => ['shipping', further] as const),
    ] as const) {
      batch.add('accountAddresses', {
        id: ++counters.addressId,
        accountId,
        kind,
        country,
        ...address,
      });
    }

    // --- orders and invoices ------------------------------------------------------------
    const turnover = new Map<number, number>();
    const invoices: InvoiceDraft[] = [];
    const start = addDays(ref, -3 * 365 + 10);
    const days = daysBetween(start, ref);
    const orderCount =
      sellable.length === 0 ? 0 : Math.round((days / 30.4) * account.ordersPerMonth);
    const orderDays = Array.from({ length: orderCount }, () => random.int(0, days)).sort(
      (a, b) => a - b,
    );
    const cancelEvery = 17;
    orderDays.forEach((offset, index) => {
      const date = addDays(start, offset);
      const orderId = ++counters.orderId;
      const orderNumber = nextNumber(counters.orderNumbers, 'A', date);
      const lineCount = random.int(3, 12);
      const chosen = random.sample(sellable, lineCount);
      let net = 0;
      let normal = 0;
      let reduced = 0;
      // lines are added after their order row (the batch writes tables in first-added order)
      const lines: Insertable<OrderLines>[] = [];
      for (const article of chosen) {
        const quantity = article.caseQuantity * random.int(1, 5);
        const single = article.prices[currency];
        const gross = single * quantity;
        const extra = random.chance(0.1) ? 3 : 0;
        const discount = Math.round((gross * (article.rebate + extra)) / 100);
        const lineTotal = gross - discount;
        net += lineTotal;
        if (article.taxRate > 10) normal += lineTotal;
        else reduced += lineTotal;
        lines.push({
          id: ++counters.orderLineId,
          orderId,
          articleNumber: article.articleNumber,
          quantity,
          singlePrice: single,
          discount,
          lineTotal,
          taxRate: article.taxRate,
        });
        result.orderLines++;
      }
      const shipping = net >= SHIPPING[account.shop].threshold ? 0 : SHIPPING[account.shop].fee;
      // Tax-free accounts and the UK shop (an export) pay no German VAT.
      const vatFree = account.flags.taxFree === true || account.shop === 'uk';
      const vatNormal = vatFree ? 0 : Math.round(((normal + shipping) * 19) / 100);
      const vatReduced = vatFree ? 0 : Math.round((reduced * 7) / 100);
      const total = net + shipping + vatNormal + vatReduced;
      const age = daysBetween(date, ref);
      const canceled = index % cancelEvery === 5 && age > 20;
      const processing = !canceled && age <= 3;
      const dropshipping =
        account.flags.enableDropShipping && random.chance(0.1)
          ? JSON.stringify({
              firstName: 'Jana',
              lastName: 'Vogel',
              street: 'Lindenweg',
              houseNumber: String(random.int(1, 80)),
              additional: '',
              zip: '60311',
              city: 'Frankfurt am Main',
              country: 'DE',
              email: 'jana.vogel@example.net',
              phoneNumber: '+49 69 1234567',
            })
          : null;
      batch.add('orders', {
        id: orderId,
        orderNumber,
        accountId,
        basketId: null,
        status: canceled ? 'canceled' : processing ? 'processing' : 'shipped',
        currency,
        net,
        vatNormal,
        vatReduced,
        shipping,
        total,
        payType: account.payType,
        notice: random.chance(0.1) ? 'Bitte vor 12 Uhr liefern.' : '',
        reference: random.chance(0.3)
          ? `PO-${yearOf(date)}-${String(random.int(1, 999)).padStart(3, '0')}`
          : '',
        dropshipping,
        createdAt: timestamp(date, random.int(7, 18), random.int(0, 59)),
      });
      for (const line of lines) batch.add('orderLines', line);
      if (!canceled && !processing) batch.add('orderParcels', parcelOf(orderId, orderNumber));
      result.orders++;
      if (!canceled) turnover.set(yearOf(date), (turnover.get(yearOf(date)) ?? 0) + net);
      if (processing) return;

      const invoiceDate = addDays(date, random.int(0, 2));
      const dueDate = addDays(invoiceDate, account.payType === 5 ? 30 : 14);
      const invoice: InvoiceDraft = {
        id: ++counters.invoiceId,
        number: nextNumber(counters.invoiceNumbers, 'R', invoiceDate),
        orderId,
        date: invoiceDate,
        dueDate,
        total,
        paymentMethodId: random.chance(0.1) ? 8 : account.payType,
        paidAt: null,
        canceled: canceled ? 1 : 0,
        canceledOrigin: null,
      };
      const overdueWindow = account.flags.blockBasket ? 120 : 40;
      if (!canceled && dueDate < ref) {
        const overdue =
          daysBetween(dueDate, ref) <= overdueWindow &&
          random.chance(account.flags.blockBasket ? 0.9 : 0.4);
        if (!overdue)
          invoice.paidAt = timestamp(
            addDays(invoiceDate, random.int(1, 12)),
            random.int(8, 17),
            random.int(0, 59),
          );
      }
      invoices.push(invoice);
      if (canceled) {
        const stornoDate = addDays(invoiceDate, random.int(1, 10));
        invoices.push({
          id: ++counters.invoiceId,
          number: nextNumber(counters.invoiceNumbers, 'R', stornoDate),
          orderId,
          date: stornoDate,
          dueDate: stornoDate,
          total: -total,
          paymentMethodId: invoice.paymentMethodId,
          paidAt: null,
          canceled: 1,
          canceledOrigin: invoice.number,
        });
      }
    });

    // every account shows every invoice condition: at least one unpaid and one overdue
    const open = invoices.filter((invoice) => invoice.canceled === 0);
    if (
      open.length >= 2 &&
      !open.some((invoice) => invoice.paidAt === null && invoice.dueDate >= ref)
    ) {
      const latest = open[open.length - 1]!;
      latest.paidAt = null;
      latest.dueDate = addDays(ref, 7);
    }
    if (
      open.length >= 3 &&
      !open.some((invoice) => invoice.paidAt === null && invoice.dueDate < ref)
    ) {
      const candidate = [...open].reverse().find((invoice) => invoice.dueDate < ref);
      if (candidate) candidate.paidAt = null;
    }
    // and one open invoice the card provider collects, so the list offers to pay online
    const unpaid = open.filter((invoice) => invoice.paidAt === null);
    if (unpaid.length > 0 && !unpaid.some((invoice) => invoice.paymentMethodId === 8)) {
      unpaid[unpaid.length - 1]!.paymentMethodId = 8;
    }
    for (const invoice of invoices) {
      batch.add('invoices', {
        id: invoice.id,
        invoiceNumber: invoice.number,
        accountId,
        orderId: invoice.orderId,
        date: invoice.date,
        dueDate: invoice.dueDate,
        total: invoice.total,
        currency,
        paymentMethodId: invoice.paymentMethodId,
        paidAt: invoice.paidAt,
        canceled: invoice.canceled,
        canceledOrigin: invoice.canceledOrigin,
      });
      if (invoice.canceled === 1) result.invoices.canceled++;
      else if (invoice.paidAt !== null) result.invoices.paid++;
      else if (invoice.dueDate < ref) result.invoices.overdue++;
      else result.invoices.unpaid++;
      if (invoice.paidAt !== null && invoice.paymentMethodId === 8) {
        batch.add('transactions', {
          id: ++counters.transactionId,
          invoiceId: invoice.id,
          accountId,
          provider: 'offline',
          providerOrderId: `seed-${invoice.number}`,
          amount: invoice.total,
          currency,
          status: 'settled',
          createdAt: invoice.paidAt,
        });
      }
    }

    for (let back = 0; back < 3; back++) {
      const year = yearOf(ref) - back;
      batch.add('turnover', { accountId, year, amount: turnover.get(year) ?? 0, currency });
    }

    // --- open orders: back orders and pre-orders in every open-order state ---------------------
    result.openOrders += addOpenOrders(batch, counters, random, options.articles, {
      accountId,
      currency,
      ref,
      count: account.email === 'demo@example.com' ? 24 : 10,
    });

    // --- newsletter addresses, saved searches, messages, saved basket -------------------------
    batch.add('newsletterEmails', {
      id: ++counters.newsletterEmailId,
      accountId,
      email: account.email,
      language: account.language,
      active: 1,
      types: JSON.stringify(account.newsletterTypes),
      validationToken: null,
      validatedAt: createdAt,
      createdAt,
    });
    if (account.email === 'demo@example.com') {
      batch.add('newsletterEmails', {
        id: ++counters.newsletterEmailId,
        accountId,
        email: 'einkauf@sternschnuppe-spielwaren.example',
        language: 'en',
        active: 0,
        types: JSON.stringify([NEWSLETTER_TYPE_IDS.manga, NEWSLETTER_TYPE_IDS.receiving]),
        validationToken: 'seed-validation-token-demo',
        validatedAt: null,
        createdAt: timestamp(addDays(ref, -3), 10, 15),
      });
    }
    for (const [name, search] of SAVED_SEARCHES[account.language]) {
      batch.add('savedSearches', {
        id: ++counters.savedSearchId,
        accountId,
        name,
        search,
        createdAt: timestamp(addDays(ref, -random.int(5, 200)), 11, 0),
      });
    }
    if (account.email === 'demo@example.com') {
      batch.add('accountMessages', {
        id: ++counters.messageId,
        accountId,
        elsId: 'welcome-demo',
        text: 'Willkommen im Demo-Shop! Alle Daten sind erfunden.',
        showOneTime: 1,
        seenAt: null,
      });
      const savedBasketId = ++counters.savedBasketId;
      batch.add('savedBaskets', {
        id: savedBasketId,
        accountId,
        note: 'Nachbestellung Weihnachten',
        dropshipping: null,
        savedAt: timestamp(addDays(ref, -12), 16, 45),
      });
      for (const article of random.sample(orderable(options.articles, ['inStock']), 4)) {
        batch.add('savedBasketLines', {
          id: ++counters.savedBasketLineId,
          savedBasketId,
          articleNumber: article.articleNumber,
          quantity: article.caseQuantity * random.int(1, 3),
        });
      }
    }
    if (account.flags.blockBasket) {
      batch.add('accountMessages', {
        id: ++counters.messageId,
        accountId,
        elsId: 'basket-blocked',
        text: 'Ihr Warenkorb ist gesperrt. Bitte begleichen Sie die überfälligen Rechnungen.',
        showOneTime: 0,
        seenAt: null,
      });
    }
  }
  return { batch, result };
}

/**
 * The parcel a shipped demo order went out in. Drawn from the order number, not from the
 * account's random sequence, so the other demo rows stay as they were.
 */
function parcelOf(orderId: number, orderNumber: string) {
  const trackingNumber = `003404341${orderNumber.slice(1).padStart(11, '0')}`;
  return {
    orderId,
    position: 0,
    carrier: 'DHL',
    trackingNumber,
    trackingUrl: `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${trackingNumber}`,
  };
}

/** The article state an open-order state is drawn from. */
const OPEN_ORDER_SOURCE: Record<OpenOrderState, ArticleState> = {
  inStock: 'inStock',
  partialStock: 'partialStock',
  inStockOverdue: 'inStockOverdue',
  inStockFdosPending: 'inStockFdosPending',
  inTake: 'inTake',
  partialInTake: 'inTake',
  partialInTakeNotAvail: 'inTake',
  preOrder: 'preorder',
  inquiry: 'inquiry',
  soldOut: 'soldOut',
};

function addOpenOrders(
  batch: RowBatch,
  counters: Counters,
  random: Random,
  articles: readonly SeedArticle[],
  options: { accountId: number; currency: Currency; ref: string; count: number },
): number {
  const byState = new Map<ArticleState, SeedArticle[]>();
  for (const article of articles.slice(0, 5000)) {
    const list = byState.get(article.state) ?? [];
    list.push(article);
    byState.set(article.state, list);
  }
  let written = 0;
  const used = new Set<string>();
  for (let i = 0; i < options.count; i++) {
    // cycle through every state first, then weight pre-orders and arrivals
    const state: OpenOrderState =
      i < OPEN_ORDER_STATES.length
        ? OPEN_ORDER_STATES[i]!
        : random.weighted<OpenOrderState>([
            ['preOrder', 5],
            ['inTake', 3],
            ['partialStock', 1],
            ['inStock', 1],
            ['partialInTake', 1],
          ]);
    const candidates = (byState.get(OPEN_ORDER_SOURCE[state]) ?? []).filter(
      (a) => !used.has(a.articleNumber),
    );
    if (candidates.length === 0) continue;
    const article = random.pick(candidates);
    used.add(article.articleNumber);
    const quantity = article.caseQuantity * random.int(2, 6);
    const available =
      state === 'inStock' || state === 'inStockFdosPending'
        ? quantity
        : state === 'partialStock' || state === 'partialInTake'
          ? article.caseQuantity
          : 0;
    // the article was drawn for its state (OPEN_ORDER_SOURCE), so a pre-order state has a
    // pre-order article and the shared rule gives the same kind
    const { kind, ...dates } = openOrderArticleFields(article, options.ref);
    const id = ++counters.openOrderId;
    batch.add('openOrders', {
      id,
      // the ERP's line id an import keys the line by; the demo's are numbered
      erpLineId: `demo-${String(id).padStart(5, '0')}`,
      accountId: options.accountId,
      articleNumber: article.articleNumber,
      kind,
      state,
      orderDate: addDays(options.ref, -random.int(1, 120)),
      ...dates,
      singlePrice: article.prices[options.currency],
      rebate: article.rebate,
      currency: options.currency,
      quantity,
      caseQuantity: article.caseQuantity,
      availableQuantity: available,
      poNumber: random.chance(0.4) ? `PO-${String(random.int(100, 9999)).padStart(4, '0')}` : null,
      reference: random.chance(0.3)
        ? random.pick(['Schaufenster', 'Kundenwunsch', 'Messe', 'Regal 3'])
        : null,
    });
    written++;
  }
  return written;
}
