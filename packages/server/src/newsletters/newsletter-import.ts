import fs from 'node:fs/promises';
import { z } from 'zod';
import { NEWSLETTER_LANGUAGES } from '@shop/domain/rules/newsletter-types.ts';
import { multiLineText, oneLineText } from '@shop/domain/api/text.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { addNewsletter } from './newsletter-archive.service.ts';

/**
 * The file `npm run newsletter -- import <file>` reads (README, decision 051): one newsletter as
 * JSON. Its HTML is sanitised when stored, like every newsletter's.
 */
export const MAX_NEWSLETTER_FILE_BYTES = 1_000_000;

export const newsletterFileSchema = z.strictObject({
  language: z.enum(NEWSLETTER_LANGUAGES),
  title: oneLineText(200).min(1),
  teaser: oneLineText(500).default(''),
  /** a picture of the shop (/images/…) or an https URL */
  image: oneLineText(500)
    .regex(/^(\/[^/]|https:\/\/)/, 'a path of the shop or an https URL')
    .nullable()
    .default(null),
  /** a date (YYYY-MM-DD) or an ISO date-time; now when left out */
  publishedAt: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })])
    .transform((value) => new Date(value).toISOString())
    .optional(),
  bodyHtml: multiLineText(MAX_NEWSLETTER_FILE_BYTES).min(1),
  /** articles presented besides those the body links to */
  articleNumbers: z.array(oneLineText(40).min(1)).max(500).default([]),
});

/** Reads, checks and stores a newsletter file; the new newsletter's id. */
export async function importNewsletterFile(
  db: DbOrTx,
  services: { publicUrl: string },
  file: string,
  now: Date = new Date(),
): Promise<number> {
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw new AppError(404, 'FILE_NOT_FOUND', `No file ${file}`);
  if (stat.size > MAX_NEWSLETTER_FILE_BYTES) {
    throw new AppError(413, 'FILE_TOO_LARGE', 'The file is larger than 1 MB');
  }
  let json: unknown;
  try {
    json = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    throw new AppError(400, 'NOT_JSON', 'The file is not JSON');
  }
  const parsed = newsletterFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new AppError(400, 'INVALID_NEWSLETTER', z.prettifyError(parsed.error));
  }
  const input = parsed.data;
  return addNewsletter(db, services, {
    ...input,
    publishedAt: input.publishedAt ?? now.toISOString(),
    articleNumbers: input.articleNumbers.map((n) => n.toUpperCase()),
  });
}
