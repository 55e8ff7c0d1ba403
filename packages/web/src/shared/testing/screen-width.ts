import { vi } from 'vitest';

const REM = 16;

function lengthInPx(value: string, unit: string): number {
  return unit === 'rem' || unit === 'em' ? Number(value) * REM : Number(value);
}

/** Whether a media query of min-width and max-width parts matches a screen this wide. */
function matches(query: string, width: number): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem|em)\)/g)];
  if (parts.length === 0) return false;
  return parts.every(([, bound, value = '0', unit = 'px']) => {
    const limit = lengthInPx(value, unit);
    return bound === 'min' ? width >= limit : width <= limit;
  });
}

/**
 * jsdom has no layout and no matchMedia: components that render by screen width see a screen
 * of `width` px (a phone at 390, a desktop at 1440). Undone by `vi.unstubAllGlobals()`.
 */
export function stubScreenWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query, width),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
