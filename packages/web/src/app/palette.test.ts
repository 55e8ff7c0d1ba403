// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The colour pairs the shop puts text and controls on, read from the design tokens
 * (styles.css), against WCAG 2.2 AA (docs/decisions/025-accessible-palette.md): 4.5:1 for text,
 * 3:1 for control boundaries and focus rings (1.4.3, 1.4.11).
 */
const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

function token(name: string): string {
  if (name === 'white') return '#ffffff';
  const found = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css);
  if (found?.[1] === undefined) throw new Error(`no colour token ${name}`);
  return found[1];
}

/** relative luminance of an sRGB colour (WCAG 2.2, definition "relative luminance") */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(token(foreground)), luminance(token(background))].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const PAGE = ['white', 'gray-50', 'gray-100'];
const NAVY = ['brand-700', 'brand-800', 'brand-900', 'brand-950'];

/** [foreground, backgrounds, where] of the text in the shop */
const TEXT: [string, string[], string][] = [
  ['white', ['accent-600', 'accent-700', 'accent-800'], 'primary button, hover, pressed'],
  ['white', NAVY, 'header, footer, hero, pressed filters and pages'],
  ['white', ['success-600', 'danger-600'], 'badges'],
  ['brand-100', ['brand-900', 'brand-950'], 'header bar, footer links, hero text'],
  ['brand-200', ['brand-950'], 'footer small print'],
  ['gray-500', PAGE, 'counts ("12 articles"), labels, hints, placeholders'],
  ['gray-600', PAGE, 'secondary text'],
  ['gray-700', PAGE, 'body text'],
  ['gray-800', PAGE, 'body text'],
  ['gray-900', PAGE, 'headings'],
  ['brand-700', [...PAGE, 'brand-50'], 'links, secondary button'],
  ['brand-800', [...PAGE, 'brand-50'], 'secondary and ghost buttons'],
  ['brand-900', ['brand-50'], 'highlighted menu item'],
  ['success-600', ['white'], 'availability text'],
  ['danger-600', ['white'], 'error text'],
  ['danger-700', [...PAGE, 'danger-50'], 'delete buttons, overdue figures'],
  ['success-800', ['success-50'], 'success notice'],
  ['warning-800', ['warning-50'], 'warning notice'],
  ['danger-800', ['danger-50'], 'error notice'],
  ['accent-800', ['accent-50'], 'accent notice'],
];

/** [foreground, backgrounds, where] of large text (24 px, or 18.66 px bold) */
const LARGE_TEXT: [string, string[], string][] = [
  ['brand-400', PAGE.slice(0, 2), 'the 404 of notFound'],
];

/** [foreground, backgrounds, where] of boundaries and indicators the user must see */
const NON_TEXT: [string, string[], string][] = [
  ['focus', [...PAGE, ...NAVY], 'focus ring'],
  ['gray-400', PAGE, 'border of text fields, selects and quantity fields'],
  ['brand-700', PAGE, 'border of the secondary button'],
  ['danger-600', PAGE, 'border of an invalid field'],
];

/** the backgrounds of `backgrounds` on which `foreground` stays under `minimum`, with the ratio */
function below(minimum: number, foreground: string, backgrounds: string[]) {
  return backgrounds
    .map((background) => ({
      background,
      ratio: Number(contrast(foreground, background).toFixed(2)),
    }))
    .filter(({ ratio }) => ratio < minimum);
}

describe('the palette (WCAG 2.2 AA contrast)', () => {
  it.each(TEXT)('%s text on %j is at least 4.5:1 (%s)', (foreground, backgrounds) => {
    expect(below(4.5, foreground, backgrounds)).toEqual([]);
  });

  it.each(LARGE_TEXT)('%s large text on %j is at least 3:1 (%s)', (foreground, backgrounds) => {
    expect(below(3, foreground, backgrounds)).toEqual([]);
  });

  it.each(NON_TEXT)('%s on %j is at least 3:1 (%s)', (foreground, backgrounds) => {
    expect(below(3, foreground, backgrounds)).toEqual([]);
  });

  it('computes the ratios of WCAG: black on white 21:1, the old orange on white 4.47:1', () => {
    expect((1.05 / (luminance('#000000') + 0.05)).toFixed(2)).toBe('21.00');
    expect((1.05 / (luminance('#c9520a') + 0.05)).toFixed(2)).toBe('4.47');
  });
});
