import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { stubScreenWidth } from '#web/shared/testing/screen-width.ts';
import { stubApi } from '#web/shared/testing/api-stub.ts';
import { Header } from '#web/app/shell/header.tsx';

/** The header's careers entry leads where the operator's content settings say. */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function showHeader(vacanciesUrl: string | null) {
  stubScreenWidth(1440);
  const fetchMock = stubApi({ 'GET /api/header-links': { vacanciesUrl } });
  renderRoute('/de/en', [{ index: true, element: <Header /> }]);
  return { top: within(screen.getByRole('navigation', { name: 'Service' })), fetchMock };
}

describe('the header’s careers entry', () => {
  it('leads to the shop’s own vacancies pages by default', async () => {
    const { top, fetchMock } = showHeader(null);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const careers = top.getByRole('link', { name: 'Careers' });
    expect(careers.getAttribute('href')).toBe('/de/en/vacancies');
    expect(careers.getAttribute('target')).toBeNull();
  });

  it('leads to the external careers site, in a new tab, when the settings name one', async () => {
    const { top } = showHeader('https://jobs.example.com/');
    // the answer's contract loads beside the call, which a busy machine takes its time over
    const careers = await top.findByRole('link', { name: /Careers.*new tab/ }, { timeout: 5_000 });
    expect(careers.getAttribute('href')).toBe('https://jobs.example.com/');
    expect(careers.getAttribute('target')).toBe('_blank');
  });
});
