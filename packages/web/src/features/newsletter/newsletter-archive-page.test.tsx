import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterSummary } from '@shop/domain/api/newsletter-archive.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { stubApi } from '#web/shared/testing/api-stub.ts';
import { NewsletterArchivePage } from './newsletter-archive-page.tsx';
import { NewsletterPage } from './newsletter-page.tsx';

const routes = [
  { path: 'account/newsletter-archiv', Component: NewsletterArchivePage },
  { path: 'account/newsletter/:id', Component: NewsletterPage },
];

const summary = (id: number, title: string): NewsletterSummary => ({
  id,
  language: 'en',
  title,
  teaser: `Teaser of ${title}`,
  image: null,
  publishedAt: '2026-11-12T08:00:00.000Z',
});

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

describe('NewsletterArchivePage', () => {
  it('pages the archive, searches it and opens a newsletter with its sanitised text', async () => {
    const fetchMock = stubApi({
      'GET /account/newsletters/en/1': {
        newsletters: [summary(3, 'Winter toys'), summary(2, 'Manga news')],
        totalCount: 12,
        page: 1,
        pageSize: 10,
      },
      'GET /account/newsletters/en/2': {
        newsletters: [summary(1, 'First issue')],
        totalCount: 12,
        page: 2,
        pageSize: 10,
      },
      'GET /account/newsletters/en/1/manga%20news': {
        newsletters: [summary(2, 'Manga news')],
        totalCount: 1,
        page: 1,
        pageSize: 10,
      },
      'GET /account/newsletter/2': {
        ...summary(2, 'Manga news'),
        bodyHtml:
          '<h2>New volumes</h2><p>Read <a href="/de/en/newsletter/2/A1;B2">more</a></p><script>window.hacked = true</script>',
        articleNumbers: ['A1', 'B2'],
      },
    });
    signInAsDemo();
    renderRoute('/de/en/account/newsletter-archiv', routes);
    expect(await screen.findByRole('link', { name: 'Winter toys' })).toBeTruthy();
    expect(screen.getByText('12 newsletters')).toBeTruthy();
    expect(screen.getAllByText('12 November 2026')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    expect(await screen.findByRole('link', { name: 'First issue' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search newsletters' }), {
      target: { value: ' manga news ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 newsletter')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).endsWith('/newsletters/en/1/manga%20news')),
    ).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Manga news' }));
    expect(await screen.findByRole('heading', { name: 'New volumes' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Manga news' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'more' }).getAttribute('href')).toBe(
      '/de/en/newsletter/2/A1;B2',
    );
    expect(
      screen
        .getByRole('link', { name: 'Show the 2 articles of this newsletter' })
        .getAttribute('href'),
    ).toBe('/de/en/newsletter/2/A1;B2');
    expect(document.querySelector('script')).toBeNull();
  });

  it('says when no newsletter matches the search', async () => {
    stubApi({
      'GET /account/newsletters/en/1/nothing': {
        newsletters: [],
        totalCount: 0,
        page: 1,
        pageSize: 10,
      },
    });
    signInAsDemo();
    renderRoute('/de/en/account/newsletter-archiv?search=nothing', routes);
    expect(await screen.findByText('No newsletter contains “nothing”.')).toBeTruthy();
  });
});
