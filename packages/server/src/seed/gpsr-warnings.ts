/** GPSR safety warnings of the demo articles, per product family, in all seven shop languages. */
import type { Language } from '@shop/domain/shops.ts';
import type { Family } from './taxonomy.ts';

type WarningTexts = Readonly<Record<Language, string>>;

/** The texts of each warning by its code; several families carry the same one. */
const WARNINGS = {
  smallParts: {
    de: 'Achtung! Nicht für Kinder unter 3 Jahren geeignet. Erstickungsgefahr wegen verschluckbarer Kleinteile.',
    en: 'Warning! Not suitable for children under 3 years. Choking hazard: small parts.',
    es: '¡Advertencia! No apto para niños menores de 3 años. Peligro de asfixia por piezas pequeñas.',
    fr: 'Attention ! Ne convient pas aux enfants de moins de 3 ans. Risque d’étouffement : petits éléments susceptibles d’être avalés.',
    it: 'Attenzione! Non adatto a bambini di età inferiore a 3 anni. Pericolo di soffocamento per la presenza di piccole parti.',
    pl: 'Uwaga! Nieodpowiednie dla dzieci poniżej 3 lat. Ryzyko zadławienia – zawiera małe części.',
    ja: '警告：3歳未満のお子様には適していません。小さな部品による窒息の危険があります。',
  },
  sharpEdges: {
    de: 'Achtung! Scharfe Kanten und Spitzen. Für Kinder ab 8 Jahren.',
    en: 'Warning! Sharp edges and points. For children aged 8 and over.',
    es: '¡Advertencia! Bordes y puntas afilados. Para niños a partir de 8 años.',
    fr: 'Attention ! Bords et pointes coupants. Pour les enfants à partir de 8 ans.',
    it: 'Attenzione! Bordi e punte taglienti. Per bambini a partire da 8 anni.',
    pl: 'Uwaga! Ostre krawędzie i końcówki. Dla dzieci od 8 lat.',
    ja: '警告：鋭利な縁や先端があります。8歳以上のお子様向けです。',
  },
  notAToy: {
    de: 'Kein Spielzeug. Sammlerartikel für Personen ab 15 Jahren.',
    en: 'Not a toy. Collectible for persons aged 15 and over.',
    es: 'No es un juguete. Artículo de colección para personas a partir de 15 años.',
    fr: 'Ceci n’est pas un jouet. Article de collection destiné aux personnes de 15 ans et plus.',
    it: 'Non è un giocattolo. Articolo da collezione per persone a partire da 15 anni.',
    pl: 'To nie jest zabawka. Artykuł kolekcjonerski dla osób od 15 lat.',
    ja: 'おもちゃではありません。15歳以上の方を対象としたコレクターズアイテムです。',
  },
  sharpPoint: {
    de: 'Achtung! Spitze Nadel. Nicht für Kinder unter 3 Jahren geeignet.',
    en: 'Warning! Sharp pin. Not suitable for children under 3 years.',
    es: '¡Advertencia! Aguja puntiaguda. No apto para niños menores de 3 años.',
    fr: 'Attention ! Aiguille pointue. Ne convient pas aux enfants de moins de 3 ans.',
    it: 'Attenzione! Ago appuntito. Non adatto a bambini di età inferiore a 3 anni.',
    pl: 'Uwaga! Ostra igła. Nieodpowiednie dla dzieci poniżej 3 lat.',
    ja: '警告：先の尖った針があります。3歳未満のお子様には適していません。',
  },
  foodContact: {
    de: 'Vor dem ersten Gebrauch spülen. Nicht für Induktionskochfelder geeignet.',
    en: 'Wash before first use. Not suitable for induction hobs.',
    es: 'Lavar antes del primer uso. No apto para placas de inducción.',
    fr: 'Laver avant la première utilisation. Ne convient pas aux plaques à induction.',
    it: 'Lavare prima del primo utilizzo. Non adatto ai piani cottura a induzione.',
    pl: 'Umyć przed pierwszym użyciem. Nie nadaje się na płyty indukcyjne.',
    ja: '初回使用前に洗ってください。IH調理器ではご使用いただけません。',
  },
  tipOver: {
    de: 'Kippgefahr! Das Regal muss an der Wand befestigt werden.',
    en: 'Tip-over hazard! The shelf unit must be fixed to the wall.',
    es: '¡Peligro de vuelco! La estantería debe fijarse a la pared.',
    fr: 'Risque de basculement ! L’étagère doit être fixée au mur.',
    it: 'Pericolo di ribaltamento! Lo scaffale deve essere fissato alla parete.',
    pl: 'Niebezpieczeństwo przewrócenia! Regał należy przymocować do ściany.',
    ja: '転倒の危険があります。棚は必ず壁に固定してください。',
  },
} as const satisfies Record<string, WarningTexts>;

type WarningCode = keyof typeof WARNINGS;

const SAFETY_WARNINGS: Partial<Record<Family, readonly WarningCode[]>> = {
  figure: ['smallParts'],
  plush: ['smallParts'],
  puzzle: ['smallParts'],
  modelKit: ['sharpEdges'],
  statue: ['notAToy'],
  pin: ['sharpPoint'],
  keychain: ['smallParts'],
  drinkware: ['foodContact'],
  dice: ['smallParts'],
  furniture: ['tipOver'],
};

const safetyJsonCache = new Map<Family, string>();

/** GPSR safety warnings of a product family as stored JSON: [{code, text: {de, en, ...}}]. */
export function safetyWarningsJson(family: Family): string {
  let json = safetyJsonCache.get(family);
  if (json === undefined) {
    json = JSON.stringify(
      (SAFETY_WARNINGS[family] ?? []).map((code) => ({ code, text: WARNINGS[code] })),
    );
    safetyJsonCache.set(family, json);
  }
  return json;
}
