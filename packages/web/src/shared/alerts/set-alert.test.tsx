import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { failure, sentTo, stubApi } from '#web/shared/testing/api-stub.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { SetAlert } from './set-alert.tsx';

function Page() {
  return (
    <SetAlert
      customerNumber="DE/100001"
      subject={{ target: 'producer', id: 9901 }}
      name="Drachenwerk"
    />
  );
}

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

describe('“Alert me by mail”', () => {
  it('opens the kinds, all chosen, and sets the alert with those left chosen', async () => {
    const fetchMock = stubApi({
      'POST /account/alerts': {
        alert: {
          id: 1,
          target: 'producer',
          targetId: 9901,
          name: 'Drachenwerk',
          kinds: ['new', 'dateMoved'],
          paused: false,
          createdAt: '2026-12-04T10:00:00.000Z',
          lastSentAt: null,
        },
      },
    });
    signInAsDemo();
    renderRoute('/de/en/producer/26ad', [{ path: 'producer/*', Component: Page }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Alert me by mail' }));
    const form = screen.getByRole('form', { name: 'Alert me about “Drachenwerk”' });
    expect(form).toBeTruthy();
    const backInStock = screen.getByRole('checkbox', { name: 'Back in stock' });
    expect(backInStock).toHaveProperty('checked', true);
    fireEvent.click(backInStock);
    fireEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await screen.findByText(/Alert set\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage alerts' }).getAttribute('href')).toBe(
      '/de/en/account/alerts',
    );
    expect(sentTo(fetchMock, 'POST /account/alerts')).toEqual([
      { target: 'producer', id: 9901, kinds: ['new', 'dateMoved'] },
    ]);
  });

  it('says in words why the shop refused, and sends nothing without a kind', async () => {
    const fetchMock = stubApi({
      'POST /account/alerts': () => failure(409, 'ALERT_DUPLICATE', 'This is watched already'),
    });
    signInAsDemo();
    renderRoute('/de/en/producer/26ad', [{ path: 'producer/*', Component: Page }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Alert me by mail' }));
    for (const kind of ['New articles', 'Back in stock', 'Release date moved']) {
      fireEvent.click(screen.getByRole('checkbox', { name: kind }));
    }
    expect(screen.getByText('Choose at least one kind.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set alert' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'New articles' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await screen.findByText('You already have an alert for this.')).toBeTruthy();
    await waitFor(() => expect(sentTo(fetchMock, 'POST /account/alerts')).toHaveLength(1));
  });
});
