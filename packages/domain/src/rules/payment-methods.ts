/**
 * Payment methods by billing country (docs/product/identity.md#auth-payment-methods) and account
 * pay types (docs/product/basket.md#basket-pay-types).
 */

export interface CountryRestricted {
  /** Countries the method is hidden for. */
  restricted?: readonly string[] | null | undefined;
  /** When non-empty, the only countries the method is shown for. */
  exclusive?: readonly string[] | null | undefined;
}

// Country lists come from data; compare codes trimmed and upper-cased.
const normalize = (country: string): string => country.trim().toUpperCase();

/**
 * Whether a method is offered for a billing country: not when the country is restricted,
 * and not when an exclusive list exists without it. Restricted wins over exclusive.
 */
export function isPaymentMethodAvailable(method: CountryRestricted, country: string): boolean {
  const code = normalize(country);
  const restricted = (method.restricted ?? []).map(normalize);
  const exclusive = (method.exclusive ?? []).map(normalize);
  if (restricted.includes(code)) return false;
  return exclusive.length === 0 || exclusive.includes(code);
}

/** The methods offered for a billing country, in their original order. */
export function paymentMethodsFor<T extends CountryRestricted>(
  methods: readonly T[],
  country: string,
): T[] {
  return methods.filter((method) => isPaymentMethodAvailable(method, country));
}

/** Account pay types. Three values mean invoice; the spec does not tell them apart. */
export const PAY_TYPES = {
  1: 'lastname',
  2: 'sepa',
  4: 'prepayment',
  5: 'invoice',
  6: 'check',
  8: 'creditCard',
  9: 'central',
  10: 'debit',
  11: 'paypal',
  12: 'invoice',
  13: 'sepaCompany',
  14: 'invoice',
} as const;
export type PayType = keyof typeof PAY_TYPES;
export type PayTypeName = (typeof PAY_TYPES)[PayType];

export const PAY_TYPE_VALUES = Object.keys(PAY_TYPES).map(Number) as PayType[];

/** Every customer has a pay type; without one it is prepayment. */
export const DEFAULT_PAY_TYPE: PayType = 4;

export function isPayType(value: unknown): value is PayType {
  return (PAY_TYPE_VALUES as readonly unknown[]).includes(value);
}

/** The pay type of an account value, falling back to the default for unknown values. */
export function payTypeOf(value: unknown): PayType {
  return isPayType(value) ? value : DEFAULT_PAY_TYPE;
}

/**
 * When an order of a pay type is paid (docs/product/basket.md#basket-pay-choice): prepayment
 * before the goods are dispatched; a credit card after the invoice, by card; every other pay type
 * settles the invoice after delivery (the three invoice values and the debits, cheque, central
 * settlement and PayPal alike).
 */
export type PaySettlement = 'beforeDispatch' | 'onInvoice' | 'cardAfterInvoice';

export function paySettlement(payType: PayType): PaySettlement {
  if (payType === 4) return 'beforeDispatch';
  if (payType === 8) return 'cardAfterInvoice';
  return 'onInvoice';
}

/**
 * The pay types an account may order with, its own first: its own always; an account that buys
 * on credit (its own pay type settles after dispatch) may also pay before dispatch, which asks no
 * credit of the shop. No account may choose a pay type that gives more credit than its own
 * (docs/decisions/116-pay-type-choice.md).
 */
export function orderPayTypes(accountPayType: unknown): PayType[] {
  const own = payTypeOf(accountPayType);
  return paySettlement(own) === 'beforeDispatch' ? [own] : [own, DEFAULT_PAY_TYPE];
}

/**
 * The pay type an order is written with: the account's own when the order names none, else the
 * one named when it is among `orderPayTypes` (docs/product/basket.md#basket-order-call); null when
 * it is not, and the order must be refused (docs/decisions/014-order-pay-type.md).
 */
export function orderPayType(
  accountPayType: unknown,
  requested: number | undefined,
): PayType | null {
  if (requested === undefined) return payTypeOf(accountPayType);
  return orderPayTypes(accountPayType).find((allowed) => allowed === requested) ?? null;
}
