import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '@shop/domain/api/content.ts';
import { LANGUAGES } from '@shop/domain/shops.ts';
import type { ContentBundle } from '#server/content/content-files.ts';
import { readContentFolder } from '#server/content/content-folder.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { EXAMPLE_CONTENT_FOLDER } from './example-content.ts';

/**
 * The example content the seed imports is written in all seven shop languages
 * (docs/product/content.md#content-demo-languages, decision 129): every page, the FAQ, every
 * vacancy and the texts of the JSON files, each translation with the original's structure,
 * links and figures, and the seeded shop answers them instead of the English fallback.
 */

let bundle: ContentBundle;

beforeAll(async () => {
  const read = await readContentFolder(EXAMPLE_CONTENT_FOLDER);
  expect(read.problems).toEqual([]);
  bundle = read.bundle!;
});

/** What a translation keeps from its original: the Markdown's structure, its links and figures. */
function shape(markdown: string) {
  const lines = markdown.split('\n');
  const count = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length;
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  return {
    headings: lines.filter((line) => /^#+ /.test(line)).map((line) => line.split(' ')[0]),
    items: count(/^- /),
    tableRows: count(/^\|/),
    bold: (markdown.match(/\*\*/g) ?? []).length,
    paragraphs: markdown.split(/\n{2,}/).length,
    // the e-mail addresses of a competition or privacy page are the language's own
    links: targets.map((target) => (target.startsWith('mailto:') ? 'mailto:' : target)),
  };
}

/** The figures of a text: every number in the English one is in the translation too. */
const numbers = (text: string) => text.match(/\d+/g) ?? [];

function expectTranslation(what: string, en: string, translated: string | undefined): void {
  expect(translated, what).toBeTruthy();
  expect(translated, `${what} is a copy of en`).not.toBe(en);
  expect(shape(translated!), what).toEqual(shape(en));
  const figures = new Set(numbers(translated!));
  for (const figure of numbers(en)) expect(figures.has(figure), `${what}: ${figure}`).toBe(true);
}

/** A text per language, named for the failure message. */
type Named = [what: string, texts: Partial<Record<string, string>>];

describe('the example content folder', () => {
  it('holds every page in all seven languages with the structure, links and figures of en', () => {
    for (const page of CONTENT_PAGES) {
      const en = bundle.pages.find((p) => p.page === page && p.language === 'en');
      expect(en, page).toBeDefined();
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const translated = bundle.pages.find((p) => p.page === page && p.language === language);
        expect(translated?.title, `${page}.${language} title`).toBeTruthy();
        expectTranslation(`${page}.${language}`, en!.markdown, translated?.markdown);
      }
    }
  });

  it('keeps the Cookies heading the footer links to (privacy-policy#cookies) in every language', () => {
    const privacy = bundle.pages.filter((p) => p.page === 'privacy-policy');
    expect(privacy.map((p) => p.language).sort()).toEqual([...LANGUAGES].sort());
    for (const page of privacy) expect(page.markdown, page.language).toMatch(/^## Cookies$/m);
  });

  it('holds the FAQ in all seven languages, group by group and question by question', () => {
    const en = bundle.faq.find((f) => f.language === 'en')!.file;
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const file = bundle.faq.find((f) => f.language === language)?.file;
      expect(file, `faq/${language}.json`).toBeDefined();
      expect(file!.groups.map((g) => g.code)).toEqual(en.groups.map((g) => g.code));
      en.groups.forEach((group, g) => {
        const translated = file!.groups[g]!;
        expect(translated.title, `${language} ${group.code}`).not.toBe(group.title);
        expect(translated.questions).toHaveLength(group.questions.length);
        group.questions.forEach((question, q) => {
          const what = `faq ${language} ${group.code} ${q}`;
          expect(translated.questions[q]!.question, what).not.toBe(question.question);
          expectTranslation(what, question.answer, translated.questions[q]!.answer);
        });
      });
    }
  });

  it('holds every vacancy, its title and its location in all seven languages', () => {
    expect(bundle.vacancies.length).toBeGreaterThan(0);
    for (const vacancy of bundle.vacancies) {
      // a location may stay as it is in a language ("Hamburg" in Polish), but is given in each
      const location = vacancy.location;
      expect(typeof location, vacancy.link).toBe('object');
      const locations = typeof location === 'object' ? location : {};
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const what = `${vacancy.link}.${language}`;
        expectTranslation(what, vacancy.bodies.en!, vacancy.bodies[language]);
        expect(vacancy.titles[language], what).toBeTruthy();
        expect(vacancy.titles[language], what).not.toBe(vacancy.titles.en);
        expect(locations[language], what).toBeTruthy();
      }
      expect(locations.ja, vacancy.link).toMatch(/\p{Script=Katakana}/u);
    }
    const remote = bundle.vacancies.find((vacancy) => vacancy.link === 'frontend-developer');
    expect(remote?.location).toMatchObject({
      en: 'Hamburg / remote',
      de: 'Hamburg / Homeoffice',
      pl: 'Hamburg / praca zdalna',
    });
  });

  it('holds every document (the delivery-complaint form) as a PDF in all seven languages', () => {
    const documents = [...new Set(bundle.documents.map((d) => d.document))];
    expect(documents).toContain('delivery-complaint');
    for (const document of documents) {
      const languages = bundle.documents.filter((d) => d.document === document);
      expect(languages.map((d) => d.language).sort(), document).toEqual([...LANGUAGES].sort());
    }
  });

  it('names polls, options, banners and translated partner names in all seven languages', () => {
    const maps: Named[] = [
      ...bundle.polls.flatMap((poll): Named[] => [
        [`poll ${poll.hash} title`, poll.titles],
        [`poll ${poll.hash} question`, poll.questions],
        ...poll.options.map((o): Named => [`poll option ${o.code}`, o.labels]),
      ]),
      ...bundle.banners.map((b): Named => [`banner ${b.code}`, b.titles]),
      ...bundle.partners.flatMap((p): Named[] => (p.names ? [[`partner ${p.code}`, p.names]] : [])),
    ];
    expect(maps.length).toBeGreaterThan(8);
    for (const [what, texts] of maps) {
      for (const language of LANGUAGES) {
        expect(texts[language], `${what} ${language}`).toBeTruthy();
        if (language !== 'en') expect(texts[language], `${what} ${language}`).not.toBe(texts.en);
      }
    }
  });
});

describe('the seeded shop', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    ({ t } = await seededApp({ articles: 20, referenceDate: '2026-11-25' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a content page in ja and pl with the translated text, not the fallback', async () => {
    const ja = (await get('/api/content/privacy-policy/ja')).json();
    expect(ja).toMatchObject({
      page: 'privacy-policy',
      language: 'ja',
      title: 'プライバシーポリシー',
    });
    expect(ja.html).toContain('<h2>お客様の権利</h2>');
    expect(ja.html).toContain('<h2>Cookies</h2>');
    expect(ja.html).toContain('<a href="/analytics-optout">アクセス解析のオプトアウト</a>');
    const pl = (await get('/api/content/agb/pl')).json();
    expect(pl).toMatchObject({ language: 'pl', title: 'Ogólne warunki handlowe dla sprzedawców' });
    expect(pl.html).toContain('<h2>5. Zastrzeżenie prawa własności</h2>');
    expect(pl.html).not.toContain('Retention of title');
  });

  it('renders every page of every language without leftover Markdown marks', async () => {
    for (const page of CONTENT_PAGES) {
      for (const language of LANGUAGES) {
        const body = (await get(`/api/content/${page}/${language}`)).json();
        expect(body.language, `${page} ${language}`).toBe(language);
        expect(body.html, `${page} ${language}`).not.toMatch(/\*|\]\(|^#/m);
      }
    }
    expect((await get('/api/content/impressum/ja')).json().html).toContain('<strong>');
  });

  it('answers the FAQ, a vacancy and the poll in ja and pl', async () => {
    const faq = (await get('/api/faq/ja')).json();
    expect(faq.language).toBe('ja');
    expect(faq.groups[0].title).toBe('ご注文と配送');
    expect(faq.groups[0].questions[0].answerHtml).toContain('<strong>250ユーロ</strong>');
    const vacancy = (
      await get('/api/vacancy?link=warehouse-logistics-specialist&language=pl')
    ).json();
    expect(vacancy).toMatchObject({
      language: 'pl',
      title: 'Specjalista ds. logistyki magazynowej (k/m/n)',
    });
    expect(vacancy.html).toContain('<h2>Czego oczekujemy</h2>');
    const list = (await get('/api/vacancies?language=ja')).json();
    expect(list.vacancies.map((v: { location: string }) => v.location)).toContain(
      'ハンブルク／リモート',
    );
    const poll = (await get('/api/poll/ja/demo-poll')).json();
    expect(poll.language).toBe('ja');
    expect(poll.options.map((o: { label: string }) => o.label)).toContain('マンガ・書籍');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/poll',
      payload: { description: 'manga', hash: 'demo-poll', language: 'pl' },
    });
    expect(answer.json().message).toBe('Dziękujemy za udział!');
  });
});
