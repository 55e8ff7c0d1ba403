import { z } from 'zod';
import { downloadCsv } from '#web/shared/download.ts';
import { apiPost } from './client.ts';

/**
 * Posts a CSV export call and saves its answer: the server writes the CSV
 * (docs/decisions/035-csv-exports.md), the browser saves it as `fileName`.
 */
export async function downloadServerCsv(path: string, body: unknown, fileName: string) {
  const csv = await apiPost(path, body, z.string());
  // fetch drops the byte-order mark while decoding; spreadsheets need it to read UTF-8
  downloadCsv(fileName, csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`);
}
