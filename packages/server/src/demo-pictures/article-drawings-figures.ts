import { lineStroke, type Drawing, type Look, type ShapeStyles } from './article-drawing-kit.ts';

/** Drawings of characters: figures, statues, model kits and plush toys (docs/decisions/026-suggestions-and-demo-pictures.md). */

/** A figure's body: pose and hair from the look, front or back. */
function figureBody(look: Look, styles: ShapeStyles): string {
  const { style, accentStyle } = styles;
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
  return [
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
}

/** A figure on its base; a statue on a plinth; a model kit on its sprue. */
export function figureShapes(look: Look, styles: ShapeStyles, drawing: Drawing): string {
  const { line } = look;
  const { style, lightStyle, accentStyle } = styles;
  const body = figureBody(look, styles);
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

export function plushShapes(look: Look, styles: ShapeStyles): string {
  const { line, accent, variant, detail, back } = look;
  const { style, lightStyle, accentStyle } = styles;
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
