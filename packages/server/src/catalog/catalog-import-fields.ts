import { z } from 'zod';
import { multiLineText, oneLineText } from '@shop/domain/api/text.ts';
import { isValidGtin } from '@shop/domain/rules/gtin.ts';
import { LANGUAGES, type Language } from '@shop/domain/shops.ts';

/**
 * The field rules the catalog's import records share (docs/operator-guide/catalog.md), and the
 * cell conversions of their CSV shapes: a cell that is not what the field needs is handed on as
 * text, so the schema names the field in its problem.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** A calendar date YYYY-MM-DD that exists. */
export const dateField = z
  .string()
  .refine(isCalendarDate, { message: 'must be a date YYYY-MM-DD' });

/** A moment, given as an ISO timestamp with Z; stored and exported as `toISOString` writes it. */
export const timestampField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?Z$/, {
    message: 'must be a timestamp YYYY-MM-DDTHH:mm:ss.sssZ',
  })
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'must be a real moment' })
  .transform((value) => new Date(value).toISOString());

export const dbIdField = z.number().int().min(1).max(2_147_483_647);
export const countField = z.number().int().min(0).max(2_147_483_647);
/** Money in minor units (cents, pence). */
export const moneyField = z.number().int().min(0).max(2_147_483_647);
/** Whole percent. */
export const percentField = z.number().int().min(0).max(100);
/**
 * Printable ASCII without spaces at either end: such a text passes the shop's text rules
 * unchanged (nothing to trim, normalise or refuse), so it is not put through them. An import
 * reads every text of 100,000 articles three times (read, check, apply), and the full rules
 * cost most of that reading (docs/decisions/092-catalog-import.md).
 */
const PLAIN_LINE = /^[\x20-\x7e]+$/;
const PLAIN_LINES = /^[\x20-\x7e\n]+$/;
/** Space and line feed, which the rules trim from either end. */
const trimmed = (value: string) =>
  value.charCodeAt(0) > 32 && value.charCodeAt(value.length - 1) > 32;

/** The shop's text rule, with its checks skipped for a text that passes them unchanged. */
function fastText(rule: z.ZodString, plain: RegExp, max: number): z.ZodType<string> {
  // a check, not a transform: a transform's pipe cost more than the plain test saves
  return z.string().check((ctx) => {
    const value = ctx.value;
    if (value.length <= max && plain.test(value) && trimmed(value)) return;
    const parsed = rule.safeParse(value);
    if (parsed.success) {
      ctx.value = parsed.data;
      return;
    }
    for (const issue of parsed.error.issues)
      ctx.issues.push({ code: 'custom', message: issue.message, input: value, path: [] });
  });
}

export const shortText = (max: number) => fastText(oneLineText(max).min(1), PLAIN_LINE, max);
export const longText = (max: number) => fastText(multiLineText(max), PLAIN_LINES, max);
export const nameField = shortText(200);

/** An article number as the shop stores and finds it: upper case, no spaces. */
export const articleNumberField = z.string().regex(/^[A-Z0-9][A-Z0-9._-]{0,39}$/, {
  message: 'must be upper-case letters, digits, dot, dash or underscore (at most 40)',
});

export const barcodeField = z.string().refine(isValidGtin, {
  message: 'must be an EAN/GTIN of 8, 12, 13 or 14 digits whose check digit fits',
});

/** Names per language, each optional: the shop falls back to en, then to `name`. */
export const namesField = z.strictObject(
  Object.fromEntries(LANGUAGES.map((language) => [language, nameField.optional()])) as Record<
    Language,
    z.ZodOptional<z.ZodString>
  >,
);
export type Names = z.infer<typeof namesField>;

/** Names as stored (a JSON object in the languages' order), the one form compared and written. */
export function namesJson(names: Names | undefined): string {
  const ordered: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const value = names?.[language];
    if (value !== undefined) ordered[language] = value;
  }
  return JSON.stringify(ordered);
}

/** The stored names JSON back as a record's names; anything but a text is left out. */
export function namesOf(json: string): Names | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  const names: Names = {};
  for (const language of LANGUAGES) {
    const value = (parsed as Record<string, unknown>)[language];
    if (typeof value === 'string' && value.length > 0) names[language] = value;
  }
  return Object.keys(names).length > 0 ? names : undefined;
}

// --- CSV cells -------------------------------------------------------------------------------

const INTEGER = /^-?\d+$/;

/** A whole number from a cell, or the cell's text (which the schema then refuses). */
export function cellNumber(cell: string | undefined): number | string | undefined {
  if (cell === undefined) return undefined;
  const trimmed = cell.trim();
  return INTEGER.test(trimmed) ? Number(trimmed) : cell;
}

/** true/false (also 1/0) from a cell, or the cell's text. */
export function cellBoolean(cell: string | undefined): boolean | string | undefined {
  if (cell === undefined) return undefined;
  const value = cell.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return cell;
}

/** A `|` list from a cell; each entry trimmed. */
export function cellList(cell: string | undefined): string[] | undefined {
  if (cell === undefined) return undefined;
  return cell.split('|').map((entry) => entry.trim());
}

export function cellNumberList(cell: string | undefined): (number | string)[] | undefined {
  return cellList(cell)?.map((entry) => cellNumber(entry)!);
}

/** Writes what the record holds as a cell; absent and null are an empty cell. */
export function toCell(value: string | number | boolean | null | undefined): string {
  if (value === undefined || value === null) return '';
  return String(value);
}

export function toListCell(values: readonly (string | number)[] | undefined): string {
  return values && values.length > 0 ? values.join('|') : '';
}

/** Puts the defined entries of `values` into `target`, so an empty cell stays absent. */
export function definedEntries(values: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) result[key] = value;
  return result;
}

/** `name_de`, `name_en`, … cells as a names object, absent when every cell is empty. */
export function namesFromCells(
  cells: Readonly<Record<string, string>>,
  prefix: string,
): Record<string, string> | undefined {
  const names: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const cell = cells[`${prefix}_${language}`];
    if (cell !== undefined) names[language] = cell;
  }
  return Object.keys(names).length > 0 ? names : undefined;
}

export function namesToCells(prefix: string, names: Names | undefined): Record<string, string> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [`${prefix}_${language}`, names?.[language] ?? '']),
  );
}

export const languageColumns = (prefix: string) =>
  LANGUAGES.map((language) => `${prefix}_${language}`);
