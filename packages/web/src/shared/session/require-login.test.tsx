import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { RequireLogin } from '#web/shared/session/require-login.tsx';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';

const accountPage = [
  {
    path: 'account',
    element: (
      <RequireLogin>
        <h1>Account</h1>
      </RequireLogin>
    ),
  },
];

afterEach(() => {
  cleanup();
  authDialogs.close();
  sessionStore.signOut();
});

describe('a page that requires login', () => {
  it('opens the login dialog for a visitor', async () => {
    sessionStore.signOut();
    renderRoute('/de/en/account', accountPage);
    expect(await screen.findByRole('button', { name: /log in/i })).toBeTruthy();
    expect(authDialogs.getState().open).toBe('login');
    // docs/product/shell.md#shell-meta-description: a title and a description of its own
    await waitFor(() => expect(document.title).toBe('Please log in | Wholesale Shop'));
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/^Wholesale Shop: wholesale for /);
  });

  it('opens no login dialog when its user logs out there (the logout leads to start)', async () => {
    signInAsDemo();
    renderRoute('/de/en/account', accountPage);
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
    // the logout ends the session while the page still shows, before the start page is there
    act(() => sessionStore.signOut());
    expect(screen.queryByRole('heading', { name: 'Account' })).toBeNull();
    expect(authDialogs.getState().open).toBeNull();
  });
});
