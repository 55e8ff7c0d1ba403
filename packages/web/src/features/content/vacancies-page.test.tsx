import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VacanciesResponse, VacancyResponse } from '@shop/domain/api/content-vacancies.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { VacanciesPage } from '#web/features/content/vacancies-page.tsx';
import { VacancyPage } from '#web/features/content/vacancy-page.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

const picture = { src: '/images/content/vacancy-office.svg', width: 800, height: 450 };
const LIST: VacanciesResponse = {
  language: 'en',
  vacancies: [
    { id: 2, link: 'frontend-developer', title: 'Frontend developer', location: 'Hamburg' },
  ],
};
const DETAIL: VacancyResponse = {
  ...LIST.vacancies[0]!,
  language: 'en',
  html: '<h2>Your tasks</h2><p>New features with React.</p>',
  images: [picture],
};

/** The shop server's vacancy calls, with `detail` as the answer for one vacancy. */
function serve(list: VacanciesResponse, detail: Response) {
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/api/vacancies')) return Promise.resolve(json(list));
    if (url.includes('/api/getVacancyImages')) return Promise.resolve(json({ images: [picture] }));
    return Promise.resolve(detail);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const routes = [
  { path: 'vacancies', Component: VacanciesPage },
  { path: 'vacancies/:link', Component: VacancyPage },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('vacancies pages', () => {
  it('lists the open positions with their picture and opens one with its text', async () => {
    const fetch = serve(LIST, json(DETAIL));
    const { container } = renderRoute('/de/en/vacancies', routes);
    const link = await screen.findByRole('link', { name: 'Frontend developer' });
    expect(screen.getByText('Hamburg')).toBeTruthy();
    await vi.waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe(picture.src),
    );
    fireEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frontend developer' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your tasks' })).toBeTruthy();
    const urls = fetch.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/vacancies?language=en');
    expect(urls).toContain('/api/vacancy?link=frontend-developer&language=en');
  });

  // docs/product/content.md#content-vacancies
  it('asks for the positions in the page’s language and shows each location as it comes', async () => {
    const fetch = serve(
      {
        language: 'ja',
        vacancies: [
          {
            id: 2,
            link: 'frontend-developer',
            title: 'フロントエンドエンジニア',
            location: 'ハンブルク／リモート',
          },
          { id: 3, link: 'anywhere', title: '倉庫物流スタッフ', location: '' },
        ],
      },
      json(DETAIL),
    );
    renderRoute('/de/ja/vacancies', routes);
    expect(await screen.findByRole('link', { name: 'フロントエンドエンジニア' })).toBeTruthy();
    expect(screen.getByText('ハンブルク／リモート')).toBeTruthy();
    // the position without a location shows no empty pin with its screen-reader word
    const [located, nowhere] = screen.getAllByRole('listitem');
    expect(within(located!).getByText(/Location/)).toBeTruthy();
    expect(within(nowhere!).queryByText(/Location/)).toBeNull();
    expect(fetch.mock.calls.map(([input]) => String(input))).toContain(
      '/api/vacancies?language=ja',
    );
  });

  it('says when no position is open', async () => {
    serve({ language: 'en', vacancies: [] }, json(DETAIL));
    renderRoute('/de/en/vacancies', routes);
    expect(await screen.findByText(/There are no open positions at the moment/)).toBeTruthy();
  });

  it('says a closed position is no longer open and leads to the open ones', async () => {
    serve(LIST, json({ error: { code: 'NOT_FOUND', message: 'No vacancy with this link' } }, 404));
    renderRoute('/de/en/vacancies/old-job', routes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This position is no longer open' }),
    ).toBeTruthy();
    fireEvent.click(screen.getAllByRole('link', { name: /All open positions/ })[1]!);
    expect(await screen.findByRole('link', { name: 'Frontend developer' })).toBeTruthy();
  });
});
