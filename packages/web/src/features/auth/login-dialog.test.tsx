import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@shop/domain/api/session.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { LoginDialog } from '#web/features/auth/login-dialog.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

vi.mock('#web/shared/ui/captcha.tsx', () => import('#web/shared/testing/captcha-stand-in.tsx'));

const session: Session = {
  user: {
    isAuthenticated: true,
    passwordInitialization: false,
    shop: 'de',
    companyCode: null,
    customerNumber: 'DE/100001',
    email: 'demo@example.com',
    language: 'en',
    businessConsole: false,
  },
  accessToken: 'jwt',
  expiresIn: 300,
};

function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((settle) => (resolve = settle));
  return { promise, resolve };
}

let fetch: ReturnType<typeof vi.fn<typeof window.fetch>>;

beforeEach(() => {
  fetch = vi.fn<typeof window.fetch>();
  vi.stubGlobal('fetch', fetch);
  sessionStore.signOut();
});

afterEach(() => {
  cleanup();
  act(() => authDialogs.close());
  vi.unstubAllGlobals();
});

function openDialog(path = '/de/en/partner') {
  renderRoute(path, [
    { path: '*', element: <LoginDialog /> },
    { index: true, element: <LoginDialog /> },
  ]);
  act(() => authDialogs.openLogin());
  return screen.getByRole('dialog', { name: 'Log in or register' });
}

function fill(dialog: HTMLElement, email: string, password: string) {
  fireEvent.change(within(dialog).getByLabelText(/E-mail address/), { target: { value: email } });
  fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: password } });
}

describe('LoginDialog', () => {
  it('marks e-mail and password as required and makes no call while they are empty', async () => {
    const dialog = openDialog();
    const email = within(dialog).getByLabelText(/E-mail address/);
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(within(dialog).getByRole('checkbox', { name: 'Stay logged in' })).toHaveProperty(
      'checked',
      true,
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await within(dialog).findByText('Please enter your e-mail address.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter your password.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the login error and enables the button again after a wrong password', async () => {
    const pending = deferred();
    fetch.mockReturnValueOnce(pending.promise);
    const dialog = openDialog();
    fill(dialog, ' demo@example.com ', 'wrong-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const busy = await within(dialog).findByRole('button', { name: 'Logging in…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'demo@example.com',
      password: 'wrong-password',
      stayConnected: true,
    });

    pending.resolve(json({ error: { code: 'LOGIN_FAILED', message: 'x' } }, 401));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('The e-mail address or the password is not correct.');
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('shows the captcha once the server asks for it and sends its solution', async () => {
    fetch.mockResolvedValueOnce(
      json(
        { error: { code: 'LOGIN_FAILED', message: 'x', details: { captchaRequired: true } } },
        401,
      ),
    );
    const dialog = openDialog();
    expect(within(dialog).queryByRole('button', { name: 'Solve captcha' })).toBeNull();
    fill(dialog, 'demo@example.com', 'wrong-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(
      await within(dialog).findByText(
        'To protect your account after several failed logins, please confirm that you are not a robot.',
      ),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(
      await within(dialog).findByText('Please confirm that you are not a robot.'),
    ).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);

    fetch.mockResolvedValueOnce(json(session));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Solve captcha' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(sessionStore.isAuthenticated()).toBe(true));
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toMatchObject({
      name: 'demo@example.com',
      captchaHash: 'captcha-payload',
    });
  });

  it('asks for the captcha when the server refuses a login without one', async () => {
    fetch.mockResolvedValueOnce(json({ error: { code: 'CAPTCHA_REQUIRED', message: 'x' } }, 401));
    const dialog = openDialog();
    fill(dialog, 'demo@example.com', 'demo-shop-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(
      await within(dialog).findByText('Please confirm that you are not a robot to log in.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Solve captcha' })).toBeTruthy();
  });

  it('says so when the account is deactivated', async () => {
    fetch.mockResolvedValueOnce(
      json({ error: { code: 'ACCOUNT_DEACTIVATED', message: 'x' } }, 401),
    );
    const dialog = openDialog();
    fill(dialog, 'old@example.com', 'secret-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Your account is deactivated.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'contact us' })).toBeTruthy();
  });

  it('shows the server login error for any other failure', async () => {
    fetch.mockResolvedValueOnce(json({ error: { code: 'INTERNAL', message: 'x' } }, 500));
    const dialog = openDialog();
    fill(dialog, 'demo@example.com', 'secret-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText(/server problem/)).toBeTruthy();
  });

  it('stores the user and closes after a successful login', async () => {
    fetch.mockResolvedValueOnce(json(session));
    const dialog = openDialog();
    fill(dialog, 'demo@example.com', 'demo-shop-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(sessionStore.isAuthenticated()).toBe(true));
    expect(sessionStore.getState().user?.customerNumber).toBe('DE/100001');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leads from the register part into the registration', () => {
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Register' }));
    expect(
      within(dialog).getByRole('tab', { name: 'Register' }).getAttribute('aria-selected'),
    ).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply for a trade account' }));
    expect(authDialogs.getState().open).toBe('registration');
  });

  it('opens the forgot-password dialog', () => {
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    expect(authDialogs.getState().open).toBe('forgotPassword');
  });
});
