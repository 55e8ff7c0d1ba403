import { articleImagePath } from '@shop/domain/rules/article-picture-path.ts';
import { hashString } from '#server/system/string-hash.ts';
import { stylesOf, type Drawing, type Look, type ShapeStyles } from './article-drawing-kit.ts';
import { figureShapes, plushShapes } from './article-drawings-figures.ts';
import {
  boardGameShapes,
  boxShapes,
  diceShapes,
  displayShapes,
  puzzleShapes,
  shelfShapes,
} from './article-drawings-games.ts';
import {
  bagShapes,
  capShapes,
  keyShapes,
  mugShapes,
  pinShapes,
  shirtShapes,
  starShapes,
} from './article-drawings-merchandise.ts';
import { bookShapes, cardsShapes, posterShapes } from './article-drawings-paper.ts';

/**
 * Generated placeholder pictures for articles and banners (decision 006). An article picture has
 * no words in it (the shop shows names in the page's language around it): a drawing of the
 * product family, coloured and posed from a hash of the article number, in two to four views
 * (docs/decisions/026-suggestions-and-demo-pictures.md). Deterministic: the same article and
 * view give the same SVG.
 */

/** Views an article picture can show; every article has the front and one to three more. */
export const ARTICLE_VIEWS = ['front', 'back', 'side', 'detail', 'box'] as const;
export type ArticleView = (typeof ARTICLE_VIEWS)[number];

export type { Drawing };

export interface ArticleSvgInput {
  articleNumber: string;
  /** The product type's name in any shop language; it picks the drawing. */
  productType: string;
  view?: ArticleView;
}

/** Fixed size of every article picture, so pages can reserve its room before it loads. */
export const ARTICLE_IMAGE_SIZE = 600;
const SIZE = ARTICLE_IMAGE_SIZE;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => {
    switch (char) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

/** The views of an article: the front, then one to three more picked by the number's hash. */
export function articleViews(articleNumber: string): ArticleView[] {
  const hash = hashString(`views|${articleNumber.toUpperCase()}`);
  const others = ARTICLE_VIEWS.slice(1);
  const count = 1 + (hash % 3);
  const start = (hash >>> 4) % others.length;
  const picked = new Set(Array.from({ length: count }, (_, i) => others[(start + i) % 4]!));
  return ARTICLE_VIEWS.filter((view) => view === 'front' || picked.has(view));
}

/** The address of one view of an article's picture; the front has no view parameter. */
export function articleViewPath(articleNumber: string, view: ArticleView): string {
  const path = articleImagePath(articleNumber);
  return view === 'front' ? path : `${path}?view=${view}`;
}

/** Checked in order: the first rule whose pattern matches the product type wins. */
const DRAWING_RULES: readonly (readonly [RegExp, Drawing])[] = [
  [/plush|plüsch|peluche|maskotka|pluszak|ぬいぐるみ/i, 'plush'],
  [/puzzle|puzle|パズル/i, 'puzzle'],
  [/sleeve|hülle|funda|protège|bustine|koszulki na|スリーブ/i, 'sleeves'],
  [/display case|vitrine|vitrina|vetrina|teca|gablot|ディスプレイ/i, 'display'],
  [/shelf|regal|étagère|estanter|scaffal|regał|棚|シェルフ/i, 'shelf'],
  [
    /deck ?box|caja de mazo|porta mazz|pudełko|classeur|raccoglitor|binder|álbum|album|storage|aufbewahrung|デッキケース|バインダー/i,
    'box',
  ],
  [
    /booster|sobres|buste|deck|mazo|mazzo|talia|trading card|card game|kartenspiel|karten|carte|cartas|karci|カード|ブースター|デッキ/i,
    'cards',
  ],
  [/board game|brettspiel|de mesa|de société|da tavolo|plansz|ボードゲーム/i, 'boardGame'],
  [/dice|würfel|dados|dés|dadi|kości|ダイス/i, 'dice'],
  [/statue|statua|replica|replik|réplique|répli|estatua|statuet|スタチュー|レプリカ/i, 'statue'],
  [/model ?kit|modellbau|maquet|modellis|modelismo|montaggio|do sklejania|プラモデル/i, 'modelKit'],
  [/figure|figur|playset|spielset|set de jeu|juego|zestaw|フィギュア|プレイセット/i, 'figure'],
  [/notebook|notiz|cuaderno|carnet|quaderno|notes|ノート/i, 'notebook'],
  [
    /manga|novel|comic|cómic|dessinée|book|buch|livre|libro|fumett|komiks|książ|マンガ|ノベル|画集|コミック/i,
    'book',
  ],
  [/shirt|koszulka|hoodie|pullover|sweat|felpa|bluza|camiseta|sudadera|パーカー|シャツ/i, 'shirt'],
  [/cap|beanie|mütze|kappe|casquette|bonnet|gorr|cappell|berrett|czapk|帽|キャップ/i, 'cap'],
  [/bag|backpack|rucksack|tasche|sac|borsa|bols|torb|mochila|zaino|plecak|バッグ|リュック/i, 'bag'],
  [/mug|tasse|cup|glass|glas|verre|tazza|taza|vaso|bicchier|kubek|szklank|マグ|グラス/i, 'mug'],
  [/poster|print|druck|plakat|póster|affiche|ポスター/i, 'poster'],
  [/key|schlüssel|porte-clés|llavero|portachiavi|brelok|キーホルダー/i, 'key'],
  [/pin|anstecker|badge|insignia|spilla|przypink|バッジ/i, 'pin'],
];

/** The drawing shown for a product type name (any shop language). */
export function drawingFor(productType: string): Drawing {
  for (const [pattern, drawing] of DRAWING_RULES) {
    if (pattern.test(productType)) return drawing;
  }
  return 'star';
}

const SKINS = ['#f3d2b5', '#e0ac88', '#b97f58', '#8a5a3c'];

/** The shapes of each drawing in a 200 x 200 box centred on the origin, one module per family. */
const DRAWINGS: Record<Drawing, (look: Look, styles: ShapeStyles, drawing: Drawing) => string> = {
  figure: figureShapes,
  statue: figureShapes,
  modelKit: figureShapes,
  plush: plushShapes,
  book: bookShapes,
  notebook: bookShapes,
  cards: cardsShapes,
  sleeves: cardsShapes,
  shirt: shirtShapes,
  cap: capShapes,
  bag: bagShapes,
  mug: mugShapes,
  poster: posterShapes,
  box: boxShapes,
  display: displayShapes,
  shelf: shelfShapes,
  dice: diceShapes,
  boardGame: boardGameShapes,
  puzzle: puzzleShapes,
  key: keyShapes,
  pin: pinShapes,
  star: starShapes,
};

function drawingShapes(drawing: Drawing, look: Look): string {
  return DRAWINGS[drawing](look, stylesOf(look), drawing);
}

function normaliseHue(hue: number): number {
  return ((Math.round(hue) % 360) + 360) % 360;
}

function lookOf(articleNumber: string, back: boolean): Look {
  const hash = hashString(articleNumber.toUpperCase());
  const hue = hash % 360;
  const accent = normaliseHue(hue + 150 + ((hash >>> 9) % 60));
  return {
    fill: `hsl(${hue}, 62%, 58%)`,
    line: `hsl(${hue}, 45%, 24%)`,
    light: `hsl(${hue}, 70%, 94%)`,
    accent: `hsl(${accent}, 70%, 60%)`,
    skin: SKINS[(hash >>> 13) % SKINS.length]!,
    variant: (hash >>> 16) % 4,
    detail: (hash >>> 20) % 4,
    back,
  };
}

/** The picture of one view of an article: 600 x 600, no words (decision 026). */
export function renderArticleSvg(input: ArticleSvgInput): string {
  const view = input.view ?? 'front';
  const look = lookOf(input.articleNumber, view === 'back');
  const hash = hashString(input.articleNumber.toUpperCase());
  const hue = hash % 360;
  const drawn = drawingShapes(drawingFor(input.productType), look);
  let scene: string;
  switch (view) {
    case 'front':
    case 'back':
      scene = `<g transform="translate(300 300) scale(${view === 'back' ? '-1.6 1.6' : '1.6'})">${drawn}</g>`;
      break;
    case 'side':
      // turned by a quarter: narrowed, with its shaded side
      scene = `<g transform="translate(300 300) scale(0.7 1.6)">${drawn}</g><rect x="356" y="130" width="14" height="340" rx="7" fill="${look.line}" opacity="0.18"/>`;
      break;
    case 'detail': {
      // a close-up of a part of the item in a round frame
      const dx = ((hash >>> 3) % 3) * 30 - 30;
      const dy = ((hash >>> 5) % 3) * 30 - 50;
      scene = [
        `<clipPath id="lens"><circle cx="300" cy="300" r="220"/></clipPath>`,
        `<circle cx="300" cy="300" r="220" fill="${look.light}"/>`,
        `<g clip-path="url(#lens)"><g transform="translate(${300 - dx * 3.6} ${300 - dy * 3.6}) scale(3.6)">${drawn}</g></g>`,
        `<circle cx="300" cy="300" r="220" fill="none" stroke="${look.line}" stroke-width="10"/>`,
      ].join('');
      break;
    }
    case 'box':
      // the retail box, the item seen through its window
      scene = [
        `<path d="M 150 110 L 420 110 L 470 80 L 200 80 Z" fill="${look.light}" stroke="${look.line}" stroke-width="6" stroke-linejoin="round"/>`,
        `<path d="M 420 110 L 470 80 L 470 490 L 420 520 Z" fill="${look.accent}" stroke="${look.line}" stroke-width="6" stroke-linejoin="round"/>`,
        `<rect x="150" y="110" width="270" height="410" rx="6" fill="${look.fill}" stroke="${look.line}" stroke-width="6"/>`,
        `<rect x="176" y="150" width="218" height="300" rx="14" fill="#ffffff" opacity="0.85" stroke="${look.line}" stroke-width="5"/>`,
        `<g transform="translate(285 300) scale(0.95)">${drawn}</g>`,
        `<rect x="176" y="466" width="${80 + look.detail * 30}" height="22" rx="11" fill="${look.light}" opacity="0.9"/>`,
        `<circle cx="376" cy="477" r="14" fill="${look.accent}"/>`,
      ].join('');
      break;
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue}, 60%, 96%)"/>`,
    `<stop offset="1" stop-color="hsl(${normaliseHue(hue + 40)}, 50%, 84%)"/>`,
    '</linearGradient>',
    '</defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    `<ellipse cx="300" cy="300" rx="250" ry="250" fill="#ffffff" opacity="0.45"/>`,
    scene,
    '</svg>',
  ].join('');
}

export interface BannerSvgInput {
  title: string;
  subtitle?: string;
  hue?: number;
}

/** A wide (1200 x 400) banner picture with a title, for the seeded start-page banners. */
export function renderBannerSvg(input: BannerSvgInput): string {
  const hue = normaliseHue(input.hue ?? hashString(input.title) % 360);
  const accent = normaliseHue(hue + 50);
  const ink = `hsl(${hue}, 45%, 16%)`;
  const title = input.title.length > 48 ? `${input.title.slice(0, 47)}…` : input.title;
  const subtitle = input.subtitle ?? '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(input.title)}">`,
    `<title>${escapeXml(input.title)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.6">`,
    `<stop offset="0" stop-color="hsl(${hue}, 70%, 90%)"/>`,
    `<stop offset="1" stop-color="hsl(${accent}, 65%, 72%)"/>`,
    '</linearGradient></defs>',
    '<rect width="1200" height="400" fill="url(#bg)"/>',
    `<circle cx="1040" cy="80" r="220" fill="hsl(${accent}, 70%, 82%)" opacity="0.5"/>`,
    `<circle cx="930" cy="330" r="140" fill="hsl(${hue}, 70%, 96%)" opacity="0.5"/>`,
    `<text x="80" y="200" font-family="${FONT}" font-size="64" font-weight="800" fill="${ink}">${escapeXml(title)}</text>`,
    subtitle
      ? `<text x="82" y="262" font-family="${FONT}" font-size="28" fill="${ink}" opacity="0.8">${escapeXml(subtitle)}</text>`
      : '',
    '</svg>',
  ].join('');
}
