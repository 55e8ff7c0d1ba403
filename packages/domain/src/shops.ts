/**
 * Shops, languages and currencies of the product (docs/product/shell.md#shell-shops,
 * docs/product/shell.md#shell-languages).
 */

export const SHOP_CODES = ['de', 'uk', 'fr'] as const;
export type ShopCode = (typeof SHOP_CODES)[number];

export const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'pl', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CURRENCIES = ['EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Languages whose texts are complete; the others fall back per key to en. */
export const COMPLETE_LANGUAGES: readonly Language[] = ['de', 'en'];

/** The languages whose texts a page in `language` reads: its own, and en for the keys it lacks. */
export function textLanguages(language: Language): Language[] {
  return COMPLETE_LANGUAGES.includes(language) ? [language] : [language, 'en'];
}

export const DEFAULT_SHOP: ShopCode = 'de';
export const DEFAULT_LANGUAGE: Language = 'de';

/**
 * The language a shop opens in when none is chosen; the uk shop speaks English
 * (docs/product/identity.md#auth-portal-login).
 */
export const SHOP_DEFAULT_LANGUAGE: Record<ShopCode, Language> = { de: 'de', uk: 'en', fr: 'fr' };

/**
 * Region UK pays in GBP, every other region in EUR
 * (docs/product/account.md#account-customer-number).
 */
export const SHOP_CURRENCY: Record<ShopCode, Currency> = { de: 'EUR', uk: 'GBP', fr: 'EUR' };

/** Default billing country per shop (docs/product/identity.md#auth-registration-country). */
export const SHOP_DEFAULT_COUNTRY: Record<ShopCode, string> = { de: 'DE', uk: 'GB', fr: 'FR' };

export function isShopCode(value: string): value is ShopCode {
  return (SHOP_CODES as readonly string[]).includes(value);
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Customer numbers are region/number; region UK means GBP
 * (docs/product/account.md#account-customer-number).
 */
export function currencyOfCustomerNumber(customerNumber: string): Currency {
  return customerNumber.toUpperCase().startsWith('UK/') ? 'GBP' : 'EUR';
}
