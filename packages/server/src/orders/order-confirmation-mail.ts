import { formatMoney, type MoneyCurrency } from '@shop/domain/rules/money.ts';
import {
  PAY_TYPES,
  paySettlement,
  type PayType,
  type PayTypeName,
  type PaySettlement,
} from '@shop/domain/rules/payment-methods.ts';
import {
  mailLanguage,
  renderMail,
  salutation,
  SIGNATURE,
  type MailBlock,
  type MailContent,
  type Person,
} from '#server/mail/mail-layout.ts';

export interface OrderConfirmationInput {
  person: Person;
  customerNumber: string;
  orderNumber: string;
  currency: MoneyCurrency;
  lines: { articleNumber: string; name: string; quantity: number; lineTotal: number }[];
  /**
   * null for an account whose settings.showPrices is off: the mail then names no amount at all,
   * neither sums nor line totals (decision 012).
   */
  totals: {
    net: number;
    shipping: number;
    vatNormal: number;
    vatReduced: number;
    total: number;
  } | null;
  notice: string;
  reference: string;
  /** The consumer address of a dropshipping order. */
  dropshipping: {
    firstName: string;
    lastName: string;
    street: string;
    houseNumber: string;
    additional?: string | undefined;
    zip: string;
    city: string;
    country: string;
  } | null;
  /** The account's address the order goes to, as stored with the order. */
  deliveryAddress: {
    company: string;
    street: string;
    adding: string | null;
    zip: string;
    location: string;
    country: string;
  } | null;
  /** The pay type the order was placed with (docs/decisions/116-pay-type-choice.md). */
  payType: PayType;
}

const PAY_TYPE_NAMES: Record<'de' | 'en', Record<PayTypeName, string>> = {
  de: {
    lastname: 'Lastschrift',
    sepa: 'SEPA-Lastschrift',
    prepayment: 'Vorkasse',
    invoice: 'Rechnung',
    check: 'Scheck',
    creditCard: 'Kreditkarte',
    central: 'Zentralregulierung',
    debit: 'Bankeinzug',
    paypal: 'PayPal',
    sepaCompany: 'SEPA-Firmenlastschrift',
  },
  en: {
    lastname: 'Direct debit',
    sepa: 'SEPA direct debit',
    prepayment: 'Prepayment',
    invoice: 'Invoice',
    check: 'Cheque',
    creditCard: 'Credit card',
    central: 'Central settlement',
    debit: 'Debit',
    paypal: 'PayPal',
    sepaCompany: 'SEPA business direct debit',
  },
};

const SETTLEMENTS: Record<'de' | 'en', Record<PaySettlement, string>> = {
  de: {
    beforeDispatch:
      'Sie zahlen vor dem Versand; wir versenden, sobald Ihre Zahlung eingegangen ist.',
    onInvoice: 'Wir liefern zuerst; Sie zahlen nach Erhalt der Rechnung.',
    cardAfterInvoice: 'Wir liefern zuerst; Sie zahlen die Rechnung danach mit Ihrer Karte.',
  },
  en: {
    beforeDispatch: 'You pay before dispatch; we ship as soon as your payment has arrived.',
    onInvoice: 'We deliver first; you pay on receipt of the invoice.',
    cardAfterInvoice: 'We deliver first; you then pay the invoice by card.',
  },
};

const TEXT = {
  de: {
    subject: (n: string) => `Ihre Bestellung ${n}`,
    thanks: (n: string, c: string) =>
      `vielen Dank für Ihre Bestellung. Wir haben sie unter der Nummer ${n} für Kundennummer ${c} erhalten und bearbeiten sie jetzt.`,
    articles: 'Bestellte Artikel:',
    net: 'Warenwert netto',
    shipping: 'Versand',
    vatNormal: 'MwSt. (Regelsatz)',
    vatReduced: 'MwSt. (ermäßigt)',
    total: 'Gesamtbetrag',
    reference: 'Ihre Referenz',
    notice: 'Ihre Anmerkung',
    dropshipping: 'Direktversand an:',
    delivery: 'Lieferadresse:',
    payType: 'Zahlungsart',
  },
  en: {
    subject: (n: string) => `Your order ${n}`,
    thanks: (n: string, c: string) =>
      `thank you for your order. We have received it as number ${n} for customer number ${c} and are processing it now.`,
    articles: 'Ordered articles:',
    net: 'Goods, net',
    shipping: 'Shipping',
    vatNormal: 'VAT (standard rate)',
    vatReduced: 'VAT (reduced rate)',
    total: 'Total',
    reference: 'Your reference',
    notice: 'Your note',
    dropshipping: 'Dropshipping to:',
    delivery: 'Delivery address:',
    payType: 'Payment',
  },
} as const;

/** The order confirmation (docs/product/basket.md#basket-confirm), in German or English. */
export function orderConfirmationMail(
  language: string,
  input: OrderConfirmationInput,
): MailContent {
  const lang = mailLanguage(language);
  const t = TEXT[lang];
  const money = (minor: number) => formatMoney(minor, input.currency);
  const totals = input.totals;
  const lines = input.lines
    .map((l) => {
      const line = `${l.quantity} × ${l.articleNumber} ${l.name}`;
      return totals ? `${line}: ${money(l.lineTotal)}` : line;
    })
    .join('\n');
  const blocks: MailBlock[] = [
    { paragraph: salutation(lang, input.person) },
    { paragraph: t.thanks(input.orderNumber, input.customerNumber) },
    { paragraph: `${t.articles}\n${lines}` },
  ];
  if (totals) {
    const sums = [
      `${t.net}: ${money(totals.net)}`,
      `${t.shipping}: ${money(totals.shipping)}`,
      ...(totals.vatNormal > 0 ? [`${t.vatNormal}: ${money(totals.vatNormal)}`] : []),
      ...(totals.vatReduced > 0 ? [`${t.vatReduced}: ${money(totals.vatReduced)}`] : []),
      `${t.total}: ${money(totals.total)}`,
    ];
    blocks.push({ paragraph: sums.join('\n') });
  }
  if (input.reference) blocks.push({ paragraph: `${t.reference}: ${input.reference}` });
  if (input.notice) blocks.push({ paragraph: `${t.notice}: ${input.notice}` });
  const pay = `${t.payType}: ${PAY_TYPE_NAMES[lang][PAY_TYPES[input.payType]]}`;
  blocks.push({ paragraph: `${pay}\n${SETTLEMENTS[lang][paySettlement(input.payType)]}` });
  const ds = input.dropshipping;
  const delivery = input.deliveryAddress;
  if (!ds && delivery) {
    const address = [
      delivery.company,
      delivery.street,
      ...(delivery.adding ? [delivery.adding] : []),
      `${delivery.zip} ${delivery.location}`,
      delivery.country,
    ].join('\n');
    blocks.push({ paragraph: `${t.delivery}\n${address}` });
  }
  if (ds) {
    const address = [
      `${ds.firstName} ${ds.lastName}`,
      `${ds.street} ${ds.houseNumber}`,
      ...(ds.additional ? [ds.additional] : []),
      `${ds.zip} ${ds.city}`,
      ds.country,
    ].join('\n');
    blocks.push({ paragraph: `${t.dropshipping}\n${address}` });
  }
  blocks.push({ paragraph: SIGNATURE[lang] });
  return renderMail(lang, t.subject(input.orderNumber), blocks);
}
