import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { LoginDialog } from '#web/features/auth/login-dialog.tsx';
import {
  TYPE_AHEAD_MS,
  sequenceTyped,
  signOnAddress,
  typedAfter,
  useSignOnKeys,
} from '#web/features/auth/sign-on-keys.ts';
import { sentTo, stubApi } from '#web/shared/testing/api-stub.ts';

/** The server as these tests need it: each "METHOD /path" answers its JSON; every call is kept. */
function stubServer(answers: Record<string, unknown>) {
  const fetchMock = stubApi(answers);
  return (key: string) => sentTo(fetchMock, key);
}

vi.mock('#web/shared/ui/captcha.tsx', () => import('#web/shared/testing/captcha-stand-in.tsx'));

/** The login dialog's hidden key sequences (decision 099). */
afterEach(() => {
  cleanup();
  act(() => authDialogs.close());
  vi.unstubAllGlobals();
});

const PORTAL = { keys: 'staff!', target: 'https://portal.example.com/sign-on?realm=shop' };

function type(field: HTMLElement, text: string) {
  for (const key of text) fireEvent.keyDown(field, { key });
}

/** The dialog's fields in a box that hands its keys to the hook, as the login dialog does. */
function Fields({ go }: { go: (address: string) => void }) {
  const onKeyDown = useSignOnKeys(go);
  return (
    <div onKeyDown={onKeyDown}>
      <label>
        E-mail <input type="email" />
      </label>
      <label>
        Password <input type="password" />
      </label>
    </div>
  );
}

function showFields() {
  const go = vi.fn<(address: string) => void>();
  renderRoute('/uk/en/partner', [{ path: 'partner', element: <Fields go={go} /> }]);
  return go;
}

describe('the typed keys', () => {
  it('start over after a pause longer than the type-ahead buffer, and keep only the longest', () => {
    let typed = { text: '', at: 0 };
    typed = typedAfter(typed, 'a', 1_000, 4);
    typed = typedAfter(typed, 'b', 1_000 + TYPE_AHEAD_MS, 4);
    expect(typed.text).toBe('ab');
    typed = typedAfter(typed, 'c', 1_001 + 2 * TYPE_AHEAD_MS, 4);
    expect(typed.text).toBe('c');
    for (const key of 'defg') typed = typedAfter(typed, key, typed.at + 1, 4);
    expect(typed.text).toBe('defg');
  });

  it('match a sequence they end in, case as written', () => {
    expect(sequenceTyped('mail@staff!', [PORTAL])).toBe(PORTAL);
    expect(sequenceTyped('STAFF!', [PORTAL])).toBeNull();
  });

  it('lead to the target with the shop’s portal login address to come back to', () => {
    const address = new URL(
      signOnAddress(PORTAL.target, { shop: 'uk', language: 'en' }, 'https://shop.example'),
    );
    expect(address.origin + address.pathname).toBe('https://portal.example.com/sign-on');
    expect(address.searchParams.get('realm')).toBe('shop');
    expect(address.searchParams.get('return')).toBe('https://shop.example/uk/en/loginPortal/');
  });
});

describe('a sequence typed in the login dialog', () => {
  it('starts the portal sign-on, also when typed before the sequences arrived', async () => {
    const sentTo = stubServer({ 'GET /auth/sign-on-keys': { sequences: [PORTAL] } });
    const go = showFields();
    type(screen.getByLabelText('E-mail'), 'xstaff!');
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    const address = new URL(go.mock.calls[0]![0]);
    expect(address.searchParams.get('return')).toBe(`${window.location.origin}/uk/en/loginPortal/`);
    // asked once, with the first key
    expect(sentTo('GET /auth/sign-on-keys')).toHaveLength(1);
    type(screen.getByLabelText('E-mail'), 'staff!');
    expect(go).toHaveBeenCalledTimes(2);
    expect(sentTo('GET /auth/sign-on-keys')).toHaveLength(1);
  });

  it('does nothing when typed in the password field', async () => {
    const sentTo = stubServer({ 'GET /auth/sign-on-keys': { sequences: [PORTAL] } });
    const go = showFields();
    type(screen.getByLabelText('E-mail'), 'x');
    await waitFor(() => expect(sentTo('GET /auth/sign-on-keys')).toHaveLength(1));
    type(screen.getByLabelText('Password'), 'staff!');
    type(screen.getByLabelText('E-mail'), 'sta');
    type(screen.getByLabelText('Password'), 'ff!');
    expect(go).not.toHaveBeenCalled();
  });

  it('leads nowhere while the operator has set no sequence', async () => {
    const sentTo = stubServer({ 'GET /auth/sign-on-keys': { sequences: [] } });
    const go = showFields();
    type(screen.getByLabelText('E-mail'), 'staff!');
    await waitFor(() => expect(sentTo('GET /auth/sign-on-keys')).toHaveLength(1));
    type(screen.getByLabelText('E-mail'), 'staff!');
    expect(go).not.toHaveBeenCalled();
  });

  it('is listened for in the real dialog, which stays open without sequences', async () => {
    const sentTo = stubServer({ 'GET /auth/sign-on-keys': { sequences: [] } });
    renderRoute('/de/en/partner', [{ path: '*', element: <LoginDialog /> }]);
    act(() => authDialogs.openLogin());
    const dialog = screen.getByRole('dialog', { name: 'Log in or register' });
    type(screen.getByLabelText('E-mail address'), 'staff!');
    await waitFor(() => expect(sentTo('GET /auth/sign-on-keys')).toHaveLength(1));
    expect(dialog.isConnected).toBe(true);
  });
});
