/**
 * Money display and VAT (docs/product/shell.md#shell-currency-format,
 * docs/product/basket.md#basket-vat). Amounts are integers in the currency's minor unit (cents,
 * pence; yen have none), never floats.
 */

export const MONEY_CURRENCIES = ['EUR', 'GBP', 'USD', 'JPY'] as const;
export type MoneyCurrency = (typeof MONEY_CURRENCIES)[number];

/** Decimal digits of the minor unit (ISO 4217). */
export const MINOR_UNIT_DIGITS: Readonly<Record<MoneyCurrency, number>> = {
  EUR: 2,
  GBP: 2,
  USD: 2,
  JPY: 0,
};

/**
 * How each currency is written, whatever the page language: the spec fixes the format per
 * currency (EUR suffix with comma decimals, GBP and USD prefix, JPY no decimals), as Intl writes
 * them in de-DE (EUR), en-GB (GBP) and en-US (USD, JPY: '¥', where ja-JP would give the
 * full-width '￥').
 */
const CURRENCY_STYLE: Readonly<
  Record<MoneyCurrency, { group: string; decimal: string; prefix: string; suffix: string }>
> = {
  EUR: { group: '.', decimal: ',', prefix: '', suffix: ' €' },
  GBP: { group: ',', decimal: '.', prefix: '£', suffix: '' },
  USD: { group: ',', decimal: '.', prefix: '$', suffix: '' },
  JPY: { group: ',', decimal: '.', prefix: '¥', suffix: '' },
};

/**
 * Formats minor units, e.g. 123450 EUR as '1.234,50 €', GBP as '£1,234.50', USD as
 * '$1,234.50', and 1235 JPY as '¥1,235'. Negative amounts get a leading '-'.
 *
 * Written digit for digit from the integer rather than by Intl.NumberFormat: the text is the
 * same on every runtime, in tests, CSV and e-mail (Intl writes a no-break space before '€' and,
 * in some ICU versions, a minus sign U+2212), amounts beyond float precision stay exact, and a
 * page's first money figure does not wait for ICU to build a currency format (decision 068).
 * money.test.ts compares it with Intl over amounts of every size. Screens that must not wrap an
 * amount use CSS `white-space: nowrap`.
 */
export function formatMoney(minor: number, currency: MoneyCurrency): string {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`money must be an integer amount of minor units, got ${minor}`);
  }
  const style = CURRENCY_STYLE[currency];
  const digits = MINOR_UNIT_DIGITS[currency];
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const units = text.slice(0, text.length - digits);
  const grouped = units.replace(/\B(?=(\d{3})+$)/g, style.group);
  const fraction = digits === 0 ? '' : `${style.decimal}${text.slice(text.length - digits)}`;
  return `${minor < 0 ? '-' : ''}${style.prefix}${grouped}${fraction}${style.suffix}`;
}

export type VatClass = 'normal' | 'reduced';

/** Rates up to and including this many percent are reduced rates. */
export const REDUCED_VAT_MAX_PERCENT = 10;

/**
 * A tax rate above 10 percent counts as normal, otherwise as reduced
 * (docs/product/basket.md#basket-vat).
 */
export function vatClass(ratePercent: number): VatClass {
  return ratePercent > REDUCED_VAT_MAX_PERCENT ? 'normal' : 'reduced';
}

/**
 * VAT in minor units on a net amount in minor units, at a rate in percent (19, 7, 5.5).
 * Rounded half up to the minor unit: 0.5 cent and more rounds up, less rounds down.
 * Negative amounts (credits) round half away from zero, so a credit's VAT mirrors the
 * VAT of the charge it cancels. Rates are taken to two decimal places (5.5, 7.7); the
 * arithmetic is exact integer arithmetic, so no float error can tip a rounding.
 */
export function vatAmount(netMinor: number, ratePercent: number): number {
  if (!Number.isSafeInteger(netMinor)) {
    throw new RangeError(`net amount must be an integer amount of minor units, got ${netMinor}`);
  }
  const rate = BigInt(rateInHundredthsOfPercent(ratePercent));
  const net = BigInt(Math.abs(netMinor));
  // Percent with two decimals: VAT = net × rate / 10000; adding 5000 first rounds half up.
  const vat = (net * rate + 5000n) / 10000n;
  return Number(netMinor < 0 ? -vat : vat);
}

function rateInHundredthsOfPercent(ratePercent: number): number {
  const hundredths = Math.round(ratePercent * 100);
  if (
    !Number.isFinite(ratePercent) ||
    ratePercent < 0 ||
    ratePercent > 100 ||
    Math.abs(ratePercent * 100 - hundredths) > 1e-6
  ) {
    throw new RangeError(
      `VAT rate must be 0 to 100 percent with at most two decimals, got ${ratePercent}`,
    );
  }
  return hundredths;
}

export interface VatLine {
  netMinor: number;
  ratePercent: number;
}

export interface VatTotals {
  netMinor: number;
  vatMinor: number;
}

/**
 * Net and VAT per class over basket or invoice lines. VAT is rounded once per rate on the
 * summed net, as an invoice states it, not per line (which would let line roundings add up).
 */
export function splitVat(lines: readonly VatLine[]): Record<VatClass, VatTotals> {
  const netByRate = new Map<number, { ratePercent: number; netMinor: number }>();
  for (const line of lines) {
    const key = rateInHundredthsOfPercent(line.ratePercent);
    const entry = netByRate.get(key) ?? { ratePercent: line.ratePercent, netMinor: 0 };
    entry.netMinor += line.netMinor;
    netByRate.set(key, entry);
  }
  const result: Record<VatClass, VatTotals> = {
    normal: { netMinor: 0, vatMinor: 0 },
    reduced: { netMinor: 0, vatMinor: 0 },
  };
  for (const { ratePercent, netMinor } of netByRate.values()) {
    const totals = result[vatClass(ratePercent)];
    totals.netMinor += netMinor;
    totals.vatMinor += vatAmount(netMinor, ratePercent);
  }
  return result;
}
