import { invoicePdfFileName } from '@shop/domain/api/invoices.ts';
import { countryName } from '@shop/domain/rules/intl-formats.ts';
import { PAY_TYPES, payTypeOf } from '@shop/domain/rules/payment-methods.ts';
import type { Language } from '@shop/domain/shops.ts';
import { loadAccount } from '#server/accounts/accounts.service.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { shippedTexts } from '#server/i18n/shipped-texts.ts';
import { invoicedOrderOf } from '#server/orders/invoiced-orders.service.ts';
import { readStoredPdf, type PdfStore } from '#server/files/stored-pdfs.ts';
import { documentAmounts } from './invoice-document.ts';
import { findLinesOf } from './invoice-import.repository.ts';
import { linesAmounts } from './invoice-lines.ts';
import type { InvoiceRow } from './invoice-list.repository.ts';
import { ownInvoiceRow } from './invoice-list.service.ts';
import { pdfFileName } from './invoice-pdf-files.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { billingOf } from './invoices.service.ts';
import { SELLERS } from './letterhead.ts';

type Account = Awaited<ReturnType<typeof loadAccount>>;

/** The billing address as printed lines, the country named in the invoice's language. */
function addressLines(account: Account, language: Language): string[] {
  const address = account.address;
  const person = `${account.contact.firstName} ${account.contact.lastName}`.trim();
  if (!address) return [person];
  return [
    address.company ?? '',
    person,
    [address.street, address.adding].filter(Boolean).join(' '),
    `${address.zip} ${address.location}`,
    countryName(address.country, language),
  ].filter((line) => line.trim() !== '');
}

/** The language's texts of the invoices namespace, {{placeholders}} filled. */
function labels(language: Language) {
  const texts = shippedTexts(language, 'accountInvoices');
  return (key: string, values: Record<string, string> = {}) =>
    texts(key).replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');
}

const invoiceLinesOf = (db: DbOrTx, invoiceId: number) => findLinesOf(db, [invoiceId]);

/**
 * GET /account/invoice/{id}: one of the caller's invoices as a PDF in the request's language
 * (else the account's). Another customer's invoice and an unknown one are not found; an account
 * that sees no prices gets no invoice document, which is nothing but amounts
 * (docs/decisions/043-invoice-list-and-pdf.md). The ERP's own PDF is served as it is.
 */
export async function invoicePdf(
  db: DbOrTx,
  store: PdfStore,
  customer: Customer,
  invoiceNumber: string,
  requested: Language | undefined,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { pricesHidden } = await billingOf(db, customer);
  const invoice = await ownInvoiceRow(db, customer, invoiceNumber);
  if (pricesHidden) {
    throw new AppError(
      403,
      'PRICES_HIDDEN',
      'This account sees no amounts, so no invoice document',
    );
  }
  const fileName = invoicePdfFileName(invoice.invoiceNumber);
  // the ERP's own document, when it handed one in (docs/decisions/106-invoice-pdfs-and-lines.md)
  if (invoice.pdfSha256 !== null) {
    const own = await readStoredPdf(store, pdfFileName(invoice.pdfSha256));
    if (own) return { fileName, pdf: own };
  }
  return { fileName, pdf: await drawnPdf(db, customer, invoice, requested) };
}

/** The invoice drawn by the shop: its own lines, else the order it bills, else one summary line. */
async function drawnPdf(
  db: DbOrTx,
  customer: Customer,
  invoice: InvoiceRow,
  requested: Language | undefined,
): Promise<Buffer> {
  const account = await loadAccount(db, customer);
  const language = requested ?? account.language;
  const own = await invoiceLinesOf(db, invoice.id);
  const order =
    invoice.orderId === null
      ? undefined
      : await invoicedOrderOf(db, customer.accountId, invoice.orderId, language);
  const text = labels(language);
  const amounts =
    own.length > 0 ? linesAmounts(own, invoice.total) : documentAmounts(invoice, order);
  return renderInvoicePdf({
    language,
    text,
    seller: SELLERS[account.shop],
    customer: { customerNumber: account.customerNumber, address: addressLines(account, language) },
    invoice: {
      number: invoice.invoiceNumber,
      date: invoice.date,
      dueDate: invoice.dueDate,
      paidDate: invoice.paidAt,
      canceled: invoice.canceled === 1,
      cancels: invoice.canceledOrigin,
      orderNumber: order?.orderNumber ?? null,
      reference: order?.reference ?? '',
      payType: text(`pdf.payType.${PAY_TYPES[payTypeOf(invoice.paymentMethodId)]}`),
    },
    currency: invoice.currency === 'GBP' ? 'GBP' : 'EUR',
    vatFree: amounts.net !== null ? amounts.vat.length === 0 : account.billing.taxFree,
    amounts,
  });
}
