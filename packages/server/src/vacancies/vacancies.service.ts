import { z } from 'zod';
import type {
  VacanciesResponse,
  VacancyImagesResponse,
  VacancyResponse,
} from '@shop/domain/api/content-vacancies.ts';
import { parseTexts, servedLanguage, textIn } from '@shop/domain/rules/content-texts.ts';
import type { Language } from '@shop/domain/shops.ts';
import { contentImages } from '#server/content/content.service.ts';
import { renderMarkdown } from '#server/content/markdown.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { notFound } from '#server/http/app-error.ts';
import { findPublishedVacancies, findPublishedVacancy } from './vacancies.repository.ts';

/**
 * Vacancies (docs/product/content.md#content-vacancies; decision 048): titles, locations
 * (decision 134) and Markdown bodies per language, served in the asked language or, per vacancy,
 * in en.
 */

const imageNamesSchema = z.array(z.string());

function imageNames(json: string): string[] {
  try {
    const parsed = imageNamesSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const vacancyNotFound = () => notFound('No vacancy with this link');

/** A location given once stands for every language, whatever language the texts are in. */
function locationIn(json: string, language: Language): string {
  const locations = parseTexts(json);
  return textIn(locations, servedLanguage(Object.keys(locations), language));
}

export async function listVacancies(db: DbOrTx, language: Language): Promise<VacanciesResponse> {
  const rows = await findPublishedVacancies(db);
  return {
    language,
    vacancies: rows.map((row) => {
      const titles = parseTexts(row.titles);
      return {
        id: row.id,
        link: row.link,
        title: textIn(titles, servedLanguage(Object.keys(titles), language), row.link),
        location: locationIn(row.locations, language),
      };
    }),
  };
}

async function imagesOf(db: DbOrTx, json: string) {
  const names = imageNames(json);
  const found = await contentImages(db, names);
  return names.flatMap((name) => {
    const image = found.get(name);
    return image ? [image] : [];
  });
}

export async function loadVacancy(
  db: DbOrTx,
  link: string,
  language: Language,
): Promise<VacancyResponse> {
  const row = await findPublishedVacancy(db, link);
  if (!row) throw vacancyNotFound();
  const bodies = parseTexts(row.bodies);
  const served = servedLanguage(Object.keys(bodies), language);
  return {
    id: row.id,
    link: row.link,
    language: served,
    title: textIn(parseTexts(row.titles), served, row.link),
    location: locationIn(row.locations, language),
    html: renderMarkdown(textIn(bodies, served)),
    images: await imagesOf(db, row.images),
  };
}

/** The pictures of a vacancy; an id that is not the link's vacancy's is 404 as well. */
export async function loadVacancyImages(
  db: DbOrTx,
  vacancy: { id?: number | undefined; link: string },
): Promise<VacancyImagesResponse> {
  const row = await findPublishedVacancy(db, vacancy.link);
  if (!row || (vacancy.id !== undefined && vacancy.id !== row.id)) throw vacancyNotFound();
  return { images: await imagesOf(db, row.images) };
}
