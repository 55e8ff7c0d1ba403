/// <reference types="node" />
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Parser } from 'htmlparser2';
import type { Language } from '../shops.ts';
import { csvStyle, defaultCsvFormat, type CsvFormat } from '../rules/csv-format.ts';

/**
 * Test support for the server's and the web's CSV exports: each file opened by LibreOffice
 * headless as the buyer's spreadsheet would open it
 * (docs/decisions/122-csv-in-the-buyers-spreadsheet.md), in the language's locale, and read back
 * cell by cell with the type the spreadsheet gave each cell. LibreOffice is Debian's
 * (/usr/bin/soffice; npm test installs it when missing).
 */

export const SOFFICE = '/usr/bin/soffice';

/** The spreadsheet locale of a language: the LibreOffice language id of its CSV filter. */
const LOCALE_ID: Readonly<Record<Language, number>> = {
  de: 1031, // de-DE
  en: 2057, // en-GB, the English of the shop's uk region
  es: 3082,
  fr: 1036,
  it: 1040,
  pl: 1045,
  ja: 1041,
};

export interface CsvFile {
  name: string;
  csv: string;
  language: Language;
  format: CsvFormat;
}

export interface SheetCell {
  /** 'float', 'date', 'string', … as the spreadsheet read it; '' for an empty cell */
  type: string;
  /** the number of a float, the ISO date of a date */
  value: string;
  text: string;
  /** true when the spreadsheet took the cell for a formula */
  formula: boolean;
}

const run = promisify(execFile);

/**
 * The locale of the spreadsheet that opens the file: the language's, or, when the buyer chose
 * the other format, one whose spreadsheet writes that format (the reason to choose it).
 */
function localeOf(file: Pick<CsvFile, 'language' | 'format'>): number {
  if (file.format === defaultCsvFormat(file.language)) return LOCALE_ID[file.language];
  return file.format === 'comma-point' ? LOCALE_ID.en : LOCALE_ID.de;
}

/**
 * The CSV filter options: separator, double quote, UTF-8 (76), from line 1, standard cells, the
 * locale, quoted cells as text off, special numbers (dates) detected, as Excel does.
 */
function filterOptions(file: Pick<CsvFile, 'language' | 'format'>): string {
  const separator = csvStyle(file.language, file.format).delimiter.charCodeAt(0);
  return `CSV:${separator},34,76,1,,${localeOf(file)},false,true`;
}

/**
 * Every file opened and read back; one LibreOffice call per filter (language and format), each
 * with a fresh profile, converting all its files to flat ODS at once.
 */
export async function openInSpreadsheet(
  files: readonly CsvFile[],
): Promise<Map<string, SheetCell[][]>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'csv-sheet-'));
  try {
    const groups = new Map<string, string[]>();
    for (const file of files) {
      const csvPath = path.join(dir, `${file.name}.csv`);
      await writeFile(csvPath, file.csv);
      const options = filterOptions(file);
      groups.set(options, [...(groups.get(options) ?? []), csvPath]);
    }
    let profile = 0;
    for (const [options, paths] of groups) {
      profile += 1;
      const env = { ...process.env, HOME: dir };
      await run(
        SOFFICE,
        [
          `-env:UserInstallation=file://${dir}/profile-${profile}`,
          '--headless',
          `--infilter=${options}`,
          '--convert-to',
          'fods',
          '--outdir',
          dir,
          ...paths,
        ],
        { env, timeout: 120_000 },
      );
    }
    const sheets = new Map<string, SheetCell[][]>();
    for (const file of files) {
      sheets.set(file.name, sheetOf(await readFile(path.join(dir, `${file.name}.fods`), 'utf8')));
    }
    return sheets;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Repeats above this are the sheet's empty rest, not cells of the file. */
const MAX_REPEAT = 100;

/** The first table of a flat ODS document as rows of cells, empty rows dropped. */
export function sheetOf(fods: string): SheetCell[][] {
  const rows: SheetCell[][] = [];
  let row: SheetCell[] | null = null;
  let cell: (SheetCell & { repeat: number }) | null = null;
  let tables = 0;
  // the document is indented: only the text of a paragraph belongs to a cell
  let paragraphs = 0;
  let inParagraph = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'table:table') tables += 1;
        if (tables !== 1) return;
        if (name === 'table:table-row') row = [];
        if (name === 'table:table-cell' && row !== null) {
          cell = {
            type: attributes['office:value-type'] ?? '',
            value: attributes['office:value'] ?? attributes['office:date-value'] ?? '',
            text: '',
            formula: attributes['table:formula'] !== undefined,
            repeat: Number(attributes['table:number-columns-repeated'] ?? '1'),
          };
          paragraphs = 0;
        }
        if (cell === null) return;
        if (name === 'text:p') {
          if (paragraphs > 0) cell.text += '\n';
          paragraphs += 1;
          inParagraph = true;
        }
        if (name === 'text:s') cell.text += ' '.repeat(Number(attributes['text:c'] ?? '1'));
        if (name === 'text:tab') cell.text += '\t';
      },
      ontext(text) {
        if (cell !== null && inParagraph) cell.text += text;
      },
      onclosetag(name) {
        if (name === 'text:p') inParagraph = false;
        if (name === 'table:table-cell' && cell !== null && row !== null) {
          const { repeat, ...read } = cell;
          if (repeat <= MAX_REPEAT) for (let i = 0; i < repeat; i += 1) row.push({ ...read });
          cell = null;
        }
        if (name === 'table:table-row' && row !== null) {
          if (row.some((c) => c.type !== '')) rows.push(trimmed(row));
          row = null;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(fods);
  return rows;
}

/** A row without the empty cells after its last filled one. */
function trimmed(row: SheetCell[]): SheetCell[] {
  let end = row.length;
  while (end > 0 && row[end - 1]!.type === '') end -= 1;
  return row.slice(0, end);
}
