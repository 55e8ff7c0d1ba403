/**
 * German and English description texts of the demo articles, composed from sentence templates
 * per product family. Placeholders: {theme}, {character}, {type}, {producer}, {spec}.
 */
import type { Random } from './random.ts';
import type { Family } from './taxonomy.ts';

export interface Sentence {
  de: string;
  en: string;
}

const s = (de: string, en: string): Sentence => ({ de, en });

const OPENERS: Record<Family, readonly Sentence[]> = {
  figure: [
    s(
      '{character} aus der Reihe {theme} kommt als detailreiche Figur mit beweglichen Gelenken.',
      '{character} from the {theme} line comes as a detailed figure with movable joints.',
    ),
    s(
      'Die Figur zeigt {character} in einer dynamischen Pose, wie man sie aus {theme} kennt.',
      'The figure shows {character} in a dynamic pose, just as fans know it from {theme}.',
    ),
    s(
      'Sorgfältig bemalt und mit austauschbaren Händen: {character} ist ein Muss für jede {theme}-Sammlung.',
      'Carefully painted and with interchangeable hands: {character} is a must for every {theme} collection.',
    ),
  ],
  statue: [
    s(
      'Diese limitierte Statue setzt {character} aus {theme} auf einem aufwendig gestalteten Sockel in Szene.',
      'This limited statue presents {character} from {theme} on an elaborately sculpted base.',
    ),
    s(
      'Handbemalt und nummeriert: Die Statue von {character} ist ein Blickfang in jeder Vitrine.',
      'Hand-painted and numbered: the statue of {character} is an eye-catcher in any display case.',
    ),
  ],
  plush: [
    s(
      '{character} aus {theme} als kuschelweiche Plüschfigur mit gestickten Details.',
      '{character} from {theme} as a cuddly soft plush with embroidered details.',
    ),
    s(
      'Extra weich und liebevoll gestaltet: Diese Plüschfigur von {character} begleitet kleine und große Fans.',
      'Extra soft and lovingly designed: this plush of {character} is a companion for fans of all ages.',
    ),
  ],
  puzzle: [
    s(
      'Ein farbenfrohes Motiv aus {theme} mit {character} im Mittelpunkt.',
      'A colourful {theme} motif with {character} at its centre.',
    ),
    s(
      'Passgenau gestanzte Teile und ein Posterbild zur Orientierung sorgen für entspannte Puzzlestunden.',
      'Precisely cut pieces and a reference poster make for relaxing puzzle hours.',
    ),
  ],
  modelKit: [
    s(
      'Der Bausatz von {character} aus {theme} lässt sich ohne Kleber zusammenstecken.',
      'The {theme} kit of {character} snaps together without glue.',
    ),
    s(
      'Vorgefärbte Spritzlinge und eine bebilderte Anleitung machen den Bausatz auch für Einsteiger geeignet.',
      'Pre-coloured runners and an illustrated manual make the kit suitable for beginners, too.',
    ),
  ],
  pin: [
    s(
      'Emaillierter Anstecker mit {character} aus {theme}, mit zwei Gummiverschlüssen.',
      'Enamel pin featuring {character} from {theme}, with two rubber clutches.',
    ),
    s(
      'Glänzende Metallkanten und leuchtende Farben machen den Pin zum Hingucker an Jacke und Tasche.',
      'Shiny metal edges and bright colours make the pin stand out on jackets and bags.',
    ),
  ],
  apparel: [
    s(
      'Bequemes Oberteil aus 100 % Baumwolle mit einem Druck von {character} aus {theme}.',
      'Comfortable top made of 100% cotton with a print of {character} from {theme}.',
    ),
    s(
      'Der langlebige Siebdruck übersteht viele Wäschen; die Passform fällt normal aus.',
      'The durable screen print survives many washes; the fit is true to size.',
    ),
  ],
  headwear: [
    s(
      'Mit gesticktem {theme}-Logo und {character} auf der Seite.',
      'With an embroidered {theme} logo and {character} on the side.',
    ),
    s(
      'Verstellbar und angenehm zu tragen, für Fans, die ihre Leidenschaft zeigen wollen.',
      'Adjustable and comfortable to wear, for fans who like to show what they love.',
    ),
  ],
  bag: [
    s(
      'Robuste Tasche im {theme}-Design mit {character} auf der Vorderseite.',
      'Sturdy bag in {theme} design with {character} on the front.',
    ),
    s(
      'Genug Platz für Alltag, Schule oder den nächsten Messebesuch.',
      'Plenty of room for everyday use, school or the next convention.',
    ),
  ],
  drinkware: [
    s(
      'Keramik mit einem rundum gedruckten Motiv von {character} aus {theme}.',
      'Ceramic with a wrap-around print of {character} from {theme}.',
    ),
    s(
      'Spülmaschinen- und mikrowellengeeignet, in einer hübschen Geschenkverpackung.',
      'Dishwasher and microwave safe, in an attractive gift box.',
    ),
  ],
  keychain: [
    s(
      'Schlüsselanhänger mit {character} aus {theme}, aus robustem Metall.',
      'Keychain featuring {character} from {theme}, made of sturdy metal.',
    ),
    s(
      'Ein kleines Geschenk für Fans, das an jeden Schlüsselbund passt.',
      'A small gift for fans that fits any key ring.',
    ),
  ],
  poster: [
    s(
      'Hochwertiger Druck auf mattem Papier mit {character} aus {theme}.',
      'High-quality print on matte paper featuring {character} from {theme}.',
    ),
    s(
      'Gerollt in einer stabilen Versandrolle, damit keine Knicke entstehen.',
      'Rolled in a sturdy tube so that it arrives without creases.',
    ),
  ],
  stationery: [
    s(
      'Notizbuch im {theme}-Design mit {character} auf dem Umschlag.',
      'Notebook in {theme} design with {character} on the cover.',
    ),
    s(
      'Punktraster-Seiten, Lesebändchen und Gummiband für Notizen unterwegs.',
      'Dotted pages, a ribbon bookmark and an elastic band for notes on the go.',
    ),
  ],
  book: [
    s(
      'Die Geschichte von {theme} geht weiter: neue Abenteuer, neue Rätsel und ein Finale, das Lust auf mehr macht.',
      'The story of {theme} continues: new adventures, new mysteries and a finale that leaves you wanting more.',
    ),
    s(
      'In diesem Band von {theme} steht ein altes Versprechen auf dem Spiel.',
      'In this volume of {theme}, an old promise is at stake.',
    ),
    s(
      'Ausgezeichnet für Zeichnung und Erzählung: {theme} begeistert Leserinnen und Leser in ganz Europa.',
      'Praised for its art and storytelling, {theme} delights readers all over Europe.',
    ),
  ],
  tradingCards: [
    s(
      'Die neue Erweiterung von {theme} bringt frische Karten, Strategien und seltene Sammelkarten.',
      'The new {theme} expansion brings fresh cards, strategies and rare collector cards.',
    ),
    s(
      'Jede Packung enthält zufällig sortierte Karten, darunter mindestens eine seltene Karte.',
      'Each pack contains randomly assorted cards, including at least one rare card.',
    ),
  ],
  boardGame: [
    s(
      'Im Brettspiel zu {theme} führt ihr {character} und die Gefährten durch ein spannendes Abenteuer.',
      'In the {theme} board game you lead {character} and companions through an exciting adventure.',
    ),
    s(
      'Für 2 bis 5 Spielende ab 10 Jahren, Spieldauer etwa 45 Minuten.',
      'For 2 to 5 players aged 10 and up, playing time about 45 minutes.',
    ),
  ],
  cardGame: [
    s(
      'Schnelles Kartenspiel rund um {character} aus {theme}, leicht erklärt und sofort gespielt.',
      'A fast card game around {character} from {theme}, quick to learn and ready to play.',
    ),
    s(
      'Ideal für Spieleabende: 2 bis 6 Personen, ab 8 Jahren, Spieldauer etwa 20 Minuten.',
      'Ideal for game nights: 2 to 6 players, ages 8 and up, playing time about 20 minutes.',
    ),
  ],
  dice: [
    s(
      'Würfelset im {theme}-Stil mit schimmernden Farbschlieren.',
      'Dice set in {theme} style with shimmering colour swirls.',
    ),
    s(
      'Gut lesbare Zahlen und ein Stoffbeutel zur Aufbewahrung liegen bei.',
      'Easy-to-read numbers and a cloth pouch for storage are included.',
    ),
  ],
  storage: [
    s(
      'Stabile Aufbewahrung im {theme}-Design mit {character}.',
      'Sturdy storage in {theme} design featuring {character}.',
    ),
    s(
      'Schützt Karten und Sammlerstücke zuverlässig vor Staub und Kratzern.',
      'Reliably protects cards and collectibles from dust and scratches.',
    ),
  ],
  sleeves: [
    s(
      'Kartenhüllen mit {theme}-Rückseite und {character}-Motiv.',
      'Card sleeves with a {theme} back and {character} artwork.',
    ),
    s(
      'Säurefrei, ohne PVC und passend für Karten im Standardformat.',
      'Acid-free, PVC-free and sized for standard cards.',
    ),
  ],
  display: [
    s(
      'Klare Acryl-Vitrine, die Figuren und Sammlerstücke aus {theme} staubfrei präsentiert.',
      'Clear acrylic display case that keeps figures and collectibles from {theme} dust-free.',
    ),
    s(
      'Mit UV-Schutz und abnehmbarer Front; der schwarze Sockel lässt sich stapeln.',
      'With UV protection and a removable front; the black base can be stacked.',
    ),
  ],
  furniture: [
    s(
      'Stabiles Regal für Sammlungen, Spiele und Bücher, mit verstellbaren Böden.',
      'Sturdy shelf unit for collections, games and books, with adjustable shelves.',
    ),
    s(
      'Wird zerlegt geliefert; Montagematerial und Anleitung liegen bei.',
      'Delivered flat-packed; fittings and instructions are included.',
    ),
  ],
};

const CLOSERS: readonly Sentence[] = [
  s('Ein Produkt von {producer}.', 'A product by {producer}.'),
  s(
    'Hergestellt von {producer} in geprüfter Qualität.',
    'Made by {producer} to tested quality standards.',
  ),
  s(
    'Offiziell lizenziert von {producer}; Abbildungen können vom Produkt abweichen.',
    'Officially licensed by {producer}; pictures may differ from the product.',
  ),
];

const SPEC_SENTENCE: Sentence = s('Maße und Umfang: {spec}.', 'Size and contents: {spec}.');

export interface DescriptionParts {
  theme: string;
  character: string;
  producer: string;
  specDe: string;
  specEn: string;
}

function fill(template: string, parts: DescriptionParts, spec: string): string {
  return template
    .replaceAll('{theme}', parts.theme)
    .replaceAll('{character}', parts.character)
    .replaceAll('{producer}', parts.producer)
    .replaceAll('{spec}', spec);
}

/** A description of two to four sentences in German and English. */
export function composeDescription(
  random: Random,
  family: Family,
  parts: DescriptionParts,
): Sentence {
  const openers = OPENERS[family];
  const first = random.int(0, openers.length - 1);
  const chosen: Sentence[] = [openers[first]!];
  if (openers.length > 1 && random.chance(0.7)) {
    chosen.push(openers[(first + 1) % openers.length]!);
  }
  const specs: Sentence[] = parts.specEn ? [SPEC_SENTENCE] : [];
  const sentences = [...chosen, ...specs, random.pick(CLOSERS)];
  return {
    de: sentences.map((sentence) => fill(sentence.de, parts, parts.specDe)).join(' '),
    en: sentences.map((sentence) => fill(sentence.en, parts, parts.specEn)).join(' '),
  };
}
