/**
 * What every drawing of a demo article picture shares: the families, the look picked from the
 * article number's hash, and the stroke styles made from it
 * (docs/decisions/026-suggestions-and-demo-pictures.md).
 */

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

/** Colours and small choices of one article, all from its number's hash. */
export interface Look {
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

/** SVG attributes of the filled shapes and the plain line of one look. */
export interface ShapeStyles {
  style: string;
  lightStyle: string;
  accentStyle: string;
  stroke: string;
}

/** The attributes of an unfilled line of the given width. */
export function lineStroke(line: string, width: number): string {
  return `fill="none" stroke="${line}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
}

export function stylesOf(look: Look): ShapeStyles {
  const { fill, line, light, accent } = look;
  return {
    style: `fill="${fill}" stroke="${line}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"`,
    lightStyle: `fill="${light}" stroke="${line}" stroke-width="6" stroke-linejoin="round"`,
    accentStyle: `fill="${accent}" stroke="${line}" stroke-width="6" stroke-linejoin="round"`,
    stroke: lineStroke(line, 7),
  };
}
