import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { LanguageMenu } from '#web/app/shell/language-menu.tsx';

function serveLanguages(answer: () => Promise<Response>) {
  const fetch = vi.fn((url: string) =>
    url === '/api/languages' ? answer() : Promise.reject(new Error(`unexpected ${url}`)),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const names = () =>
  screen.getAllByRole('menuitemradio').map((item) => item.getAttribute('lang') ?? '');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the language menu', () => {
  it('offers the languages the server lists, in its order', async () => {
    const fetch = serveLanguages(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            languages: [
              { code: 'en', name: 'English', complete: true },
              { code: 'de', name: 'Deutsch', complete: true },
            ],
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    renderRoute('/de/en', [
      { index: true, element: <LanguageMenu opening={{ byKeyboard: false }} /> },
    ]);
    await waitFor(() => expect(names()).toEqual(['en', 'de']));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/languages']);
  });

  it('offers the seven languages the client knows while the server does not answer', async () => {
    serveLanguages(() => Promise.reject(new TypeError('Failed to fetch')));
    renderRoute('/de/en', [
      { index: true, element: <LanguageMenu opening={{ byKeyboard: false }} /> },
    ]);
    expect(await screen.findByRole('menuitemradio', { name: 'Deutsch' })).toBeTruthy();
    expect(names()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pl', 'ja']);
  });
});
