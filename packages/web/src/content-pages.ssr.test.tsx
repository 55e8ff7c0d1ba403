import { renderToString } from 'preact-render-to-string';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Translations } from '@shop/domain/api/shell.ts';
import { LANGUAGES } from '@shop/domain/shops.ts';
import en from '@shop/messages/en.json';
import { createPageRenderer, type RenderedPage } from './entry-server.tsx';

/**
 * The content pages on the server's renderer (decision 126): their routes' loaders ask for what
 * the page shows, so each page is rendered once, with its text, not a first time to find out
 * what it asks for and again with the answers.
 */
vi.mock('preact-render-to-string', async (actual) => {
  const real = await actual<{ renderToString: typeof renderToString }>();
  return { ...real, renderToString: vi.fn(real.renderToString) };
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/json', 'x-shop-version': '7' },
  });
const picture = { src: '/images/content/team.svg', width: 40, height: 30 };
const vacancy = { id: 3, link: 'warehouse-clerk', title: 'Warehouse clerk', location: 'Hamburg' };

/** The shop's answers, by the call's path (its query left out). */
const answers: Record<string, (path: string) => unknown> = {
  '/api/content': (path) => ({
    page: path.split('/')[3],
    language: 'en',
    title: 'The imprint title',
    html: '<p>The imprint text</p>',
  }),
  '/api/faq': () => ({
    language: 'en',
    enabled: true,
    groups: [
      { code: 'orders', title: 'Orders', questions: [{ id: 1, question: 'How?', answerHtml: '' }] },
    ],
  }),
  '/api/partners': () => ({
    partners: [
      {
        code: 'p1',
        name: 'Partner One',
        names: Object.fromEntries(LANGUAGES.map((language) => [language, 'Partner One'])),
        url: 'https://p.example',
        logo: picture,
      },
    ],
  }),
  '/api/vacancies': () => ({ language: 'en', vacancies: [vacancy] }),
  '/api/vacancy': () => ({ ...vacancy, language: 'en', html: '<p>Lift boxes</p>', images: [] }),
  '/api/getVacancyImages': () => ({ images: [picture] }),
  '/api/contact/map': () => ({
    latitude: 53.5,
    longitude: 10,
    zoom: 15,
    tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    attribution: { text: 'Map', url: 'https://tiles.example' },
  }),
  '/api/fkz/': () => ({
    currency: 'EUR',
    entries: [
      {
        productTypeId: 1,
        names: { en: 'Sofas' },
        deliveryType: 'carrier',
        amount: 2500,
        numberOfArticles: 4,
      },
    ],
  }),
  '/api/header-links': () => ({ vacanciesUrl: null }),
  // the header's menu links (decision 151)
  '/api/menu': () => ({
    entries: [
      { id: 1, name: 'Toys', order: 1, row: 0, type: 'category', value: '1', subEntries: [] },
    ],
  }),
  '/api/poll': () => ({
    hash: 'abc',
    language: 'en',
    title: 'The poll title',
    question: 'Which?',
    options: [{ code: 'a', label: 'A' }],
    answered: false,
    results: null,
  }),
};

const render = createPageRenderer({
  shopVersion: '7',
  translations: async (language): Promise<Translations> => ({
    language,
    version: '1',
    resources: en as Translations['resources'],
  }),
  fetch: async (path) => {
    const bare = path.split('?')[0]!;
    const answer = Object.entries(answers).find(
      ([prefix]) => bare === prefix || bare.startsWith(`${prefix}/`),
    );
    if (answer === undefined) throw new Error(`no answer for ${path}`);
    return json(answer[1](bare));
  },
});

async function page(url: string) {
  const result: RenderedPage = await render({
    url,
    origin: 'https://shop.example',
    consentDecided: true,
    storedLanguage: null,
  });
  if (result.kind !== 'page') throw new Error(`a ${result.kind}, not a page`);
  return result;
}

describe('a content page on the server', () => {
  beforeEach(() => vi.mocked(renderToString).mockClear());

  it.each([
    ['/de/en/impressum', 'The imprint text'],
    ['/de/en/freight-surcharge', 'Sofas'],
    ['/de/en/oldShop', 'The imprint text'],
    ['/de/en/faq', 'How?'],
    ['/de/en/partner', 'Partner One'],
    ['/de/en/contact', en.content['page.contact']],
    ['/de/en/vacancies', 'team.svg'],
    ['/de/en/vacancies/warehouse-clerk', 'Lift boxes'],
    ['/de/en/poll/abc', 'The poll title'],
  ])('renders %s once, with what it shows', async (url, shown) => {
    const result = await page(url);
    expect(result.status).toBe(200);
    expect(result.root).toContain(shown);
    expect(renderToString).toHaveBeenCalledTimes(1);
  });
});

describe('the contact form in the server’s page', () => {
  it('tells a browser without JavaScript that sending it needs JavaScript', async () => {
    const { root } = await page('/de/en/contact');
    expect(root).toContain(`<noscript>${en.common['captcha.needsScript']}</noscript>`);
  });
});
