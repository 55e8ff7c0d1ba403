import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import type { MenuEntry } from '@shop/domain/api/shell.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { failure, sentTo, stubApi } from '#web/shared/testing/api-stub.ts';
import { LanguageMenu } from '#web/app/shell/language-menu.tsx';

/**
 * A language change on an overview page names the page's menu entry in the new language; when
 * that fails the failure is reported for the server log and the buyer goes to the new language's
 * start (decision 100).
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const entry = (id: number, name: string): MenuEntry => ({
  id,
  name,
  order: id,
  row: 0,
  type: 'category',
  value: id.toString(16),
  subEntries: [],
});

/** The address the buyer is at, as a heading to find. */
function Where() {
  return <h1>{useLocation().pathname}</h1>;
}

function openOverview(path: string) {
  const page = (
    <>
      <LanguageMenu opening={{ byKeyboard: false }} />
      <Where />
    </>
  );
  renderRoute(path, [
    { index: true, element: page },
    { path: 'overview/:name', element: page },
    { path: 'search/:text', element: page },
  ]);
}

// the menus' contract and the new page load after the choice, slowly on a busy machine
const LOADED = { timeout: 5_000 };

const chooseGerman = () => fireEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));

describe('a language change', () => {
  it('on an overview page leads to the same entry under its name in the new language', async () => {
    const fetchMock = stubApi({
      'GET /api/menu/en/0': { entries: [entry(1, 'Toys'), entry(2, 'Board Games')] },
      'GET /api/menu/de/0': { entries: [entry(1, 'Spielzeug'), entry(2, 'Brettspiele')] },
    });
    openOverview('/de/en/overview/board-games');
    chooseGerman();
    expect(
      await screen.findByRole('heading', { name: '/de/de/overview/Brettspiele' }, LOADED),
    ).toBeTruthy();
    expect(sentTo(fetchMock, 'POST /api/client-errors')).toEqual([]);
  });

  it('reports a name the old menu does not know and goes to the start of the new language', async () => {
    const fetchMock = stubApi({
      'GET /api/menu/en/0': { entries: [entry(1, 'Toys')] },
      'GET /api/menu/de/0': { entries: [entry(1, 'Spielzeug')] },
      'POST /api/client-errors': { success: true },
    });
    openOverview('/de/en/overview/board-games');
    chooseGerman();
    expect(await screen.findByRole('heading', { name: '/de/de' }, LOADED)).toBeTruthy();
    expect(sentTo(fetchMock, 'POST /api/client-errors')).toEqual([
      { code: 'menuNameTranslation', path: '/de/en/overview/board-games', detail: 'NO_MENU_ENTRY' },
    ]);
  });

  it('reports a menu that does not load and goes to the start of the new language', async () => {
    const fetchMock = stubApi({
      'GET /api/menu/en/0': { entries: [entry(1, 'Toys')] },
      'GET /api/menu/de/0': () => failure(503, 'UNAVAILABLE'),
      'POST /api/client-errors': { success: true },
    });
    openOverview('/de/en/overview/toys');
    chooseGerman();
    expect(await screen.findByRole('heading', { name: '/de/de' }, LOADED)).toBeTruthy();
    await waitFor(
      () =>
        expect(sentTo(fetchMock, 'POST /api/client-errors')).toEqual([
          { code: 'menuNameTranslation', path: '/de/en/overview/toys', detail: 'UNAVAILABLE' },
        ]),
      LOADED,
    );
  });

  it('elsewhere only rewrites the language and asks for no menu', async () => {
    const fetchMock = stubApi({});
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = '/manifests/de-en.webmanifest';
    document.head.append(manifest);
    openOverview('/de/en/search/owls');
    chooseGerman();
    expect(await screen.findByRole('heading', { name: '/de/de/search/owls' }, LOADED)).toBeTruthy();
    // the language menu lists the server's languages; no menu entry is asked for
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls.filter((url) => url !== '/api/languages')).toEqual([]);
    // the shop installed from the page now opens in the language chosen
    expect(manifest.getAttribute('href')).toBe('/manifests/de-de.webmanifest');
    manifest.remove();
  });
});
