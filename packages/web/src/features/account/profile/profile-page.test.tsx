import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { demoSession, signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { failure, never, sentTo, stubApi } from '#web/shared/testing/api-stub.ts';
import { demoAccount } from '#web/shared/testing/account-screens.fixtures.ts';
import { ProfilePage } from './profile-page.tsx';

const route = [{ path: 'account/profile', Component: ProfilePage }];

/** The first bytes of a PNG and of a text file, as a chosen file has them. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function api(overrides: Record<string, unknown> = {}) {
  return stubApi({
    'GET /intern/account': demoAccount,
    'GET /intern/logoImage': { logoImage: null },
    'GET /api/account/api-keys': { keys: [] },
    'PUT /intern/account': { success: true },
    'PUT /intern/saveLogoImage': { success: true },
    ...overrides,
  });
}

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

async function openProfile() {
  signInAsDemo();
  renderRoute('/de/en/account/profile', route);
  return screen.findByRole('heading', { name: 'Company and addresses' });
}

describe('ProfilePage', () => {
  it('shows a loading state, then addresses, contact form and settings', async () => {
    api({ 'GET /intern/account': never });
    signInAsDemo();
    renderRoute('/de/en/account/profile', route);
    expect(await screen.findByText('Loading…')).toBeTruthy();
    cleanup();
    api();
    await openProfile();
    expect(screen.getByText(/Sternschnuppe Spielwaren GmbH/)).toBeTruthy();
    expect(screen.getByText('Same as the billing address')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Lena');
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/de/en/account/password-change',
    );
  });

  it('says the profile could not be loaded when the server fails', async () => {
    api({ 'GET /intern/account': () => failure(500) });
    signInAsDemo();
    renderRoute('/de/en/account/profile', route);
    expect(await screen.findByText('Your figures could not be loaded.')).toBeTruthy();
  });

  it('saves the changed contact fields and says so', async () => {
    const fetchMock = api();
    await openProfile();
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), {
      target: { value: 'Lene' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    const [sent] = sentTo(fetchMock, 'PUT /intern/account') as [{ contact: { firstName: string } }];
    expect(sent.contact.firstName).toBe('Lene');
  });

  it('refuses a file that is not a PNG or JPEG in the logo dialog, and uploads a PNG with a preview', async () => {
    const fetchMock = api();
    await openProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload logo' });
    const input = within(dialog).getByLabelText('Image file');
    const save = within(dialog).getByRole('button', { name: 'Save logo' });
    expect(save).toHaveProperty('disabled', true);

    fireEvent.change(input, {
      target: { files: [new File(['<script>'], 'logo.png', { type: 'image/png' })] },
    });
    expect(await within(dialog).findByText('This file is not a PNG or JPEG image.')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);

    fireEvent.change(input, {
      target: { files: [new File([PNG], 'logo.png', { type: 'image/png' })] },
    });
    expect(
      await within(dialog).findByRole('img', { name: 'Preview of the new logo' }),
    ).toBeTruthy();
    expect(within(dialog).queryByText('This file is not a PNG or JPEG image.')).toBeNull();
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = sentTo(fetchMock, 'PUT /intern/saveLogoImage') as [
      { customer: string; logoImage: string },
    ];
    expect(sent.customer).toBe('DE/100001');
    expect(sent.logoImage).toMatch(/^data:image\/png;base64,/);
  });

  it('shows the server’s refusal of a logo in the dialog', async () => {
    api({
      'PUT /intern/saveLogoImage': () => failure(415, 'UNSUPPORTED_IMAGE', 'Not an image'),
    });
    await openProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload logo' });
    fireEvent.change(within(dialog).getByLabelText('Image file'), {
      target: { files: [new File([PNG], 'logo.png', { type: 'image/png' })] },
    });
    await within(dialog).findByRole('img', { name: 'Preview of the new logo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save logo' }));
    expect(await within(dialog).findByText('The logo could not be saved.')).toBeTruthy();
  });

  it('deletes the account only after the customer number is typed, sending it as confirmation', async () => {
    const confirmations: (string | null)[] = [];
    api({
      'GET /account/deleteAccount': ({ headers }: { headers: Headers }) => {
        confirmations.push(headers.get('x-delete-confirmation'));
        return { deleted: true };
      },
    });
    await openProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const submit = within(dialog).getByRole('button', { name: 'Delete account for good' });
    const field = within(dialog).getByRole('textbox', {
      name: 'Type your customer number DE/100001 to confirm',
    });
    fireEvent.change(field, { target: { value: 'DE/100002' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: ' de/100001 ' } });
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    expect(await screen.findByRole('dialog', { name: 'Your account is deleted' })).toBeTruthy();
    expect(confirmations).toEqual(['de/100001']);
  });

  it('closes the delete dialog without deleting when the customer keeps the account', async () => {
    const fetchMock = api();
    await openProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(fetchMock, 'GET /account/deleteAccount')).toEqual([]);
  });

  it('shows a business-console account read-only, without logo, API keys and deletion', async () => {
    api({ 'GET /intern/account': { ...demoAccount, businessConsole: true } });
    sessionStore.signIn({ ...demoSession, user: { ...demoSession.user, businessConsole: true } });
    renderRoute('/de/en/account/profile', route);
    expect(await screen.findByText('Business-console account', { selector: 'span' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Company and addresses' });
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload logo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete account…' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'API keys' })).toBeNull();
  });
});
