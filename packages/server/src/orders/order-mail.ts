import type { BasketTotals } from '@shop/domain/rules/basket-line.ts';
import type { DropshippingAddress } from '@shop/domain/rules/dropshipping.ts';
import type { PayType } from '@shop/domain/rules/payment-methods.ts';
import type { Currency } from '@shop/domain/shops.ts';
import type { DeliveryAddress } from '#server/accounts/delivery-addresses.service.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { Person } from '#server/mail/mail-layout.ts';
import { orderConfirmationMail } from './order-confirmation-mail.ts';
import type { BasketAccount } from '#server/basket/basket.service.ts';

export interface OrderMailData {
  account: BasketAccount;
  /** settings.showPrices: without it the mail names no amount (decision 012). */
  showPrices: boolean;
  /** Read inside the order transaction, so nothing touches the database after the answer. */
  person: Person;
  orderNumber: string;
  currency: Currency;
  totals: BasketTotals;
  lines: { articleNumber: string; name: string; quantity: number; lineTotal: number }[];
  dropshipping: DropshippingAddress | null;
  /** the account's address the order goes to, as stored with it */
  deliveryAddress: DeliveryAddress | null;
  payType: PayType;
  notice: string;
  reference: string;
}

/**
 * Mails the order confirmation to the account's address in its language. Called after the
 * order committed, in the background: a failing mail server never undoes or delays the order,
 * but the failure is logged, so staff can tell the customer; the result tells whether the mail
 * went out.
 */
export async function sendOrderConfirmation(
  services: { mailer: Mailer; onMailError: (error: unknown, orderNumber: string) => void },
  data: OrderMailData,
): Promise<boolean> {
  try {
    const mail = orderConfirmationMail(data.account.language, {
      person: data.person,
      customerNumber: data.account.customerNumber,
      orderNumber: data.orderNumber,
      currency: data.currency,
      lines: data.lines,
      totals: data.showPrices ? data.totals : null,
      notice: data.notice,
      reference: data.reference,
      dropshipping: data.dropshipping,
      deliveryAddress: data.deliveryAddress,
      payType: data.payType,
    });
    await services.mailer.send({ to: data.account.email, ...mail });
    return true;
  } catch (error) {
    services.onMailError(error, data.orderNumber);
    return false;
  }
}
