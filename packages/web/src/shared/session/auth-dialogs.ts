import { useSyncExternalStore } from 'react';

/**
 * Which of the entry dialogs is open (docs/product/shell.md#shell-dialogs, Dialogs): the login
 * dialog with its login and register parts, the registration, and the forgot-password dialog. A
 * store rather than component state, because the API client opens the login dialog on a 401
 * (docs/product/shell.md#shell-401), routes open dialogs (/register, /forgot-password) and the
 * dialogs open each other. At most one is open; opening one replaces the other.
 */
export type AuthDialog = 'login' | 'registration' | 'forgotPassword';
export type LoginTab = 'login' | 'register';
/** why the login dialog opened by itself, shown above the form */
export type LoginNotice = 'loginRequired' | 'portalLoginFailed';

export interface AuthDialogState {
  open: AuthDialog | null;
  loginTab: LoginTab;
  notice: LoginNotice | null;
}

const CLOSED: AuthDialogState = { open: null, loginTab: 'login', notice: null };
let state: AuthDialogState = CLOSED;
const listeners = new Set<() => void>();

function set(next: AuthDialogState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const authDialogs = {
  getState: () => state,
  subscribe,
  openLogin(options: { tab?: LoginTab; notice?: LoginNotice } = {}): void {
    set({ open: 'login', loginTab: options.tab ?? 'login', notice: options.notice ?? null });
  },
  /** switches between the login and the register part of the open login dialog */
  showLoginTab(tab: LoginTab): void {
    if (state.open === 'login') set({ ...state, loginTab: tab });
  },
  openRegistration(): void {
    set({ ...CLOSED, open: 'registration' });
  },
  openForgotPassword(): void {
    set({ ...CLOSED, open: 'forgotPassword' });
  },
  close(): void {
    set(CLOSED);
  },
};

export function useAuthDialogs(): AuthDialogState {
  return useSyncExternalStore(subscribe, authDialogs.getState, authDialogs.getState);
}
