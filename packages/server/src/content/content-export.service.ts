import fs from 'node:fs/promises';
import path from 'node:path';
import { parseTexts } from '@shop/domain/rules/content-texts.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { readAllContent } from './content-import.repository.ts';
import { locationFile, type ContentBundle, type FaqFile } from './content-files.ts';
import { contentSettingsSchema, SETTINGS_KEY } from './content-settings.ts';

/**
 * The export: the stored content as a content folder, in the layout the import reads, so an
 * export imported again gives the same rows (decision 048).
 */

function faqOf(
  groups: { id: number; code: string | null; language: string; title: string }[],
  questions: { groupId: number; question: string; answer: string }[],
): ContentBundle['faq'] {
  const byLanguage = new Map<string, FaqFile>();
  for (const group of groups) {
    const file = byLanguage.get(group.language) ?? { groups: [] };
    byLanguage.set(group.language, file);
    file.groups.push({
      code: group.code ?? `group-${group.id}`,
      title: group.title,
      questions: questions
        .filter((q) => q.groupId === group.id)
        .map((q) => ({ question: q.question, answer: q.answer })),
    });
  }
  return [...byLanguage].map(([language, file]) => ({ language, file }));
}

type Texts = ContentBundle['polls'][number]['titles'];

/** A banner's optional texts as the file has them: left out when the banner has none. */
function optionalTexts<K extends 'texts' | 'actions'>(
  key: K,
  json: string,
): Partial<Record<K, Texts>> {
  const texts = parseTexts(json);
  return Object.keys(texts).length > 0 ? ({ [key]: texts as Texts } as Record<K, Texts>) : {};
}

function pollsOf(
  polls: { id: number; hash: string; active: number; titles: string; questions: string }[],
  options: { pollId: number; code: string; labels: string }[],
): ContentBundle['polls'] {
  return polls.map((poll) => ({
    hash: poll.hash,
    active: poll.active === 1,
    titles: parseTexts(poll.titles) as Texts,
    questions: parseTexts(poll.questions) as Texts,
    options: options
      .filter((option) => option.pollId === poll.id)
      .map((option) => ({ code: option.code, labels: parseTexts(option.labels) as Texts })),
  }));
}

/** The stored content; undefined settings when nothing was imported yet. */
export async function exportContent(
  db: DbOrTx,
): Promise<Omit<ContentBundle, 'settings'> & { settings: ContentBundle['settings'] | undefined }> {
  const [
    settings,
    banners,
    partners,
    polls,
    options,
    groups,
    questions,
    pages,
    vacancies,
    images,
    documents,
  ] = await readAllContent(db);
  const stored = settings.find((row) => row.key === SETTINGS_KEY);
  const parsedSettings = stored
    ? contentSettingsSchema.safeParse(JSON.parse(stored.value))
    : undefined;
  return {
    settings: parsedSettings?.success ? parsedSettings.data : undefined,
    banners: banners.map((b) => ({
      code: b.code,
      place: b.place,
      image: b.image,
      link: b.link,
      titles: parseTexts(b.titles) as ContentBundle['banners'][number]['titles'],
      ...optionalTexts('texts', b.texts),
      ...optionalTexts('actions', b.actions),
    })),
    partners: partners.map((p) => {
      const names = parseTexts(p.names);
      return {
        code: p.code,
        name: p.name,
        ...(Object.keys(names).length > 0 ? { names } : {}),
        url: p.url,
        logo: p.logo,
        inSlider: p.inSlider === 1,
      };
    }),
    polls: pollsOf(polls, options),
    faq: faqOf(groups, questions),
    pages: pages.map(({ page, language, title, markdown }) => ({
      page,
      language,
      title,
      markdown,
    })),
    vacancies: vacancies.map((v) => ({
      link: v.link,
      published: v.published === 1,
      location: locationFile(parseTexts(v.locations)),
      titles: parseTexts(v.titles) as ContentBundle['vacancies'][number]['titles'],
      images: JSON.parse(v.images) as string[],
      bodies: parseTexts(v.bodies),
    })),
    images: images.map((image) => ({
      name: image.name,
      contentType: image.contentType,
      data: Buffer.from(image.data, 'base64'),
      width: image.width,
      height: image.height,
    })),
    documents: documents.map((d) => ({
      document: d.document,
      language: d.language,
      data: Buffer.from(d.data, 'base64'),
    })),
  };
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Writes a bundle as a content folder; `root` must be missing or empty. */
export async function writeContentFolder(
  root: string,
  bundle: Awaited<ReturnType<typeof exportContent>>,
): Promise<void> {
  for (const folder of ['faq', 'pages', 'vacancies', 'images', 'documents']) {
    await fs.mkdir(path.join(root, folder), { recursive: true });
  }
  const write = (file: string, data: string | Buffer) => fs.writeFile(path.join(root, file), data);
  if (bundle.settings) await write('settings.json', json(bundle.settings));
  await write('banners.json', json(bundle.banners));
  await write('partners.json', json(bundle.partners));
  await write('polls.json', json(bundle.polls));
  await write(
    'vacancies.json',
    json(bundle.vacancies.map(({ bodies: _bodies, ...vacancy }) => vacancy)),
  );
  for (const vacancy of bundle.vacancies) {
    for (const [language, markdown] of Object.entries(vacancy.bodies)) {
      await write(`vacancies/${vacancy.link}.${language}.md`, `${markdown}\n`);
    }
  }
  for (const { language, file } of bundle.faq) await write(`faq/${language}.json`, json(file));
  for (const page of bundle.pages) {
    await write(`pages/${page.page}.${page.language}.md`, `# ${page.title}\n\n${page.markdown}\n`);
  }
  for (const image of bundle.images) await write(`images/${image.name}`, image.data);
  for (const d of bundle.documents)
    await write(`documents/${d.document}.${d.language}.pdf`, d.data);
}
