import type { Language } from '@shop/domain/shops.ts';

/**
 * The stored GPSR columns of an article (`article_gpsr.safety_warnings` and `images`, JSON
 * text) read the one way both the article page and the GPSR export show them.
 */

function parseJsonArray(json: string): unknown[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as unknown[]) : [];
  } catch {
    return [];
  }
}

/** Stored warnings are [{code, text: {de, en, ...}}] or plain strings; en stands in. */
export function safetyWarningTexts(json: string, language: Language): string[] {
  return parseJsonArray(json).flatMap((entry): string[] => {
    if (typeof entry === 'string') return [entry];
    const text = (entry as { text?: unknown } | null)?.text;
    if (!text || typeof text !== 'object') return [];
    const texts = text as Record<string, unknown>;
    const value = texts[language] ?? texts.en;
    return typeof value === 'string' ? [value] : [];
  });
}

/** The stored safety pictures' paths; anything but a string is left out. */
export function safetyImagePaths(json: string): string[] {
  return parseJsonArray(json).filter((image): image is string => typeof image === 'string');
}
