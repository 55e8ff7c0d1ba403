import { lineStroke, type Look, type ShapeStyles } from './article-drawing-kit.ts';

/** Drawings of games and storage: deck boxes, display cases, shelves, dice, board games, puzzles (docs/decisions/026-suggestions-and-demo-pictures.md). */

export function boxShapes(look: Look, styles: ShapeStyles): string {
  const { line, light, variant, detail, back } = look;
  const { style, lightStyle, accentStyle } = styles;
  return [
    `<ellipse cx="0" cy="100" rx="88" ry="10" fill="${line}" opacity="0.2"/>`,
    `<path d="M -80 -36 L 0 -76 L 80 -36 L 0 4 Z" ${lightStyle}/>`,
    `<path d="M -80 -36 L 0 4 L 0 96 L -80 56 Z" ${style}/>`,
    `<path d="M 80 -36 L 0 4 L 0 96 L 80 56 Z" ${accentStyle}/>`,
    back ? '' : `<circle cx="-40" cy="${30 + variant * 4}" r="14" fill="${light}"/>`,
    `<path d="M -80 ${-16 + detail * 8} L 0 ${24 + detail * 8}" stroke="${light}" stroke-width="6"/>`,
  ].join('');
}

export function displayShapes(look: Look, styles: ShapeStyles): string {
  const { line, variant, detail } = look;
  const { style, lightStyle, accentStyle } = styles;
  return [
    `<rect x="-80" y="78" width="160" height="20" rx="4" ${style}/>`,
    `<rect x="-72" y="-96" width="144" height="176" rx="4" fill="#ffffff" opacity="0.45" stroke="${line}" stroke-width="6"/>`,
    `<line x1="-72" y1="-8" x2="72" y2="-8" ${lineStroke(line, 4)}/>`,
    `<rect x="-50" y="-56" width="28" height="46" rx="6" ${accentStyle}/><circle cx="-36" cy="-66" r="12" ${accentStyle}/>`,
    `<rect x="${16 + variant * 4}" y="-50" width="30" height="40" rx="4" ${lightStyle}/>`,
    `<rect x="-44" y="34" width="36" height="42" rx="6" ${lightStyle}/><circle cx="${30}" cy="54" r="${18 + detail * 2}" ${accentStyle}/>`,
  ].join('');
}

export function shelfShapes(look: Look, styles: ShapeStyles): string {
  const { line, variant, detail } = look;
  const { style, lightStyle, accentStyle, stroke } = styles;
  return [
    `<rect x="-72" y="-98" width="144" height="196" rx="4" fill="none" stroke="${line}" stroke-width="8"/>`,
    ...[-34, 30].map((y) => `<line x1="-72" y1="${y}" x2="72" y2="${y}" ${stroke}/>`),
    `<rect x="-56" y="-84" width="${30 + variant * 6}" height="46" ${style}/>`,
    `<rect x="10" y="-18" width="46" height="44" ${accentStyle}/>`,
    `<rect x="-52" y="46" width="${26 + detail * 4}" height="46" ${lightStyle}/>`,
    `<rect x="-14" y="46" width="30" height="46" ${style}/>`,
  ].join('');
}

export function diceShapes(look: Look, styles: ShapeStyles): string {
  const { line, light, variant, detail, back } = look;
  const { style, accentStyle } = styles;
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

export function boardGameShapes(look: Look, styles: ShapeStyles): string {
  const { accent, variant, detail } = look;
  const { style, lightStyle, accentStyle } = styles;
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
}

export function puzzleShapes(look: Look, styles: ShapeStyles): string {
  const { light, variant, detail, back } = look;
  const { style, lightStyle, accentStyle } = styles;
  const piece = `M -80 -80 L -18 -80 Q -30 -112 0 -112 Q 30 -112 18 -80 L 80 -80 L 80 -18 Q 112 -30 112 0 Q 112 30 80 18 L 80 80 L 18 80 Q 30 48 0 48 Q -30 48 -18 80 L -80 80 L -80 18 Q -48 30 -48 0 Q -48 -30 -80 -18 Z`;
  return [
    `<path d="${piece}" transform="translate(${16 + variant * 4} 14) rotate(${8 + detail * 4})" ${accentStyle}/>`,
    `<path d="${piece}" ${back ? lightStyle : style}/>`,
    back ? '' : `<circle cx="-20" cy="-20" r="${22 + detail * 3}" fill="${light}" opacity="0.8"/>`,
  ].join('');
}
