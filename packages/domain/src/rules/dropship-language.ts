import type { Language } from '../shops.ts';

/**
 * The language of a dropshipping order's consumer paperwork (the neutral delivery note and the
 * tracking mail), chosen from the country of the consumer's address, not from the retailer's
 * account: the consumer reads it (docs/decisions/143-neutral-dropship-delivery-note.md).
 * Countries of one of the shop's languages get it; every other country gets English.
 */
const BY_COUNTRY: Readonly<Record<string, Language>> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  FR: 'fr',
  BE: 'fr',
  LU: 'fr',
  MC: 'fr',
  ES: 'es',
  IT: 'it',
  SM: 'it',
  PL: 'pl',
  JP: 'ja',
};

export function dropshipLanguage(country: string): Language {
  return BY_COUNTRY[country.trim().toUpperCase()] ?? 'en';
}
