import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PollResponse } from '@shop/domain/api/content-polls.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { PollPage } from '#web/features/content/poll-page.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

const POLL: PollResponse = {
  hash: 'demo-poll',
  language: 'en',
  title: 'Your opinion matters',
  question: 'Which product group should we expand?',
  options: [
    { code: 'manga', label: 'Manga and books' },
    { code: 'games', label: 'Board and card games' },
  ],
  answered: false,
  results: null,
};
const RESULTS = {
  total: 4,
  options: [
    { code: 'manga', votes: 1 },
    { code: 'games', votes: 3 },
  ],
};

const routes = [{ path: 'poll/:hash', Component: PollPage }];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PollPage', () => {
  it('sends the chosen answer once, then shows the results', async () => {
    const fetch = vi
      .fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(json(POLL))
      .mockResolvedValueOnce(json({ message: 'Thank you', results: RESULTS }))
      .mockResolvedValueOnce(json({ ...POLL, answered: true, results: RESULTS }));
    vi.stubGlobal('fetch', fetch);
    renderRoute('/de/en/poll/demo-poll', routes);
    const group = await screen.findByRole('group', {
      name: 'Which product group should we expand?',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(screen.getByText('Please choose an answer.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Board and card games' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('heading', { name: 'Results: 4 answers' })).toBeTruthy();
    expect(group.isConnected).toBe(false);
    expect(screen.getByText('75 % (3 votes)')).toBeTruthy();
    expect(screen.getByText('25 % (1 vote)')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({
      description: 'games',
      hash: 'demo-poll',
      language: 'en',
    });
  });

  it('says when the poll is unknown or ended', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json({ error: { code: 'NOT_FOUND', message: 'no poll' } }, 404))),
    );
    renderRoute('/de/en/poll/nope', routes);
    expect(await screen.findByText('This poll does not exist or has ended.')).toBeTruthy();
  });
});
