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

export interface ArticleSvgInput {
  articleNumber: string;
  /** The product type's name in any shop language; it picks the drawing. */
  productType: string;
  view?: ArticleView;
}

export type Drawing =
  | 'figure'
  | 'statue'
  | 'modelKit'
  | 'plush'
  | 'book'
  | 'notebook'
  | 'cards'
  | 'sleeves'
  | 'shirt'
  | 'cap'
  | 'bag'
  | 'mug'
  | 'poster'
  | 'box'
  | 'display'
  | 'shelf'
  | 'dice'
  | 'boardGame'
  | 'puzzle'
  | 'key'
  | 'pin'
  | 'star';

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

function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The views of an article: the front, then one to three more picked by the number's hash. */
export function articleViews(articleNumber: string): ArticleView[] {
  const hash = hashText(`views|${articleNumber.toUpperCase()}`);
  const others = ARTICLE_VIEWS.slice(1);
  const count = 1 + (hash % 3);
  const start = (hash >>> 4) % others.length;
  const picked = new Set(Array.from({ length: count }, (_, i) => others[(start + i) % 4]!));
  return ARTICLE_VIEWS.filter((view) => view === 'front' || picked.has(view));
}

/** The address of one view of an article's picture; the front has no view parameter. */
export function articleViewPath(articleNumber: string, view: ArticleView): string {
  const path = `/images/articles/${encodeURIComponent(articleNumber)}.svg`;
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

/** Colours and small choices of one article, all from its number's hash. */
interface Look {
  fill: string;
  line: string;
  light: string;
  accent: string;
  skin: string;
  /** 0..3: pose, pattern or style variant. */
  variant: number;
  /** 0..3: a second, independent choice (hair, print, piece count). */
  detail: number;
  /** The back of the item: no face, a plain cover, the reverse print. */
  back: boolean;
}

const SKINS = ['#f3d2b5', '#e0ac88', '#b97f58', '#8a5a3c'];

/** The attributes of an unfilled line of the given width. */
function lineStroke(line: string, width: number): string {
  return `fill="none" stroke="${line}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
}

/** Drawings in a 200 x 200 box centred on the origin. */
function drawingShapes(drawing: Drawing, look: Look): string {
  const { fill, line, light, accent, variant, detail, back } = look;
  const style = `fill="${fill}" stroke="${line}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"`;
  const lightStyle = `fill="${light}" stroke="${line}" stroke-width="6" stroke-linejoin="round"`;
  const accentStyle = `fill="${accent}" stroke="${line}" stroke-width="6" stroke-linejoin="round"`;
  const stroke = lineStroke(line, 7);
  switch (drawing) {
    case 'figure':
    case 'statue':
    case 'modelKit':
      return figureShapes(drawing, look, style, lightStyle, accentStyle);
    case 'plush': {
      const ears = [
        `<circle cx="-50" cy="-62" r="24" ${style}/><circle cx="50" cy="-62" r="24" ${style}/>`,
        `<ellipse cx="-40" cy="-88" rx="14" ry="34" ${style}/><ellipse cx="40" cy="-88" rx="14" ry="34" ${style}/>`,
        `<path d="M -58 -40 L -46 -98 L -14 -64 Z M 58 -40 L 46 -98 L 14 -64 Z" ${style}/>`,
        `<circle cx="0" cy="-82" r="16" ${accentStyle}/>`,
      ][detail]!;
      const face = back
        ? `<circle cx="0" cy="86" r="12" ${lightStyle}/>`
        : [
            `<ellipse cx="0" cy="-4" rx="24" ry="17" ${lightStyle}/>`,
            `<circle cx="-22" cy="-32" r="7" fill="${line}"/><circle cx="22" cy="-32" r="7" fill="${line}"/>`,
            `<path d="M -8 -10 Q 0 -2 8 -10" ${lineStroke(line, 5)}/>`,
            `<circle cx="-40" cy="-10" r="9" fill="${accent}" opacity="0.7"/><circle cx="40" cy="-10" r="9" fill="${accent}" opacity="0.7"/>`,
          ].join('');
      return [
        `<ellipse cx="0" cy="98" rx="76" ry="10" fill="${line}" opacity="0.2"/>`,
        ears,
        `<ellipse cx="-56" cy="54" rx="22" ry="30" transform="rotate(${20 + variant * 8} -56 54)" ${style}/>`,
        `<ellipse cx="56" cy="54" rx="22" ry="30" transform="rotate(${-20 - variant * 8} 56 54)" ${style}/>`,
        `<ellipse cx="0" cy="58" rx="60" ry="42" ${style}/>`,
        `<ellipse cx="0" cy="62" rx="30" ry="24" ${lightStyle}/>`,
        `<circle cx="0" cy="-22" r="60" ${style}/>`,
        face,
      ].join('');
    }
    case 'book':
    case 'notebook': {
      const cover = back
        ? [
            `<rect x="-40" y="-60" width="80" height="10" rx="4" fill="${line}" opacity="0.35"/>`,
            `<rect x="-40" y="-40" width="64" height="8" rx="4" fill="${line}" opacity="0.25"/>`,
            `<rect x="-40" y="-26" width="72" height="8" rx="4" fill="${line}" opacity="0.25"/>`,
            ...Array.from(
              { length: 9 },
              (_, i) =>
                `<rect x="${-6 + i * 6}" y="46" width="${i % 3 === 0 ? 4 : 2}" height="28" fill="${line}"/>`,
            ),
          ].join('')
        : drawing === 'notebook'
          ? [
              `<rect x="-36" y="-40" width="72" height="46" rx="6" ${lightStyle}/>`,
              ...Array.from(
                { length: 7 },
                (_, i) =>
                  `<circle cx="-62" cy="${-72 + i * 24}" r="6" fill="${light}" stroke="${line}" stroke-width="4"/>`,
              ),
            ].join('')
          : [
              `<rect x="-40" y="-74" width="96" height="112" rx="6" ${lightStyle}/>`,
              `<circle cx="${8 + (variant - 1.5) * 10}" cy="-24" r="${22 + detail * 3}" fill="${accent}"/>`,
              `<path d="M -40 38 L ${-10 + variant * 8} -2 L 20 24 L 56 -10 L 56 38 Z" fill="${fill}" opacity="0.8"/>`,
              `<rect x="-40" y="52" width="96" height="12" rx="4" fill="${line}" opacity="0.3"/>`,
            ].join('');
      return [
        `<ellipse cx="0" cy="100" rx="74" ry="9" fill="${line}" opacity="0.2"/>`,
        `<rect x="-60" y="-86" width="132" height="178" rx="8" fill="${light}" stroke="${line}" stroke-width="6"/>`,
        `<rect x="-68" y="-92" width="132" height="178" rx="8" ${style}/>`,
        `<line x1="-50" y1="-92" x2="-50" y2="86" ${lineStroke(line, 5)}/>`,
        cover,
      ].join('');
    }
    case 'cards':
    case 'sleeves': {
      const sleeve = drawing === 'sleeves';
      const card = (rotate: number, face: boolean) =>
        [
          `<g transform="rotate(${rotate})">`,
          sleeve
            ? `<rect x="-54" y="-80" width="108" height="150" rx="10" fill="#ffffff" opacity="0.55" stroke="${line}" stroke-width="4"/>`
            : '',
          `<rect x="-46" y="-72" width="92" height="132" rx="10" ${face ? lightStyle : style}/>`,
          face
            ? `<rect x="-34" y="-58" width="68" height="56" rx="4" fill="${fill}"/><circle cx="${-10 + variant * 7}" cy="-34" r="12" fill="${accent}"/><rect x="-34" y="8" width="68" height="8" rx="3" fill="${line}" opacity="0.4"/><rect x="-34" y="24" width="48" height="8" rx="3" fill="${line}" opacity="0.3"/>`
            : `<ellipse cx="0" cy="-6" rx="26" ry="40" fill="none" stroke="${light}" stroke-width="6"/><circle cx="0" cy="-6" r="10" fill="${accent}"/>`,
          '</g>',
        ].join('');
      const fan = [-18 - detail * 3, -6, 8 + variant * 3];
      return [
        `<ellipse cx="0" cy="96" rx="78" ry="10" fill="${line}" opacity="0.2"/>`,
        card(fan[0]!, false),
        card(fan[1]!, false),
        card(fan[2]!, !back),
      ].join('');
    }
    case 'shirt': {
      const hood = variant >= 2;
      const print = back
        ? `<rect x="-34" y="-8" width="68" height="14" rx="7" fill="${accent}"/><rect x="-22" y="14" width="44" height="10" rx="5" fill="${light}"/>`
        : [
            `<circle cx="0" cy="10" r="30" fill="${accent}" stroke="${line}" stroke-width="5"/>`,
            `<path d="M -30 10 L 30 10 M 0 -20 L 0 40" stroke="${light}" stroke-width="6" opacity="${detail % 2 === 0 ? 1 : 0}"/>`,
            `<path d="M 0 -12 L 8 4 L 26 6 L 12 18 L 16 34 L 0 26 L -16 34 L -12 18 L -26 6 L -8 4 Z" fill="${light}" opacity="${detail % 2 === 1 ? 1 : 0}"/>`,
          ].join('');
      return [
        `<path d="M -40 -82 L -98 -50 L -76 -4 L -54 -16 L -54 92 L 54 92 L 54 -16 L 76 -4 L 98 -50 L 40 -82 Q 0 -52 -40 -82 Z" ${style}/>`,
        hood
          ? `<path d="M -40 -82 Q 0 -120 40 -82 Q 0 ${back ? -40 : -62} -40 -82 Z" ${lightStyle}/>`
          : `<path d="M -40 -82 Q 0 -52 40 -82" ${stroke}/>`,
        hood && !back
          ? `<rect x="-36" y="46" width="72" height="30" rx="8" fill="${light}" opacity="0.6"/>`
          : '',
        print,
      ].join('');
    }
    case 'cap':
      return [
        `<ellipse cx="0" cy="74" rx="90" ry="10" fill="${line}" opacity="0.2"/>`,
        variant < 2
          ? `<path d="M -80 30 Q -80 -72 0 -72 Q 80 -72 80 30 Z" ${style}/><path d="M ${back ? -40 : -80} 30 L ${back ? 40 : 104} 30 Q ${back ? 44 : 116} 54 ${back ? 30 : 84} 54 L ${back ? -30 : -80} 54 Z" ${accentStyle}/>`
          : `<path d="M -74 40 Q -80 -80 0 -80 Q 80 -80 74 40 Z" ${style}/><rect x="-82" y="24" width="164" height="36" rx="12" ${accentStyle}/><circle cx="0" cy="-86" r="${back ? 16 : 20}" ${lightStyle}/>`,
        !back
          ? `<circle cx="${variant < 2 ? -10 : 0}" cy="-10" r="18" fill="${light}" stroke="${line}" stroke-width="5"/>`
          : '',
        `<path d="M 0 -72 L 0 30" ${lineStroke(line, 4)} opacity="0.5"/>`,
      ].join('');
    case 'bag':
      return [
        `<ellipse cx="0" cy="98" rx="84" ry="10" fill="${line}" opacity="0.2"/>`,
        `<path d="M -40 -40 Q -40 -100 0 -100 Q 40 -100 40 -40" ${lineStroke(line, 10)}/>`,
        variant % 2 === 0
          ? `<rect x="-76" y="-44" width="152" height="136" rx="22" ${style}/><rect x="-52" y="8" width="104" height="66" rx="12" ${accentStyle}/><line x1="-40" y1="26" x2="40" y2="26" ${lineStroke(line, 5)}/>`
          : `<path d="M -70 -44 L 70 -44 L 82 92 L -82 92 Z" ${style}/>`,
        back
          ? ''
          : `<circle cx="0" cy="${variant % 2 === 0 ? -14 : 22}" r="16" fill="${light}" stroke="${line}" stroke-width="5"/>`,
      ].join('');
    case 'mug': {
      const glass = variant >= 2;
      return [
        `<ellipse cx="-10" cy="90" rx="80" ry="10" fill="${line}" opacity="0.2"/>`,
        glass
          ? `<path d="M -60 -76 L 44 -76 L 34 84 L -50 84 Z" fill="#ffffff" opacity="0.6" stroke="${line}" stroke-width="6"/><path d="M -56 -20 L 40 -20 L 34 84 L -50 84 Z" fill="${fill}" opacity="0.8"/>`
          : `<path d="M 44 -30 Q ${back ? -10 : 96} -30 ${back ? -10 : 96} 14 Q ${back ? -10 : 96} 56 44 56" fill="none" stroke="${line}" stroke-width="16"/><rect x="-70" y="-62" width="122" height="146" rx="16" ${style}/>`,
        back
          ? ''
          : `<circle cx="-10" cy="${glass ? 28 : 10}" r="${20 + detail * 3}" fill="${accent}" stroke="${line}" stroke-width="4"/>`,
        `<path d="M -36 -82 Q -46 -98 -36 -114 M 0 -82 Q -10 -98 0 -114" ${lineStroke(line, 5)} opacity="${glass ? 0 : 0.7}"/>`,
      ].join('');
    }
    case 'poster':
      return [
        `<rect x="-78" y="-98" width="156" height="196" rx="4" ${style}/>`,
        back
          ? `<rect x="-66" y="-86" width="132" height="172" fill="${light}"/><path d="M -66 -86 L 66 86 M 66 -86 L -66 86" stroke="${line}" stroke-width="3" opacity="0.3"/>`
          : [
              `<rect x="-64" y="-84" width="128" height="168" fill="${light}" stroke="${line}" stroke-width="4"/>`,
              `<circle cx="${-20 + variant * 14}" cy="-40" r="${18 + detail * 4}" fill="${accent}"/>`,
              `<path d="M -64 60 L -20 ${-4 - variant * 6} L 8 30 L 30 8 L 64 50 L 64 84 L -64 84 Z" fill="${fill}"/>`,
            ].join(''),
      ].join('');
    case 'box':
      return [
        `<ellipse cx="0" cy="100" rx="88" ry="10" fill="${line}" opacity="0.2"/>`,
        `<path d="M -80 -36 L 0 -76 L 80 -36 L 0 4 Z" ${lightStyle}/>`,
        `<path d="M -80 -36 L 0 4 L 0 96 L -80 56 Z" ${style}/>`,
        `<path d="M 80 -36 L 0 4 L 0 96 L 80 56 Z" ${accentStyle}/>`,
        back ? '' : `<circle cx="-40" cy="${30 + variant * 4}" r="14" fill="${light}"/>`,
        `<path d="M -80 ${-16 + detail * 8} L 0 ${24 + detail * 8}" stroke="${light}" stroke-width="6"/>`,
      ].join('');
    case 'display':
      return [
        `<rect x="-80" y="78" width="160" height="20" rx="4" ${style}/>`,
        `<rect x="-72" y="-96" width="144" height="176" rx="4" fill="#ffffff" opacity="0.45" stroke="${line}" stroke-width="6"/>`,
        `<line x1="-72" y1="-8" x2="72" y2="-8" ${lineStroke(line, 4)}/>`,
        `<rect x="-50" y="-56" width="28" height="46" rx="6" ${accentStyle}/><circle cx="-36" cy="-66" r="12" ${accentStyle}/>`,
        `<rect x="${16 + variant * 4}" y="-50" width="30" height="40" rx="4" ${lightStyle}/>`,
        `<rect x="-44" y="34" width="36" height="42" rx="6" ${lightStyle}/><circle cx="${30}" cy="54" r="${18 + detail * 2}" ${accentStyle}/>`,
      ].join('');
    case 'shelf':
      return [
        `<rect x="-72" y="-98" width="144" height="196" rx="4" fill="none" stroke="${line}" stroke-width="8"/>`,
        ...[-34, 30].map((y) => `<line x1="-72" y1="${y}" x2="72" y2="${y}" ${stroke}/>`),
        `<rect x="-56" y="-84" width="${30 + variant * 6}" height="46" ${style}/>`,
        `<rect x="10" y="-18" width="46" height="44" ${accentStyle}/>`,
        `<rect x="-52" y="46" width="${26 + detail * 4}" height="46" ${lightStyle}/>`,
        `<rect x="-14" y="46" width="30" height="46" ${style}/>`,
      ].join('');
    case 'dice': {
      const pips = [
        [[0, 0]],
        [
          [-30, -30],
          [30, 30],
        ],
        [
          [-34, -34],
          [0, 0],
          [34, 34],
        ],
        [
          [-34, -34],
          [34, -34],
          [0, 0],
          [-34, 34],
          [34, 34],
        ],
      ][back ? 0 : variant]!;
      return [
        `<ellipse cx="0" cy="96" rx="86" ry="10" fill="${line}" opacity="0.2"/>`,
        `<path d="M 40 -10 L 96 20 L 60 84 L 6 54 Z" ${accentStyle}/>`,
        `<rect x="-76" y="-76" width="132" height="132" rx="24" transform="rotate(${-8 + detail * 5})" ${style}/>`,
        ...pips.map(([x, y]) => `<circle cx="${x! - 10}" cy="${y! - 10}" r="12" fill="${light}"/>`),
      ].join('');
    }
    case 'boardGame':
      return [
        `<rect x="-92" y="-56" width="184" height="140" rx="8" transform="skewX(-12)" ${style}/>`,
        `<rect x="-76" y="-44" width="152" height="116" rx="4" transform="skewX(-12)" ${lightStyle}/>`,
        ...Array.from(
          { length: 5 },
          (_, i) =>
            `<rect x="${-70 + i * 30}" y="${-30 + ((i + variant) % 2) * 30}" width="24" height="24" transform="skewX(-12)" fill="${accent}" opacity="0.8"/>`,
        ),
        `<circle cx="${-30 + detail * 10}" cy="-70" r="14" ${accentStyle}/><path d="M ${-42 + detail * 10} -40 L ${-30 + detail * 10} -70 L ${-18 + detail * 10} -40 Z" ${accentStyle}/>`,
        `<rect x="40" y="-96" width="34" height="34" rx="8" ${style}/>`,
      ].join('');
    case 'puzzle': {
      const piece = `M -80 -80 L -18 -80 Q -30 -112 0 -112 Q 30 -112 18 -80 L 80 -80 L 80 -18 Q 112 -30 112 0 Q 112 30 80 18 L 80 80 L 18 80 Q 30 48 0 48 Q -30 48 -18 80 L -80 80 L -80 18 Q -48 30 -48 0 Q -48 -30 -80 -18 Z`;
      return [
        `<path d="${piece}" transform="translate(${16 + variant * 4} 14) rotate(${8 + detail * 4})" ${accentStyle}/>`,
        `<path d="${piece}" ${back ? lightStyle : style}/>`,
        back
          ? ''
          : `<circle cx="-20" cy="-20" r="${22 + detail * 3}" fill="${light}" opacity="0.8"/>`,
      ].join('');
    }
    case 'key':
      return [
        `<circle cx="-46" cy="-60" r="20" fill="none" stroke="${line}" stroke-width="8"/>`,
        `<path d="M -46 -40 L -46 -20" ${stroke}/>`,
        variant % 2 === 0
          ? `<circle cx="-10" cy="34" r="56" ${style}/><circle cx="-10" cy="34" r="28" ${back ? lightStyle : accentStyle}/>`
          : `<path d="M -10 -22 L 12 24 L 62 30 L 24 62 L 34 112 L -10 86 L -54 112 L -44 62 L -82 30 L -32 24 Z" ${style}/>`,
        `<rect x="-60" y="-26" width="28" height="14" rx="6" ${lightStyle}/>`,
      ].join('');
    case 'pin':
      return [
        variant % 2 === 0
          ? `<circle cx="0" cy="0" r="86" ${style}/><circle cx="0" cy="0" r="64" ${lightStyle}/>`
          : `<path d="M 0 -90 L 84 -30 L 52 72 L -52 72 L -84 -30 Z" ${style}/><path d="M 0 -64 L 60 -20 L 36 52 L -36 52 L -60 -20 Z" ${lightStyle}/>`,
        back
          ? `<circle cx="0" cy="0" r="18" fill="${line}"/><rect x="-6" y="-60" width="12" height="50" fill="${line}"/>`
          : `<path d="M 0 -44 L 13 -14 L 44 -12 L 20 10 L 28 42 L 0 26 L -28 42 L -20 10 L -44 -12 L -13 -14 Z" fill="${accent}" transform="rotate(${detail * 12})"/>`,
      ].join('');
    case 'star':
      return `<path d="M 0 -96 L 26 -30 L 96 -26 L 42 20 L 60 90 L 0 52 L -60 90 L -42 20 L -96 -26 L -26 -30 Z" ${style}/>`;
  }
}

/** A figure: pose and hair from the look; a statue on a plinth; a model kit on its sprue. */
function figureShapes(
  drawing: 'figure' | 'statue' | 'modelKit',
  look: Look,
  style: string,
  lightStyle: string,
  accentStyle: string,
): string {
  const { line, light, accent, skin, variant, detail, back } = look;
  const skinStyle = `fill="${skin}" stroke="${line}" stroke-width="6" stroke-linejoin="round"`;
  // arm angles (degrees from hanging down) of the four poses: at rest, waving, both up, reaching
  const [left, right] = (
    [
      [12, -12],
      [20, -150],
      [150, -150],
      [70, -40],
    ] as const
  )[variant]!;
  const arm = (x: number, angle: number, hand: string) =>
    `<g transform="rotate(${angle} ${x} -22)"><rect x="${x - 11}" y="-26" width="22" height="62" rx="11" ${style}/><circle cx="${x}" cy="40" r="12" ${hand}/></g>`;
  const hair = back
    ? `<circle cx="0" cy="-66" r="34" ${accentStyle}/>`
    : [
        `<path d="M -34 -70 L -30 -104 L -14 -86 L 0 -112 L 14 -86 L 30 -104 L 34 -70 Q 0 -92 -34 -70 Z" ${accentStyle}/>`,
        `<path d="M -36 -58 Q -40 -104 0 -104 Q 40 -104 36 -58 L 36 -24 L 24 -24 L 24 -70 Q 0 -84 -24 -70 L -24 -24 L -36 -24 Z" ${accentStyle}/>`,
        `<path d="M -34 -66 Q -34 -102 0 -102 Q 34 -102 34 -66 Q 0 -82 -34 -66 Z" ${accentStyle}/><circle cx="0" cy="-108" r="14" ${accentStyle}/>`,
        `<path d="M -40 -70 L 40 -70 L 30 -96 Q 0 -110 -30 -96 Z" ${accentStyle}/><rect x="-48" y="-74" width="96" height="10" rx="5" ${accentStyle}/>`,
      ][detail]!;
  const face = back
    ? ''
    : `<circle cx="-11" cy="-62" r="4.5" fill="${line}"/><circle cx="11" cy="-62" r="4.5" fill="${line}"/><path d="M -8 -48 Q 0 -42 8 -48" ${lineStroke(line, 4)}/>`;
  const prop =
    detail % 2 === 0
      ? `<g transform="rotate(${right} 34 -22)"><rect x="30" y="36" width="8" height="70" rx="3" fill="${light}" stroke="${line}" stroke-width="4"/><rect x="22" y="32" width="24" height="8" rx="3" fill="${line}"/></g>`
      : '';
  const body = [
    `<rect x="-28" y="34" width="24" height="58" rx="10" transform="rotate(${variant === 3 ? 8 : 0} -16 34)" ${style}/>`,
    `<rect x="4" y="34" width="24" height="58" rx="10" transform="rotate(${variant === 3 ? -14 : 0} 16 34)" ${style}/>`,
    prop,
    arm(-34, left, skinStyle),
    arm(34, right, skinStyle),
    `<path d="M -32 -30 L 32 -30 L 26 44 L -26 44 Z" ${style}/>`,
    back
      ? `<path d="M -26 -28 L 26 -28 L 20 30 L -20 30 Z" fill="${accent}" opacity="0.5"/>`
      : `<path d="M -14 -30 L 0 -8 L 14 -30" fill="none" stroke="${light}" stroke-width="6"/><rect x="-26" y="22" width="52" height="10" rx="4" fill="${accent}"/>`,
    `<rect x="-8" y="-40" width="16" height="14" fill="${skin}"/>`,
    `<circle cx="0" cy="-64" r="30" ${skinStyle}/>`,
    hair,
    face,
  ].join('');
  if (drawing === 'statue') {
    return [
      `<path d="M -70 92 L 70 92 L 60 112 L -60 112 Z" ${lightStyle}/>`,
      `<ellipse cx="0" cy="92" rx="70" ry="14" ${style}/>`,
      `<g transform="translate(0 -6) scale(0.92)">${body}</g>`,
    ].join('');
  }
  if (drawing === 'modelKit') {
    return [
      `<rect x="-96" y="-96" width="192" height="192" rx="6" fill="none" stroke="${line}" stroke-width="8"/>`,
      `<path d="M -96 0 L 96 0 M 0 -96 L 0 96" stroke="${line}" stroke-width="5"/>`,
      `<g transform="translate(-48 -44) scale(0.4)">${body}</g>`,
      `<rect x="20" y="-76" width="56" height="20" rx="8" ${style}/><rect x="20" y="-40" width="20" height="30" rx="6" ${style}/>`,
      `<circle cx="-48" cy="52" r="24" ${accentStyle}/><rect x="20" y="24" width="60" height="50" rx="10" ${lightStyle}/>`,
    ].join('');
  }
  return [`<ellipse cx="0" cy="96" rx="64" ry="12" ${lightStyle}/>`, body].join('');
}

function normaliseHue(hue: number): number {
  return ((Math.round(hue) % 360) + 360) % 360;
}

function lookOf(articleNumber: string, back: boolean): Look {
  const hash = hashText(articleNumber.toUpperCase());
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
  const hash = hashText(input.articleNumber.toUpperCase());
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
  const hue = normaliseHue(input.hue ?? hashText(input.title) % 360);
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
