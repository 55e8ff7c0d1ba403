import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GpsrFaqResponse } from '@shop/domain/api/gpsr.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { failure, never, sentTo, stubApi } from '#web/shared/testing/api-stub.ts';
import { GpsrPage } from './gpsr-page.tsx';

const route = [{ path: 'account/gpsr', Component: GpsrPage }];

const faq = (language: GpsrFaqResponse['language'], question: string): GpsrFaqResponse => ({
  language,
  groups: [
    {
      title: 'Responsible person',
      questions: [{ question, answer: 'The manufacturer or its EU representative.' }],
    },
  ],
});

// jsdom has no object URLs: the download test lends them and gives them back
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

afterEach(() => {
  Object.assign(URL, objectUrls);
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

function open() {
  signInAsDemo();
  renderRoute('/de/en/account/gpsr', route);
}

describe('GpsrPage', () => {
  it('shows a loading state while the answers come', async () => {
    stubApi({ 'GET /api/gpsr-faq/en': never });
    open();
    expect(await screen.findByText('Loading…')).toBeTruthy();
  });

  it('shows the FAQ in the page language and in another language picked', async () => {
    stubApi({
      'GET /api/gpsr-faq/en': faq('en', 'Who is responsible?'),
      'GET /api/gpsr-faq/nl': faq('nl', 'Wie is verantwoordelijk?'),
    });
    open();
    expect(await screen.findByText('Who is responsible?')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language of the answers' }), {
      target: { value: 'nl' },
    });
    expect(await screen.findByText('Wie is verantwoordelijk?')).toBeTruthy();
    expect(screen.queryByText(/shown in English/)).toBeNull();
  });

  it('says when a language has no answers of its own and English stands in', async () => {
    stubApi({
      'GET /api/gpsr-faq/en': faq('en', 'Who is responsible?'),
      'GET /api/gpsr-faq/mt': faq('en', 'Who is responsible?'),
    });
    open();
    await screen.findByText('Who is responsible?');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language of the answers' }), {
      target: { value: 'mt' },
    });
    expect(
      await screen.findByText(
        'The answers are not available in this language, so they are shown in English.',
      ),
    ).toBeTruthy();
  });

  it('shows the empty state and the error state with a retry', async () => {
    stubApi({ 'GET /api/gpsr-faq/en': { language: 'en', groups: [] } });
    open();
    expect(await screen.findByText('No questions and answers are available yet.')).toBeTruthy();
    cleanup();
    let calls = 0;
    stubApi({
      'GET /api/gpsr-faq/en': () =>
        ++calls === 1 ? failure(500) : faq('en', 'Who is responsible?'),
    });
    open();
    expect(await screen.findByText('The questions and answers could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Who is responsible?')).toBeTruthy();
  });

  it('downloads the GPSR CSV in the page language, and says so when it fails', async () => {
    const createObjectURL = vi.fn(() => 'blob:gpsr');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const csv = () => new Response('EAN;Name\r\n', { headers: { 'content-type': 'text/csv' } });
    const fetchMock = stubApi({
      'GET /api/gpsr-faq/en': faq('en', 'Who is responsible?'),
      'GET /export/gpsr/': csv,
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Download GPSR data (CSV)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    // English: commas and a decimal point unless the buyer chooses otherwise, which is remembered
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/export/gpsr/?language=en&csvFormat=comma-point',
    );
    const format = screen.getByRole('combobox', { name: 'Spreadsheet format' });
    expect((format as HTMLSelectElement).value).toBe('comma-point');
    fireEvent.change(format, { target: { value: 'semicolon-comma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download GPSR data (CSV)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/export/gpsr/?language=en&csvFormat=semicolon-comma',
    );
    expect(window.localStorage.getItem('shop.csvFormat')).toBe('semicolon-comma');
    window.localStorage.removeItem('shop.csvFormat');
    cleanup();
    stubApi({
      'GET /api/gpsr-faq/en': faq('en', 'Who is responsible?'),
      'GET /export/gpsr/': () => failure(429, 'TOO_MANY', 'Slow down'),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Download GPSR data (CSV)' }));
    expect(
      await screen.findByText('The CSV could not be downloaded. Please try again.'),
    ).toBeTruthy();
  });

  it('reports a failed FAQ load to the server log, and nothing when it loads', async () => {
    const fetchMock = stubApi({
      'GET /api/gpsr-faq/en': () => failure(500),
      'POST /api/client-errors': { success: true },
    });
    open();
    expect(await screen.findByText('The questions and answers could not be loaded.')).toBeTruthy();
    await waitFor(() =>
      expect(sentTo(fetchMock, 'POST /api/client-errors')).toEqual([
        { code: 'gpsrFaqLoad', path: '/de/en/account/gpsr', detail: 'INTERNAL' },
      ]),
    );
    expect(screen.queryByText('Loading…')).toBeNull();
    cleanup();
    const loaded = stubApi({ 'GET /api/gpsr-faq/en': faq('en', 'Who is responsible?') });
    open();
    await screen.findByText('Who is responsible?');
    expect(sentTo(loaded, 'POST /api/client-errors')).toEqual([]);
  });
});
