import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentPageResponse } from '@shop/domain/api/content.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { ContentPage } from '#web/features/content/content-page.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

const IMPRINT: ContentPageResponse = {
  page: 'impressum',
  language: 'en',
  title: 'Imprint',
  html: '<h2>Provider</h2><p>Example Trading GmbH, <a href="mailto:info@example.com">write to us</a></p><ul><li>Register court</li></ul><table><thead><tr><th>Day</th><th>Hours</th></tr></thead><tbody><tr><td>Monday</td><td>8–17</td></tr></tbody></table>',
};

const routes = [{ path: 'impressum', element: <ContentPage page="impressum" /> }];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContentPage', () => {
  it('asks for the page in the shop language and shows its title and HTML', async () => {
    const fetch = vi.fn<(input: RequestInfo | URL) => Promise<Response>>(() =>
      Promise.resolve(json(IMPRINT)),
    );
    vi.stubGlobal('fetch', fetch);
    renderRoute('/uk/en/impressum', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Provider' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'write to us' }).getAttribute('href')).toBe(
      'mailto:info@example.com',
    );
    expect(screen.getByRole('listitem').textContent).toBe('Register court');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('cell', { name: 'Monday' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/content/impressum/en');
  });

  it('shows a loading state, then an error with a retry that loads the page', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json({ error: { code: 'INTERNAL', message: 'down' } }, 503))
      .mockResolvedValueOnce(json(IMPRINT));
    vi.stubGlobal('fetch', fetch);
    renderRoute('/uk/en/impressum', routes);
    expect(screen.getByRole('status').textContent).toBe('Loading the page…');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeTruthy();
  });

  it('brings the section the address names into view (privacy-policy#cookies)', async () => {
    const privacy: ContentPageResponse = {
      page: 'privacy-policy',
      language: 'en',
      title: 'Privacy policy',
      html: '<h2>Your rights</h2><p>Access.</p><h2>Cookies</h2><p>Only the session.</p>',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(privacy))),
    );
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderRoute('/uk/en/privacy-policy#cookies', [
        { path: 'privacy-policy', element: <ContentPage page="privacy-policy" /> },
      ]);
      const cookies = await screen.findByRole('heading', { level: 2, name: 'Cookies' });
      await vi.waitFor(() => expect(scrolled).toEqual([cookies]));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
