/**
 * Generated placeholder pictures for articles and banners (decision 006): a soft gradient in a
 * colour derived from producer and product type, a pictogram of the product family, and the
 * product type and article number on a label. Deterministic: the same input gives the same SVG.
 */

export interface ArticleSvgInput {
  articleNumber: string;
  name: string;
  producer: string;
  productType: string;
  /** 0..359; derived from producer and product type when absent. */
  hue?: number;
}

export type Pictogram =
  | 'figure'
  | 'plush'
  | 'book'
  | 'cards'
  | 'shirt'
  | 'cap'
  | 'bag'
  | 'mug'
  | 'frame'
  | 'box'
  | 'shelf'
  | 'dice'
  | 'puzzle'
  | 'key'
  | 'pin'
  | 'star';

const SIZE = 600;
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

/** Checked in order: the first rule whose pattern matches the product type wins. */
const PICTOGRAM_RULES: readonly (readonly [RegExp, Pictogram])[] = [
  [/plush|plüsch|peluche|maskotka|ぬいぐるみ/i, 'plush'],
  [/puzzle|puzle|パズル/i, 'puzzle'],
  [/deck ?box|binder|album|sammelalbum|display case|vitrine|storage|aufbewahrung|ケース/i, 'box'],
  [/shelf|regal|étagère|scaffale|棚|シェルフ/i, 'shelf'],
  [/booster|sleeve|hülle|deck|trading card|card game|kartenspiel|karten|カード/i, 'cards'],
  [
    /statue|figure|figur|replica|replik|playset|spielset|model|modell|フィギュア|プラモデル/i,
    'figure',
  ],
  [/manga|novel|comic|book|buch|artbook|notes|ノート|マンガ|画集/i, 'book'],
  [/shirt|hoodie|pullover|sweat|felpa|bluza|パーカー/i, 'shirt'],
  [/cap|beanie|mütze|kappe|casquette|bonnet|帽/i, 'cap'],
  [/bag|backpack|rucksack|tasche|sac|borsa|torba|バッグ|リュック/i, 'bag'],
  [/mug|tasse|cup|glass|glas|verre|tazza|kubek|マグ|グラス/i, 'mug'],
  [/poster|print|druck|plakat|ポスター/i, 'frame'],
  [/dice|würfel|board game|brettspiel|game|spiel|ダイス|ゲーム/i, 'dice'],
  [/key|schlüssel|porte-clés|brelok|キーホルダー/i, 'key'],
  [/pin|anstecker|badge|przypinka|バッジ/i, 'pin'],
];

/** The pictogram shown for a product type name (any shop language). */
export function pictogramFor(productType: string): Pictogram {
  for (const [pattern, pictogram] of PICTOGRAM_RULES) {
    if (pattern.test(productType)) return pictogram;
  }
  return 'star';
}

/** Pictograms drawn in a 200 x 200 box centred on the origin. */
function pictogramShapes(pictogram: Pictogram, fill: string, line: string, light: string): string {
  const style = `fill="${fill}" stroke="${line}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"`;
  const detail = `fill="none" stroke="${line}" stroke-width="8" stroke-linecap="round"`;
  switch (pictogram) {
    case 'figure':
      return [
        `<ellipse cx="0" cy="92" rx="70" ry="12" fill="${line}" opacity="0.25"/>`,
        `<rect x="-34" y="-30" width="68" height="78" rx="20" ${style}/>`,
        `<rect x="-30" y="40" width="24" height="50" rx="10" ${style}/>`,
        `<rect x="6" y="40" width="24" height="50" rx="10" ${style}/>`,
        `<rect x="-62" y="-24" width="24" height="62" rx="12" ${style}/>`,
        `<rect x="38" y="-24" width="24" height="62" rx="12" ${style}/>`,
        `<circle cx="0" cy="-62" r="30" ${style}/>`,
      ].join('');
    case 'plush':
      return [
        `<circle cx="-46" cy="-62" r="22" ${style}/>`,
        `<circle cx="46" cy="-62" r="22" ${style}/>`,
        `<ellipse cx="0" cy="62" rx="62" ry="40" ${style}/>`,
        `<circle cx="0" cy="-18" r="58" ${style}/>`,
        `<ellipse cx="0" cy="2" rx="22" ry="16" fill="${light}" stroke="${line}" stroke-width="6"/>`,
        `<circle cx="-20" cy="-30" r="6" fill="${line}"/>`,
        `<circle cx="20" cy="-30" r="6" fill="${line}"/>`,
      ].join('');
    case 'book':
      return [
        `<rect x="-66" y="-88" width="132" height="176" rx="10" ${style}/>`,
        `<line x1="-44" y1="-88" x2="-44" y2="88" ${detail}/>`,
        `<line x1="-22" y1="-46" x2="42" y2="-46" ${detail}/>`,
        `<line x1="-22" y1="-22" x2="30" y2="-22" ${detail}/>`,
      ].join('');
    case 'cards':
      return [
        `<rect x="-46" y="-70" width="92" height="132" rx="12" transform="rotate(-16)" ${style}/>`,
        `<rect x="-46" y="-70" width="92" height="132" rx="12" transform="rotate(-4)" ${style}/>`,
        `<rect x="-46" y="-70" width="92" height="132" rx="12" transform="rotate(10)" fill="${light}" stroke="${line}" stroke-width="8"/>`,
        `<path d="M 12 -30 L 22 -8 L 46 -6 L 28 10 L 34 34 L 12 22 L -10 34 L -4 10 L -22 -6 L 2 -8 Z" transform="rotate(10)" fill="${fill}"/>`,
      ].join('');
    case 'shirt':
      return `<path d="M -40 -82 L -98 -52 L -74 -6 L -52 -18 L -52 88 L 52 88 L 52 -18 L 74 -6 L 98 -52 L 40 -82 Q 0 -52 -40 -82 Z" ${style}/>`;
    case 'cap':
      return [
        `<path d="M -78 28 Q -78 -70 0 -70 Q 78 -70 78 28 Z" ${style}/>`,
        `<path d="M -78 28 L 98 28 Q 110 52 78 52 L -78 52 Z" ${style}/>`,
        `<circle cx="0" cy="-72" r="10" fill="${line}"/>`,
      ].join('');
    case 'bag':
      return [
        `<path d="M -38 -40 Q -38 -92 0 -92 Q 38 -92 38 -40" ${detail}/>`,
        `<rect x="-74" y="-42" width="148" height="130" rx="16" ${style}/>`,
        `<line x1="-40" y1="0" x2="40" y2="0" ${detail}/>`,
      ].join('');
    case 'mug':
      return [
        `<path d="M 44 -30 Q 96 -30 96 14 Q 96 56 44 56" fill="none" stroke="${line}" stroke-width="16"/>`,
        `<rect x="-70" y="-62" width="122" height="142" rx="16" ${style}/>`,
        `<path d="M -36 -80 Q -46 -96 -36 -112 M 0 -80 Q -10 -96 0 -112" ${detail}/>`,
      ].join('');
    case 'frame':
      return [
        `<rect x="-80" y="-96" width="160" height="192" rx="6" ${style}/>`,
        `<rect x="-60" y="-76" width="120" height="152" fill="${light}" stroke="${line}" stroke-width="6"/>`,
        `<path d="M -60 60 L -18 4 L 10 36 L 30 14 L 60 52 L 60 76 L -60 76 Z" fill="${fill}"/>`,
        `<circle cx="28" cy="-34" r="16" fill="${fill}"/>`,
      ].join('');
    case 'box':
      return [
        `<path d="M -80 -36 L 0 -76 L 80 -36 L 0 4 Z" fill="${light}" stroke="${line}" stroke-width="8" stroke-linejoin="round"/>`,
        `<path d="M -80 -36 L 0 4 L 0 96 L -80 56 Z" ${style}/>`,
        `<path d="M 80 -36 L 0 4 L 0 96 L 80 56 Z" ${style}/>`,
      ].join('');
    case 'shelf':
      return [
        `<rect x="-70" y="-96" width="140" height="192" rx="4" fill="none" stroke="${line}" stroke-width="8"/>`,
        `<line x1="-70" y1="-32" x2="70" y2="-32" ${detail}/>`,
        `<line x1="-70" y1="32" x2="70" y2="32" ${detail}/>`,
        `<rect x="-54" y="-80" width="36" height="44" ${style}/>`,
        `<rect x="10" y="-16" width="46" height="44" ${style}/>`,
        `<rect x="-50" y="48" width="30" height="44" ${style}/>`,
        `<rect x="-14" y="48" width="30" height="44" ${style}/>`,
      ].join('');
    case 'dice':
      return [
        `<rect x="-76" y="-76" width="152" height="152" rx="28" transform="rotate(8)" ${style}/>`,
        ...[
          [-38, -38],
          [38, -38],
          [0, 0],
          [-38, 38],
          [38, 38],
        ].map(
          ([x, y]) => `<circle cx="${x}" cy="${y}" r="13" fill="${light}" transform="rotate(8)"/>`,
        ),
      ].join('');
    case 'puzzle':
      return `<path d="M -80 -80 L -18 -80 Q -30 -112 0 -112 Q 30 -112 18 -80 L 80 -80 L 80 -18 Q 112 -30 112 0 Q 112 30 80 18 L 80 80 L 18 80 Q 30 48 0 48 Q -30 48 -18 80 L -80 80 L -80 18 Q -48 30 -48 0 Q -48 -30 -80 -18 Z" ${style}/>`;
    case 'key':
      return [
        `<circle cx="-42" cy="-42" r="40" fill="none" stroke="${line}" stroke-width="10"/>`,
        `<circle cx="-42" cy="-42" r="14" fill="${light}" stroke="${line}" stroke-width="6"/>`,
        `<path d="M -14 -14 L 76 76 M 40 40 L 58 22 M 60 60 L 78 42" ${detail}/>`,
        `<circle cx="-42" cy="-42" r="64" fill="none" stroke="${line}" stroke-width="6" stroke-dasharray="6 10"/>`,
      ].join('');
    case 'pin':
      return [
        `<circle cx="0" cy="0" r="88" ${style}/>`,
        `<circle cx="0" cy="0" r="66" fill="${light}" stroke="${line}" stroke-width="6"/>`,
        `<path d="M 0 -46 L 13 -14 L 46 -12 L 20 10 L 28 44 L 0 26 L -28 44 L -20 10 L -46 -12 L -13 -14 Z" fill="${fill}"/>`,
      ].join('');
    case 'star':
      return `<path d="M 0 -96 L 26 -30 L 96 -26 L 42 20 L 60 90 L 0 52 L -60 90 L -42 20 L -96 -26 L -26 -30 Z" ${style}/>`;
  }
}

/** Splits text into at most `maxLines` lines of about `width` characters, with an ellipsis. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  const kept = lines
    .slice(0, maxLines)
    .map((line) => (line.length > width ? `${line.slice(0, width - 1)}…` : line));
  if (lines.length > maxLines) {
    const last = kept[maxLines - 1]!;
    kept[maxLines - 1] = `${last.slice(0, Math.max(0, width - 1)).trimEnd()}…`;
  }
  return kept;
}

function normaliseHue(hue: number): number {
  return ((Math.round(hue) % 360) + 360) % 360;
}

export function renderArticleSvg(input: ArticleSvgInput): string {
  const hue = normaliseHue(input.hue ?? hashText(`${input.producer}|${input.productType}`) % 360);
  const accent = normaliseHue(hue + 35);
  const line = `hsl(${hue}, 45%, 28%)`;
  const fill = `hsl(${hue}, 62%, 62%)`;
  const light = `hsl(${hue}, 70%, 94%)`;
  const ink = `hsl(${hue}, 40%, 18%)`;
  const pictogram = pictogramFor(input.productType);
  const nameLines = wrap(input.name, 30, 2);
  const label = [input.productType, input.articleNumber].filter(Boolean).join(' · ');
  const labelText = label.length > 44 ? `${label.slice(0, 43)}…` : label;
  const labelWidth = Math.min(SIZE - 80, Math.round(labelText.length * 9.6 + 40));
  const producer = input.producer.length > 38 ? `${input.producer.slice(0, 37)}…` : input.producer;
  const title = `${input.name} (${input.articleNumber})`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue}, 72%, 94%)"/>`,
    `<stop offset="1" stop-color="hsl(${accent}, 58%, 80%)"/>`,
    '</linearGradient>',
    `<radialGradient id="glow" cx="0.5" cy="0.42" r="0.5">`,
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/>`,
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>`,
    '</radialGradient>',
    '</defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    `<circle cx="300" cy="250" r="230" fill="url(#glow)"/>`,
    `<circle cx="520" cy="70" r="120" fill="hsl(${accent}, 60%, 70%)" opacity="0.25"/>`,
    `<text x="40" y="62" font-family="${FONT}" font-size="20" font-weight="600" letter-spacing="2" fill="${ink}" opacity="0.75">${escapeXml(producer.toUpperCase())}</text>`,
    `<g transform="translate(300 240) scale(1.3)">${pictogramShapes(pictogram, fill, line, light)}</g>`,
    ...nameLines.map(
      (text, index) =>
        `<text x="40" y="${448 + index * 36}" font-family="${FONT}" font-size="28" font-weight="700" fill="${ink}">${escapeXml(text)}</text>`,
    ),
    `<rect x="40" y="526" width="${labelWidth}" height="40" rx="20" fill="#ffffff" opacity="0.85"/>`,
    `<text x="60" y="552" font-family="${FONT}" font-size="17" fill="${ink}">${escapeXml(labelText)}</text>`,
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
