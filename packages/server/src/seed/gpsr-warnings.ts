/** GPSR safety warnings of the demo articles, per product family, in German and English. */
import type { Family } from './taxonomy.ts';

const SAFETY_WARNINGS: Partial<Record<Family, { code: string; de: string; en: string }[]>> = {
  figure: [
    {
      code: 'smallParts',
      de: 'Achtung! Nicht für Kinder unter 3 Jahren geeignet. Erstickungsgefahr wegen verschluckbarer Kleinteile.',
      en: 'Warning! Not suitable for children under 3 years. Choking hazard: small parts.',
    },
  ],
  plush: [
    {
      code: 'smallParts',
      de: 'Achtung! Nicht für Kinder unter 3 Jahren geeignet. Erstickungsgefahr wegen verschluckbarer Kleinteile.',
      en: 'Warning! Not suitable for children under 3 years. Choking hazard: small parts.',
    },
  ],
  puzzle: [
    {
      code: 'smallParts',
      de: 'Achtung! Nicht für Kinder unter 3 Jahren geeignet. Erstickungsgefahr wegen verschluckbarer Kleinteile.',
      en: 'Warning! Not suitable for children under 3 years. Choking hazard: small parts.',
    },
  ],
  modelKit: [
    {
      code: 'sharpEdges',
      de: 'Achtung! Scharfe Kanten und Spitzen. Für Kinder ab 8 Jahren.',
      en: 'Warning! Sharp edges and points. For children aged 8 and over.',
    },
  ],
  statue: [
    {
      code: 'notAToy',
      de: 'Kein Spielzeug. Sammlerartikel für Personen ab 15 Jahren.',
      en: 'Not a toy. Collectible for persons aged 15 and over.',
    },
  ],
  pin: [
    {
      code: 'sharpPoint',
      de: 'Achtung! Spitze Nadel. Nicht für Kinder unter 3 Jahren geeignet.',
      en: 'Warning! Sharp pin. Not suitable for children under 3 years.',
    },
  ],
  keychain: [
    {
      code: 'smallParts',
      de: 'Achtung! Nicht für Kinder unter 3 Jahren geeignet. Erstickungsgefahr wegen verschluckbarer Kleinteile.',
      en: 'Warning! Not suitable for children under 3 years. Choking hazard: small parts.',
    },
  ],
  drinkware: [
    {
      code: 'foodContact',
      de: 'Vor dem ersten Gebrauch spülen. Nicht für Induktionskochfelder geeignet.',
      en: 'Wash before first use. Not suitable for induction hobs.',
    },
  ],
  dice: [
    {
      code: 'smallParts',
      de: 'Achtung! Nicht für Kinder unter 3 Jahren geeignet. Erstickungsgefahr wegen verschluckbarer Kleinteile.',
      en: 'Warning! Not suitable for children under 3 years. Choking hazard: small parts.',
    },
  ],
  furniture: [
    {
      code: 'tipOver',
      de: 'Kippgefahr! Das Regal muss an der Wand befestigt werden.',
      en: 'Tip-over hazard! The shelf unit must be fixed to the wall.',
    },
  ],
};

const safetyJsonCache = new Map<Family, string>();

/** GPSR safety warnings of a product family as stored JSON: [{code, text: {de, en}}]. */
export function safetyWarningsJson(family: Family): string {
  let json = safetyJsonCache.get(family);
  if (json === undefined) {
    json = JSON.stringify(
      (SAFETY_WARNINGS[family] ?? []).map((warning) => ({
        code: warning.code,
        text: { de: warning.de, en: warning.en },
      })),
    );
    safetyJsonCache.set(family, json);
  }
  return json;
}
