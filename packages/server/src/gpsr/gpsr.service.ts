import type { FastifyReply } from 'fastify';
import {
  GPSR_FALLBACK_LANGUAGE,
  isGpsrLanguage,
  type GpsrFaqResponse,
  type GpsrLanguage,
} from '@shop/domain/api/gpsr.ts';
import type { Language } from '@shop/domain/shops.ts';
import { csvStyle, type CsvFormat } from '@shop/domain/rules/csv-format.ts';
import { sendCsv, type CsvColumn } from '#server/csv/csv-reply.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { loadTranslations } from '#server/i18n/i18n.service.ts';
import { safetyImagePaths, safetyWarningTexts } from '#server/catalog/catalog.service.ts';
import { findGpsrExportRows, findGpsrFaq, type GpsrExportRow } from './gpsr.repository.ts';

/**
 * GPSR FAQ and export (docs/product/account.md#account-gpsr; docs/decisions/042-gpsr-export.md).
 */

const EXPORT_CHUNK = 500;

async function faqOf(db: DbOrTx, language: GpsrLanguage): Promise<GpsrFaqResponse['groups']> {
  const groups = new Map<number, GpsrFaqResponse['groups'][number]>();
  for (const row of await findGpsrFaq(db, language)) {
    let group = groups.get(row.groupId);
    if (!group) {
      group = { title: row.title, questions: [] };
      groups.set(row.groupId, group);
    }
    if (row.question !== null && row.answer !== null) {
      group.questions.push({ question: row.question, answer: row.answer });
    }
  }
  return [...groups.values()];
}

/** The FAQ in the language asked for; a language without one gets the English FAQ. */
export async function gpsrFaq(db: DbOrTx, language: string): Promise<GpsrFaqResponse> {
  if (isGpsrLanguage(language)) {
    const groups = await faqOf(db, language);
    if (groups.length > 0) return { language, groups };
  }
  return { language: GPSR_FALLBACK_LANGUAGE, groups: await faqOf(db, GPSR_FALLBACK_LANGUAGE) };
}

async function* exportRows(db: DbOrTx, language: Language): AsyncGenerator<GpsrExportRow> {
  let afterId = 0;
  for (;;) {
    const rows = await findGpsrExportRows(db, language, afterId, EXPORT_CHUNK);
    yield* rows;
    if (rows.length < EXPORT_CHUNK) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

/**
 * The GPSR data of every article on sale as a CSV download, headings in `language`, split as the
 * buyer's spreadsheet `format` reads it (the data hold no amount or date).
 */
export async function sendGpsrCsv(
  db: DbOrTx,
  reply: FastifyReply,
  language: Language,
  format: CsvFormat | undefined,
  publicUrl: string,
): Promise<FastifyReply> {
  const texts = (await loadTranslations(db, language)).resources.account ?? {};
  const heading = (key: string, english: string) => texts[`gpsr.csv.${key}`] ?? english;
  const columns: CsvColumn<GpsrExportRow>[] = [
    { header: heading('articleNumber', 'Article number'), value: (row) => row.articleNumber },
    { header: heading('ean', 'EAN'), value: (row) => row.barcode },
    {
      header: heading('name', 'Name'),
      value: (row) => row.name ?? row.fallbackName ?? row.articleNumber,
    },
    { header: heading('manufacturer', 'Manufacturer'), value: (row) => row.manufacturer },
    {
      header: heading('responsiblePerson', 'Responsible person in the EU'),
      value: (row) => row.responsiblePerson,
    },
    {
      header: heading('safetyWarnings', 'Safety warnings'),
      value: (row) => safetyWarningTexts(row.safetyWarnings, language).join(' | '),
    },
    {
      header: heading('images', 'Safety images'),
      value: (row) =>
        safetyImagePaths(row.images)
          .map((image) => (image.startsWith('/') ? `${publicUrl}${image}` : image))
          .join(' '),
    },
  ];
  return sendCsv(reply, 'gpsr.csv', csvStyle(language, format), columns, exportRows(db, language));
}
