import { z } from 'zod';
import {
  CONTENT_DOCUMENTS,
  CONTENT_PAGES,
  contentImageNameSchema,
} from '@shop/domain/api/content.ts';
import { pollHashSchema } from '@shop/domain/api/content-polls.ts';
import { vacancyLinkSchema } from '@shop/domain/api/content-vacancies.ts';
import { multiLineText, oneLineText } from '@shop/domain/api/text.ts';
import { LANGUAGES, type Language } from '@shop/domain/shops.ts';
import { contentSettingsSchema, type ContentSettings } from './content-settings.ts';

/**
 * The files of a content folder (decision 048, README "Content"): what each JSON file holds,
 * checked field by field with the same text rules as the API (no control or bidi characters).
 */

const codeSchema = oneLineText(60).regex(
  /^[a-z0-9][a-z0-9-]{0,59}$/,
  'lower-case letters, digits and -',
);
const languageKey = z.enum(LANGUAGES);
/** Texts per language; en is required, since every other language falls back to it. */
const texts = (max: number) =>
  z
    .partialRecord(languageKey, oneLineText(max).min(1))
    .refine((value) => value.en !== undefined, 'needs an en text');
const linkSchema = oneLineText(300).regex(
  /^(\/[^\s]*|https:\/\/[^\s]+)$/,
  'a shop path beginning with / or an https:// address',
);

export const bannerFileSchema = z
  .strictObject({
    code: codeSchema,
    /** 0 the start page, n the overview page of menu order n */
    place: z.number().int().min(0).max(999),
    image: contentImageNameSchema,
    link: linkSchema.nullable(),
    /** the headline */
    titles: texts(200),
    /** a sentence under the headline (docs/decisions/137-banner-call-to-action.md) */
    texts: texts(300).optional(),
    /** the label of the slide's button; only with a link */
    actions: texts(60).optional(),
  })
  .refine((banner) => banner.actions === undefined || banner.link !== null, {
    message: 'a button needs a link',
    path: ['actions'],
  });
export const bannersFileSchema = z.array(bannerFileSchema).max(200);

export const partnerFileSchema = z.strictObject({
  code: codeSchema,
  name: oneLineText(120).min(1),
  names: z.partialRecord(languageKey, oneLineText(120).min(1)).optional(),
  url: oneLineText(300).regex(/^https:\/\/[^\s]+$/, 'an https:// address'),
  logo: contentImageNameSchema.nullable(),
  inSlider: z.boolean(),
});
export const partnersFileSchema = z.array(partnerFileSchema).max(500);

export const pollFileSchema = z.strictObject({
  hash: pollHashSchema,
  active: z.boolean(),
  titles: texts(200),
  questions: texts(500),
  options: z
    .array(z.strictObject({ code: codeSchema, labels: texts(200) }))
    .min(2)
    .max(20),
});
export const pollsFileSchema = z.array(pollFileSchema).max(100);

export const faqFileSchema = z.strictObject({
  groups: z
    .array(
      z.strictObject({
        code: codeSchema,
        title: oneLineText(200).min(1),
        questions: z
          .array(
            z.strictObject({
              question: oneLineText(500).min(1),
              /** Markdown */
              answer: multiLineText(20_000).min(1),
            }),
          )
          .max(200),
      }),
    )
    .max(100),
});

/**
 * Where a vacancy is: one text for every language ("" for none), or texts per language with en
 * (docs/decisions/134-demo-texts-in-every-language.md).
 */
const locationSchema = z.union([oneLineText(120), texts(120)]);

export const vacancyFileSchema = z.strictObject({
  link: vacancyLinkSchema,
  published: z.boolean(),
  location: locationSchema,
  titles: texts(200),
  images: z.array(contentImageNameSchema).max(20),
});
export const vacanciesFileSchema = z.array(vacancyFileSchema).max(200);

export type LocationFile = z.infer<typeof locationSchema>;

/** The stored texts of a location: one for every language is kept as the en text. */
export function locationTexts(location: LocationFile): Partial<Record<Language, string>> {
  if (typeof location !== 'string') return location;
  return location === '' ? {} : { en: location };
}

/** A location as the file writes it: one string where every language shows the en text. */
export function locationFile(texts: Record<string, string>): LocationFile {
  const languages = Object.keys(texts);
  if (languages.length === 0) return '';
  if (languages.length === 1 && texts.en !== undefined) return texts.en;
  return texts as LocationFile;
}

/** A Markdown document: a first line "# Title", then the text. */
export const markdownSchema = multiLineText(200_000).min(1);
export const pageTitleSchema = oneLineText(200).min(1);

export const PAGE_FILE = new RegExp(
  `^(${CONTENT_PAGES.join('|')})\\.(${LANGUAGES.join('|')})\\.md$`,
);
export const VACANCY_TEXT_FILE = new RegExp(
  `^([a-z0-9][a-z0-9-]{0,79})\\.(${LANGUAGES.join('|')})\\.md$`,
);
export const FAQ_FILE = new RegExp(`^(${LANGUAGES.join('|')})\\.json$`);

export const DOCUMENT_FILE = new RegExp(
  `^(${CONTENT_DOCUMENTS.join('|')})\\.(${LANGUAGES.join('|')})\\.pdf$`,
);
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export type BannerFile = z.infer<typeof bannerFileSchema>;
export type PartnerFile = z.infer<typeof partnerFileSchema>;
export type PollFile = z.infer<typeof pollFileSchema>;
export type FaqFile = z.infer<typeof faqFileSchema>;
export type VacancyFile = z.infer<typeof vacancyFileSchema>;

export interface ContentImageFile {
  name: string;
  contentType: string;
  data: Buffer;
  width: number;
  height: number;
}

/** A whole content folder, checked: what an import writes and an export reads. */
export interface ContentBundle {
  settings: ContentSettings;
  banners: BannerFile[];
  partners: PartnerFile[];
  polls: PollFile[];
  faq: { language: string; file: FaqFile }[];
  pages: { page: string; language: string; title: string; markdown: string }[];
  vacancies: (VacancyFile & { bodies: Record<string, string> })[];
  images: ContentImageFile[];
  documents: { document: string; language: string; data: Buffer }[];
}

export { contentSettingsSchema };
