/** Picks a name from a JSON object of per-language names, falling back to en, then the default. */
export function localizedName(
  namesJson: string | null,
  language: string,
  fallback: string,
): string {
  if (!namesJson) return fallback;
  try {
    const names = JSON.parse(namesJson) as Record<string, unknown>;
    const value = names[language] ?? names.en;
    return typeof value === 'string' && value.length > 0 ? value : fallback;
  } catch {
    return fallback;
  }
}
