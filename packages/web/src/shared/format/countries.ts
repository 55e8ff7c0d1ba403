import type { Language } from '@shop/domain/shops.ts';
import { countryName } from '@shop/domain/rules/intl-formats.ts';

/**
 * The countries a trade customer can have an address in: the EU, the EEA and Switzerland, the UK
 * with its dependencies, and the small European states the shipping table knows
 * (docs/product/basket.md#basket-shipping-tiers). Codes are ISO 3166-1 alpha-2, as the registration
 * sends them.
 */
export const ADDRESS_COUNTRIES = [
  'AD',
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GG',
  'GI',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'JE',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'SM',
] as const;

/** The countries with their names in a language, sorted by name. */
export function countryOptions(language: Language): { code: string; name: string }[] {
  const collator = new Intl.Collator(language);
  return ADDRESS_COUNTRIES.map((code) => ({ code, name: countryName(code, language) })).sort(
    (a, b) => collator.compare(a.name, b.name),
  );
}
