import { formatMoney, type MoneyCurrency } from '@shop/domain/rules/money.ts';
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
}

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
  const ds = input.dropshipping;
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
