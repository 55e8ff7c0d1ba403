import { z } from 'zod';
import { contentImageSchema } from './content.ts';
import { languageSchema } from './shell.ts';
import { oneLineText } from './text.ts';

/**
 * Vacancies (docs/product/content.md#content-vacancies): GET /api/vacancies, GET /api/vacancy?link=
 * and POST /api/getVacancyImages with the vacancy ({id, link}). The language is an optional query
 * parameter (default en); texts missing in it come in en.
 */

export const vacancyLinkSchema = oneLineText(80).regex(/^[a-z0-9][a-z0-9-]{0,79}$/);

export const vacanciesQuerySchema = z.strictObject({ language: languageSchema.optional() });

export const vacancySummarySchema = z.object({
  id: z.number().int(),
  link: z.string(),
  title: z.string(),
  location: z.string(),
});

export const vacanciesResponseSchema = z.object({
  language: languageSchema,
  vacancies: z.array(vacancySummarySchema),
});
export type VacanciesResponse = z.infer<typeof vacanciesResponseSchema>;

export const vacancyQuerySchema = z.strictObject({
  link: vacancyLinkSchema,
  language: languageSchema.optional(),
});

export const vacancyResponseSchema = vacancySummarySchema.extend({
  language: languageSchema,
  /** the vacancy's Markdown rendered to sanitised HTML */
  html: z.string(),
  images: z.array(contentImageSchema),
});
export type VacancyResponse = z.infer<typeof vacancyResponseSchema>;

/**
 * The vacancy as the client holds it: id and link (docs/product/content.md#content-vacancies); both
 * must match.
 */
export const vacancyImagesRequestSchema = z.strictObject({
  id: z.number().int().positive().optional(),
  link: vacancyLinkSchema,
});

export const vacancyImagesResponseSchema = z.object({ images: z.array(contentImageSchema) });
export type VacancyImagesResponse = z.infer<typeof vacancyImagesResponseSchema>;
