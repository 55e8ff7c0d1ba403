import { z } from 'zod';
import { csvFormatSchema, languageSchema } from './shell.ts';
import { oneLineText } from './text.ts';

/**
 * GPSR (EU General Product Safety Regulation) FAQ and export
 * (docs/product/account.md#account-gpsr).
 */

/** The 24 official languages of the EU, in which the GPSR information is offered. */
export const GPSR_LANGUAGES = [
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fi',
  'fr',
  'ga',
  'hr',
  'hu',
  'it',
  'lt',
  'lv',
  'mt',
  'nl',
  'pl',
  'pt',
  'ro',
  'sk',
  'sl',
  'sv',
] as const;
export type GpsrLanguage = (typeof GPSR_LANGUAGES)[number];
export const GPSR_FALLBACK_LANGUAGE: GpsrLanguage = 'en';

export function isGpsrLanguage(value: string): value is GpsrLanguage {
  return (GPSR_LANGUAGES as readonly string[]).includes(value);
}

/** Any language code is asked for; one without a GPSR FAQ is answered in en (decision 042). */
export const gpsrFaqParamsSchema = z.strictObject({
  lang: oneLineText(3).regex(/^[a-z]{2,3}$/, 'a language code such as de or en'),
});

export const gpsrFaqResponseSchema = z.object({
  /** the language of the answer: the one asked for, or en when it has no FAQ of its own */
  language: z.enum(GPSR_LANGUAGES),
  groups: z.array(
    z.object({
      title: z.string(),
      questions: z.array(z.object({ question: z.string(), answer: z.string() })),
    }),
  ),
});
export type GpsrFaqResponse = z.infer<typeof gpsrFaqResponseSchema>;

export const gpsrExportQuerySchema = z.strictObject({
  language: languageSchema.optional(),
  csvFormat: csvFormatSchema.optional(),
});

/** `POST /api/uploadFileHeomedia` answers the stored file's name. */
export const mediaUploadAnswerSchema = z.object({ fileName: z.string() });
export type MediaUploadAnswer = z.infer<typeof mediaUploadAnswerSchema>;
