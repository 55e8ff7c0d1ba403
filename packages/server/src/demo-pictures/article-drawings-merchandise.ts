import { lineStroke, type Look, type ShapeStyles } from './article-drawing-kit.ts';

/** Drawings of merchandise: clothes, caps, bags, mugs, key rings, pins and the fallback star (docs/decisions/026-suggestions-and-demo-pictures.md). */

export function shirtShapes(look: Look, styles: ShapeStyles): string {
  const { line, light, accent, variant, detail, back } = look;
  const { style, lightStyle, stroke } = styles;
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

export function capShapes(look: Look, styles: ShapeStyles): string {
  const { line, light, variant, back } = look;
  const { style, lightStyle, accentStyle } = styles;
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
}

export function bagShapes(look: Look, styles: ShapeStyles): string {
  const { line, light, variant, back } = look;
  const { style, accentStyle } = styles;
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
}

export function mugShapes(look: Look, styles: ShapeStyles): string {
  const { fill, line, accent, variant, detail, back } = look;
  const { style } = styles;
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

export function keyShapes(look: Look, styles: ShapeStyles): string {
  const { line, variant, back } = look;
  const { style, lightStyle, accentStyle, stroke } = styles;
  return [
    `<circle cx="-46" cy="-60" r="20" fill="none" stroke="${line}" stroke-width="8"/>`,
    `<path d="M -46 -40 L -46 -20" ${stroke}/>`,
    variant % 2 === 0
      ? `<circle cx="-10" cy="34" r="56" ${style}/><circle cx="-10" cy="34" r="28" ${back ? lightStyle : accentStyle}/>`
      : `<path d="M -10 -22 L 12 24 L 62 30 L 24 62 L 34 112 L -10 86 L -54 112 L -44 62 L -82 30 L -32 24 Z" ${style}/>`,
    `<rect x="-60" y="-26" width="28" height="14" rx="6" ${lightStyle}/>`,
  ].join('');
}

export function pinShapes(look: Look, styles: ShapeStyles): string {
  const { line, accent, variant, detail, back } = look;
  const { style, lightStyle } = styles;
  return [
    variant % 2 === 0
      ? `<circle cx="0" cy="0" r="86" ${style}/><circle cx="0" cy="0" r="64" ${lightStyle}/>`
      : `<path d="M 0 -90 L 84 -30 L 52 72 L -52 72 L -84 -30 Z" ${style}/><path d="M 0 -64 L 60 -20 L 36 52 L -36 52 L -60 -20 Z" ${lightStyle}/>`,
    back
      ? `<circle cx="0" cy="0" r="18" fill="${line}"/><rect x="-6" y="-60" width="12" height="50" fill="${line}"/>`
      : `<path d="M 0 -44 L 13 -14 L 44 -12 L 20 10 L 28 42 L 0 26 L -28 42 L -20 10 L -44 -12 L -13 -14 Z" fill="${accent}" transform="rotate(${detail * 12})"/>`,
  ].join('');
}

export function starShapes(look: Look, styles: ShapeStyles): string {
  const { style } = styles;
  return `<path d="M 0 -96 L 26 -30 L 96 -26 L 42 20 L 60 90 L 0 52 L -60 90 L -42 20 L -96 -26 L -26 -30 Z" ${style}/>`;
}
