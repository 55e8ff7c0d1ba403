import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Alert } from '@shop/domain/api/alerts.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { failure, never, sentTo, stubApi } from '#web/shared/testing/api-stub.ts';
import { AlertsPage } from './alerts-page.tsx';

const route = [{ path: 'account/alerts', Component: AlertsPage }];

const producer: Alert = {
  id: 4,
  target: 'producer',
  targetId: 9901,
  name: 'Drachenwerk',
  kinds: ['new', 'backInStock'],
  paused: false,
  createdAt: '2026-12-01T09:30:00.000Z',
  lastSentAt: '2026-12-03T16:00:00.000Z',
};
const search: Alert = {
  id: 5,
  target: 'search',
  targetId: null,
  name: 'Dragons in stock',
  kinds: ['dateMoved'],
  paused: true,
  createdAt: '2026-12-02T09:30:00.000Z',
  lastSentAt: null,
};

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

function open() {
  signInAsDemo();
  renderRoute('/de/en/account/alerts', route);
}

describe('the account’s alerts page', () => {
  it('shows loading, the empty state and a failed load', async () => {
    stubApi({ 'GET /account/alerts': never });
    open();
    expect(await screen.findByText('Loading your alerts…')).toBeTruthy();
    cleanup();
    stubApi({ 'GET /account/alerts': { alerts: [] } });
    open();
    expect(
      await screen.findByText(/You have no alerts yet\. Set one on the page of a producer/),
    ).toBeTruthy();
    cleanup();
    stubApi({ 'GET /account/alerts': () => failure(500) });
    open();
    expect(await screen.findByText('Your alerts could not be loaded.')).toBeTruthy();
  });

  it('lists each alert with what it watches, its kinds and its last mail', async () => {
    stubApi({ 'GET /account/alerts': { alerts: [producer, search] } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alerts by mail' })).toBeTruthy();
    const first = await screen.findByRole('listitem', { name: 'Producer: Drachenwerk' });
    expect(within(first).getByText('Last mail: 03/12/2026')).toBeTruthy();
    expect(within(first).getByRole('checkbox', { name: 'New articles' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(first).getByRole('checkbox', { name: 'Release date moved' })).toHaveProperty(
      'checked',
      false,
    );
    const second = screen.getByRole('listitem', { name: 'Saved search: Dragons in stock' });
    expect(within(second).getByText('Paused')).toBeTruthy();
    expect(within(second).getByText('No mail yet')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('changes the kinds, pauses and deletes, each by its own named control', async () => {
    const fetchMock = stubApi({
      'GET /account/alerts': { alerts: [producer] },
      'PUT /account/alerts/4': ({ body }: { body: unknown }) => ({
        alert: { ...producer, ...(body as Partial<Alert>) },
      }),
      'DELETE /account/alerts/4': () => new Response(null, { status: 204 }),
    });
    open();
    const item = await screen.findByRole('listitem', { name: 'Producer: Drachenwerk' });
    const save = within(item).getByRole('button', { name: 'Save kinds' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(within(item).getByRole('checkbox', { name: 'New articles' }));
    fireEvent.click(within(item).getByRole('checkbox', { name: 'Back in stock' }));
    expect(screen.getByText('Choose at least one kind.')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(within(item).getByRole('checkbox', { name: 'Release date moved' }));
    fireEvent.click(save);
    await waitFor(() =>
      expect(sentTo(fetchMock, 'PUT /account/alerts/4')).toEqual([{ kinds: ['dateMoved'] }]),
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(sentTo(fetchMock, 'PUT /account/alerts/4').at(-1)).toEqual({ paused: true }),
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Delete the alert “Producer: Drachenwerk”' }),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
  });
});
