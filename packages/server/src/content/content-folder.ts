import fs from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { contentImageNameSchema } from '@shop/domain/api/content.ts';
import {
  bannersFileSchema,
  DOCUMENT_FILE,
  MAX_DOCUMENT_BYTES,
  contentSettingsSchema,
  FAQ_FILE,
  faqFileSchema,
  markdownSchema,
  PAGE_FILE,
  pageTitleSchema,
  partnersFileSchema,
  pollsFileSchema,
  VACANCY_TEXT_FILE,
  vacanciesFileSchema,
  type ContentBundle,
} from './content-files.ts';
import { contentImageSize, IMAGE_TYPES } from './content-images.ts';

/**
 * Reads and checks a content folder completely before anything is written (decision 048): every
 * bad file is reported with its problem, and only a folder without problems gives a bundle.
 */

export interface ContentProblem {
  file: string;
  problem: string;
}

const TOP_LEVEL = new Set([
  'settings.json',
  'banners.json',
  'partners.json',
  'polls.json',
  'vacancies.json',
  'faq',
  'pages',
  'vacancies',
  'images',
  'documents',
]);

class FolderReader {
  readonly problems: ContentProblem[] = [];
  constructor(readonly root: string) {}

  report(file: string, problem: string): void {
    this.problems.push({ file, problem });
  }

  /** The names in a folder, without hidden files (.DS_Store, .gitkeep). */
  async list(folder: string): Promise<string[]> {
    try {
      const names = await fs.readdir(path.join(this.root, folder));
      return names.filter((name) => !name.startsWith('.')).sort();
    } catch {
      return [];
    }
  }

  /** The file's bytes; a missing file is undefined, an unreadable one a problem. */
  async bytes(file: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(path.join(this.root, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        this.report(file, 'cannot be read as a file');
      }
      return undefined;
    }
  }

  /** The file's text, refused when it is not UTF-8. */
  async text(file: string): Promise<string | undefined> {
    const bytes = await this.bytes(file);
    if (bytes === undefined) return undefined;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      this.report(file, 'is not UTF-8 text');
      return undefined;
    }
  }

  /** A JSON file checked against its schema; a required file that is missing is a problem. */
  async json<S extends z.ZodType>(file: string, schema: S, required: boolean) {
    const text = await this.text(file);
    if (text === undefined) {
      if (required) this.report(file, 'is missing');
      return undefined;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      this.report(file, `is not valid JSON (${(error as Error).message})`);
      return undefined;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const where = issue.path.length > 0 ? issue.path.join('.') : 'the file';
        this.report(file, `${where}: ${issue.message}`);
      }
      return undefined;
    }
    return parsed.data as z.output<S>;
  }

  async markdown(file: string): Promise<string | undefined> {
    const text = await this.text(file);
    if (text === undefined) return undefined;
    const parsed = markdownSchema.safeParse(text);
    if (!parsed.success) {
      this.report(file, parsed.error.issues[0]?.message ?? 'is not valid text');
      return undefined;
    }
    return parsed.data;
  }
}

async function readPages(reader: FolderReader): Promise<ContentBundle['pages']> {
  const pages: ContentBundle['pages'] = [];
  for (const name of await reader.list('pages')) {
    const file = `pages/${name}`;
    const match = PAGE_FILE.exec(name);
    if (!match) {
      reader.report(file, 'is not named <page>.<language>.md with a known page and language');
      continue;
    }
    const markdown = await reader.markdown(file);
    if (markdown === undefined) continue;
    const [first = '', ...rest] = markdown.split('\n');
    const title = pageTitleSchema.safeParse(first.replace(/^#\s+/, ''));
    if (!first.startsWith('# ') || !title.success) {
      reader.report(file, 'must begin with a line "# Title"');
      continue;
    }
    pages.push({
      page: match[1]!,
      language: match[2]!,
      title: title.data,
      markdown: rest.join('\n').trim(),
    });
  }
  return pages;
}

async function readFaq(reader: FolderReader): Promise<ContentBundle['faq']> {
  const faq: ContentBundle['faq'] = [];
  for (const name of await reader.list('faq')) {
    const match = FAQ_FILE.exec(name);
    if (!match) {
      reader.report(`faq/${name}`, 'is not named <language>.json with a known language');
      continue;
    }
    const file = await reader.json(`faq/${name}`, faqFileSchema, true);
    if (file) faq.push({ language: match[1]!, file });
  }
  return faq;
}

async function readImages(reader: FolderReader): Promise<ContentBundle['images']> {
  const images: ContentBundle['images'] = [];
  for (const name of await reader.list('images')) {
    const file = `images/${name}`;
    if (!contentImageNameSchema.safeParse(name).success) {
      reader.report(
        file,
        'must be named in lower-case letters, digits and - ending .svg, .png or .jpg',
      );
      continue;
    }
    const extension = name.slice(name.lastIndexOf('.') + 1);
    const data = await reader.bytes(file);
    if (data === undefined) continue;
    const size = contentImageSize(extension, data);
    if (typeof size === 'string') {
      reader.report(file, size);
      continue;
    }
    images.push({ name, contentType: IMAGE_TYPES[extension]!, data, ...size });
  }
  return images;
}

async function readDocuments(reader: FolderReader): Promise<ContentBundle['documents']> {
  const documents: ContentBundle['documents'] = [];
  for (const name of await reader.list('documents')) {
    const file = `documents/${name}`;
    const match = DOCUMENT_FILE.exec(name);
    if (!match) {
      reader.report(
        file,
        'is not named <document>.<language>.pdf with a known document and language',
      );
      continue;
    }
    const data = await reader.bytes(file);
    if (data === undefined) continue;
    if (data.subarray(0, 5).toString('latin1') !== '%PDF-' || data.length > MAX_DOCUMENT_BYTES) {
      reader.report(file, `is not a PDF of at most ${MAX_DOCUMENT_BYTES} bytes`);
      continue;
    }
    documents.push({ document: match[1]!, language: match[2]!, data });
  }
  for (const document of new Set(documents.map((d) => d.document))) {
    if (!documents.some((d) => d.document === document && d.language === 'en')) {
      reader.report(`documents/${document}.en.pdf`, 'is missing (other languages fall back to it)');
    }
  }
  return documents;
}

async function readVacancyTexts(reader: FolderReader, links: Set<string>) {
  const bodies = new Map<string, Record<string, string>>();
  for (const name of await reader.list('vacancies')) {
    const file = `vacancies/${name}`;
    const match = VACANCY_TEXT_FILE.exec(name);
    if (!match || !links.has(match[1]!)) {
      reader.report(file, 'is not named <link>.<language>.md for a vacancy of vacancies.json');
      continue;
    }
    const markdown = await reader.markdown(file);
    if (markdown === undefined) continue;
    bodies.set(match[1]!, { ...bodies.get(match[1]!), [match[2]!]: markdown });
  }
  return bodies;
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(values.filter((value) => seen.has(value) || !seen.add(value)))];
}

/** Codes, hashes and links that repeat, and pictures that are named but not in images/. */
function crossCheck(reader: FolderReader, bundle: ContentBundle): void {
  const checks: [string, string, string[]][] = [
    ['banners.json', 'code', bundle.banners.map((b) => b.code)],
    ['partners.json', 'code', bundle.partners.map((p) => p.code)],
    ['polls.json', 'hash', bundle.polls.map((p) => p.hash)],
    ['vacancies.json', 'link', bundle.vacancies.map((v) => v.link)],
    ...bundle.polls.map((p): [string, string, string[]] => [
      'polls.json',
      `option code of poll ${p.hash}`,
      p.options.map((o) => o.code),
    ]),
    ...bundle.faq.map((f): [string, string, string[]] => [
      `faq/${f.language}.json`,
      'group code',
      f.file.groups.map((g) => g.code),
    ]),
  ];
  for (const [file, what, values] of checks) {
    for (const value of duplicates(values)) reader.report(file, `${what} "${value}" appears twice`);
  }
  const images = new Set(bundle.images.map((image) => image.name));
  const named: [string, string | null][] = [
    ...bundle.banners.map((b): [string, string] => ['banners.json', b.image]),
    ...bundle.partners.map((p): [string, string | null] => ['partners.json', p.logo]),
    ...bundle.vacancies.flatMap((v) =>
      v.images.map((i): [string, string] => ['vacancies.json', i]),
    ),
  ];
  for (const [file, image] of named) {
    if (image !== null && !images.has(image))
      reader.report(file, `picture "${image}" is not in images/`);
  }
  for (const vacancy of bundle.vacancies) {
    if (vacancy.bodies.en === undefined) {
      reader.report(
        `vacancies/${vacancy.link}.en.md`,
        'is missing (every vacancy needs its en text)',
      );
    }
  }
}

export async function readContentFolder(
  root: string,
): Promise<{ bundle: ContentBundle | undefined; problems: ContentProblem[] }> {
  const reader = new FolderReader(root);
  const stat = await fs.stat(root).catch(() => undefined);
  if (!stat?.isDirectory())
    return { bundle: undefined, problems: [{ file: root, problem: 'is not a folder' }] };
  for (const name of await reader.list('.')) {
    if (!TOP_LEVEL.has(name)) reader.report(name, 'is not a file of a content folder');
  }
  const settings = await reader.json('settings.json', contentSettingsSchema, true);
  const banners = (await reader.json('banners.json', bannersFileSchema, false)) ?? [];
  const partners = (await reader.json('partners.json', partnersFileSchema, false)) ?? [];
  const polls = (await reader.json('polls.json', pollsFileSchema, false)) ?? [];
  const vacancyFiles = (await reader.json('vacancies.json', vacanciesFileSchema, false)) ?? [];
  const bodies = await readVacancyTexts(reader, new Set(vacancyFiles.map((v) => v.link)));
  const bundle: ContentBundle = {
    settings: settings ?? { faqEnabled: false, serviceAddresses: { de: '', uk: '', fr: '' } },
    banners,
    partners,
    polls,
    faq: await readFaq(reader),
    pages: await readPages(reader),
    vacancies: vacancyFiles.map((v) => ({ ...v, bodies: bodies.get(v.link) ?? {} })),
    images: await readImages(reader),
    documents: await readDocuments(reader),
  };
  crossCheck(reader, bundle);
  return reader.problems.length > 0 || !settings
    ? { bundle: undefined, problems: reader.problems }
    : { bundle, problems: [] };
}
