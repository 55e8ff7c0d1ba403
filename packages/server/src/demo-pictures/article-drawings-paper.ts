import { lineStroke, type Drawing, type Look, type ShapeStyles } from './article-drawing-kit.ts';

/** Drawings of printed goods: books and notebooks, cards and sleeves, posters (docs/decisions/026-suggestions-and-demo-pictures.md). */

export function bookShapes(look: Look, styles: ShapeStyles, drawing: Drawing): string {
  const { fill, line, light, accent, variant, detail, back } = look;
  const { style, lightStyle } = styles;
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

export function cardsShapes(look: Look, styles: ShapeStyles, drawing: Drawing): string {
  const { fill, line, light, accent, variant, detail, back } = look;
  const { style, lightStyle } = styles;
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

export function posterShapes(look: Look, styles: ShapeStyles): string {
  const { fill, line, light, accent, variant, detail, back } = look;
  const { style } = styles;
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
}
