import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountLayout } from '#web/features/account/account-layout.tsx';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { RequireLogin } from '#web/shared/session/require-login.tsx';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';

afterEach(() => {
  cleanup();
  authDialogs.close();
  sessionStore.signOut();
});

describe('the account layout', () => {
  it('keeps its page when its user logs out there, so the page opens no login dialog', async () => {
    signInAsDemo();
    renderRoute('/de/en/account', [
      {
        element: <AccountLayout />,
        children: [
          {
            path: 'account',
            element: (
              <RequireLogin>
                <h1>Account</h1>
              </RequireLogin>
            ),
          },
        ],
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(screen.getByRole('complementary')).toBeTruthy();
    // the logout (or the deletion of the account) ends the session before the start page shows:
    // the navigation goes, the page below it stays the page its user was logged in on
    act(() => sessionStore.signOut());
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Account' })).toBeNull();
    expect(authDialogs.getState().open).toBeNull();
  });
});
