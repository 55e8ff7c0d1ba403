import type {
  BannerResponse,
  ContentImage,
  ContentPageName,
  ContentPageResponse,
  FaqGroup,
  FaqResponse,
  PartnersResponse,
} from '@shop/domain/api/content.ts';
import type { HeaderLinksResponse } from '@shop/domain/api/header-links.ts';
import type { Language, ShopCode } from '@shop/domain/shops.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { notFound } from '#server/http/app-error.ts';
import {
  findBanners,
  findDocument,
  findDocumentLanguages,
  findFaq,
  findFaqLanguages,
  findImage,
  findImageSizes,
  findPage,
  findPageLanguages,
  findPartners,
} from './content.repository.ts';
import { readContentSettings } from './content-settings.ts';
import { allLanguages, parseTexts, servedLanguage } from '@shop/domain/rules/content-texts.ts';
import { renderMarkdown } from './markdown.ts';

/**
 * The shell's content answers (docs/product/content.md#content-pages, decision 048). Markdown is
 * rendered to sanitised HTML on the way out; the routes cache the answers briefly.
 */

export function contentImagePath(name: string): string {
  return `/images/content/${name}`;
}

/** The named pictures with their sizes; a name without a stored picture is left out. */
export async function contentImages(
  db: DbOrTx,
  names: readonly string[],
): Promise<Map<string, ContentImage>> {
  const rows = await findImageSizes(db, [...new Set(names)]);
  return new Map(
    rows.map((row) => [
      row.name,
      { src: contentImagePath(row.name), width: row.width, height: row.height },
    ]),
  );
}

export async function loadBanner(db: DbOrTx, index: number): Promise<BannerResponse> {
  const rows = await findBanners(db, index);
  const images = await contentImages(
    db,
    rows.map((row) => row.image),
  );
  const slides = rows.flatMap((row) => {
    const image = images.get(row.image);
    if (!image) return [];
    const texts = parseTexts(row.texts);
    const actions = parseTexts(row.actions);
    return [
      {
        code: row.code,
        image,
        link: row.link,
        titles: allLanguages(parseTexts(row.titles)),
        texts: Object.keys(texts).length > 0 ? allLanguages(texts) : null,
        actions:
          Object.keys(actions).length > 0 && row.link !== null ? allLanguages(actions) : null,
      },
    ];
  });
  return { index, slides };
}

export async function loadPartners(db: DbOrTx, onlySlider: boolean): Promise<PartnersResponse> {
  const rows = await findPartners(db, onlySlider);
  const logos = await contentImages(
    db,
    rows.flatMap((row) => (row.logo === null ? [] : [row.logo])),
  );
  return {
    partners: rows.map((row) => ({
      code: row.code,
      name: row.name,
      names: allLanguages(parseTexts(row.names), row.name),
      url: row.url,
      logo: row.logo === null ? null : (logos.get(row.logo) ?? null),
    })),
  };
}

export async function loadFaq(db: DbOrTx, language: Language): Promise<FaqResponse> {
  const languages = (await findFaqLanguages(db)).map((row) => row.language);
  const served = servedLanguage(languages, language);
  const rows = languages.includes(served) ? await findFaq(db, served) : [];
  const groups: FaqGroup[] = [];
  const byId = new Map<number, FaqGroup>();
  for (const row of rows) {
    let group = byId.get(row.groupId);
    if (!group) {
      group = { code: row.code ?? String(row.groupId), title: row.title, questions: [] };
      byId.set(row.groupId, group);
      groups.push(group);
    }
    if (row.questionId !== null && row.question !== null && row.answer !== null) {
      group.questions.push({
        id: row.questionId,
        question: row.question,
        answerHtml: renderMarkdown(row.answer),
      });
    }
  }
  const settings = await readContentSettings(db);
  return { language: served, enabled: (settings?.faqEnabled ?? true) && groups.length > 0, groups };
}

export async function loadContentPage(
  db: DbOrTx,
  page: ContentPageName,
  language: Language,
): Promise<ContentPageResponse> {
  const languages = (await findPageLanguages(db, page)).map((row) => row.language);
  const served = servedLanguage(languages, language);
  const row = await findPage(db, page, served);
  if (!row) throw notFound('This page has no content yet');
  return { page, language: served, title: row.title, html: renderMarkdown(row.markdown) };
}

/** A stored picture's bytes and type, or 404. */
export async function readContentImage(
  db: DbOrTx,
  name: string,
): Promise<{ contentType: string; data: Buffer }> {
  const row = await findImage(db, name);
  if (!row) throw notFound('No picture with this name');
  return { contentType: row.contentType, data: Buffer.from(row.data, 'base64') };
}

/** Where the header's vacancies entry leads: the operator's external address, or null for the shop's pages. */
export async function loadHeaderLinks(db: DbOrTx): Promise<HeaderLinksResponse> {
  const settings = await readContentSettings(db);
  return { vacanciesUrl: settings?.headerVacanciesUrl ?? null };
}

/** Where the shop's contact messages go: the imported service address, else the operator's. */
export async function serviceAddressOf(
  db: DbOrTx,
  shop: ShopCode,
  operatorEmail: string,
): Promise<string> {
  const settings = await readContentSettings(db);
  return settings?.serviceAddresses[shop] ?? operatorEmail;
}

/** A document's PDF in the language, else en's, or 404. */
export async function readContentDocument(
  db: DbOrTx,
  document: string,
  language: Language,
): Promise<{ language: Language; data: Buffer }> {
  const languages = (await findDocumentLanguages(db, document)).map((row) => row.language);
  const served = servedLanguage(languages, language);
  const row = await findDocument(db, document, served);
  if (!row) throw notFound('This document is not available');
  return { language: served, data: Buffer.from(row.data, 'base64') };
}
