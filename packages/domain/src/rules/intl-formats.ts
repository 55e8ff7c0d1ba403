/**
 * Shared Intl formatters. Constructing an Intl.DateTimeFormat costs milliseconds (ICU builds its
 * pattern and time-zone data each time), and a list of 60 tiles formats dozens of dates while it
 * renders: measured on the start page, 65 constructions took a quarter of a second of the main
 * thread on a desktop CPU. Each locale and option set is therefore built once and kept.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in a language, e.g. 'DE' → 'Deutschland'; the code when Intl has none. */
export function countryName(code: string, language: string): string {
  let names = regionNames.get(language);
  if (names === undefined) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNames.set(language, names);
  }
  return names.of(code) ?? code;
}
