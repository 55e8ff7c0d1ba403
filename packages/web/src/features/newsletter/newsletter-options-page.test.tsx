import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterEmail } from '@shop/domain/api/newsletter.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { failure, sentTo, stubApi } from '#web/shared/testing/api-stub.ts';
import { NewsletterOptionsPage } from './newsletter-options-page.tsx';

const route = [{ path: 'account/newsletter-options', Component: NewsletterOptionsPage }];

const office: NewsletterEmail = {
  id: 7,
  email: 'office@example.com',
  language: 'de',
  active: true,
  types: [34391, 34431],
  validated: false,
};

function api(overrides: Record<string, unknown> = {}) {
  return stubApi({
    'GET /account/emails': { emails: [office] },
    'POST /account/saveEmail': ({ body }: { body: unknown }) => ({
      ...office,
      ...(body as object),
      id: 8,
      validated: false,
    }),
    'POST /account/sendValidationMail': { success: true, email: office.email },
    'DELETE /account/email/7': new Response(null, { status: 204 }),
    ...overrides,
  });
}

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

async function openOptions() {
  signInAsDemo();
  renderRoute('/de/en/account/newsletter-options', route);
  return screen.findByRole('heading', { name: 'office@example.com' });
}

function addForm() {
  return within(screen.getByRole('region', { name: 'Add an address' }));
}

describe('NewsletterOptionsPage', () => {
  it('lists the addresses with their state, language and category names', async () => {
    api();
    await openOptions();
    const entry = screen.getByRole('listitem');
    expect(within(entry).getByText('Active')).toBeTruthy();
    expect(within(entry).getByText('Not confirmed')).toBeTruthy();
    expect(within(entry).getByText(/German · Toys, Manga and anime/)).toBeTruthy();
  });

  it('adds an address with the chosen categories and language and says so', async () => {
    const fetchMock = api();
    await openOptions();
    const form = addForm();
    fireEvent.change(form.getByRole('textbox', { name: 'E-mail address' }), {
      target: { value: 'Buyer@Example.com' },
    });
    fireEvent.click(form.getByRole('checkbox', { name: 'Games' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'Incoming goods' }));
    fireEvent.click(form.getByRole('button', { name: 'Add address' }));
    expect(await form.findByText(/buyer@example.com was added/)).toBeTruthy();
    expect(sentTo(fetchMock, 'POST /account/saveEmail')).toEqual([
      {
        email: 'buyer@example.com',
        types: [34441, 0],
        language: 'en',
        active: true,
        customerNumber: 'DE/100001',
        shop: 'de',
      },
    ]);
    expect(sentTo(fetchMock, 'POST /account/sendValidationMail')).toEqual([
      { id: 8, language: 'en', mail: 'buyer@example.com' },
    ]);
  });

  it('refuses an invalid address and shows the server refusal of a known one', async () => {
    const fetchMock = api({
      'POST /account/saveEmail': () =>
        failure(409, 'NEWSLETTER_EMAIL_EXISTS', 'E-mail already listed'),
    });
    await openOptions();
    const form = addForm();
    const email = form.getByRole('textbox', { name: 'E-mail address' });
    fireEvent.change(email, { target: { value: 'no mail' } });
    fireEvent.click(form.getByRole('button', { name: 'Add address' }));
    expect(await form.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST /account/saveEmail')).toEqual([]);

    fireEvent.change(email, { target: { value: 'office@example.com' } });
    fireEvent.click(form.getByRole('button', { name: 'Add address' }));
    const alert = await form.findByRole('alert');
    expect(alert.textContent).toContain('The address could not be added.');
    expect(alert.textContent).toContain('This e-mail address is already in your list.');
  });

  it('changes the categories in the dialog and deactivates an address', async () => {
    const fetchMock = api();
    await openOptions();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change newsletter address' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Toys' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Fashion' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(sentTo(fetchMock, 'POST /account/saveEmail')).toHaveLength(2));
    const [changed, deactivated] = sentTo(fetchMock, 'POST /account/saveEmail') as {
      types: number[];
      active: boolean;
      id: number;
    }[];
    expect(changed).toMatchObject({ id: 7, types: [34431, 34411], active: true });
    expect(deactivated).toMatchObject({ id: 7, types: [34391, 34431], active: false });
  });

  it('shows the update error the server gives', async () => {
    api({ 'POST /account/saveEmail': () => failure(404, 'NOT_FOUND', 'Not found') });
    await openOptions();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The changes could not be saved.');
    expect(alert.textContent).toContain('This address no longer exists.');
  });

  it('sends the validation mail, and says when the mail server fails', async () => {
    const fetchMock = api();
    await openOptions();
    fireEvent.click(screen.getByRole('button', { name: 'Send confirmation e-mail' }));
    expect(
      await screen.findByText('A confirmation e-mail is on its way to office@example.com.'),
    ).toBeTruthy();
    expect(sentTo(fetchMock, 'POST /account/sendValidationMail')).toEqual([
      { id: 7, language: 'en', mail: 'office@example.com' },
    ]);
    cleanup();
    api({
      'POST /account/sendValidationMail': () => failure(503, 'MAIL_NOT_SENT', 'not sent'),
    });
    await openOptions();
    fireEvent.click(screen.getByRole('button', { name: 'Send confirmation e-mail' }));
    expect(await screen.findByText(/Our mail server is not answering/)).toBeTruthy();
  });

  it('deletes an address only after the confirmation', async () => {
    const fetchMock = api();
    await openOptions();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete newsletter address' });
    expect(within(dialog).getByText(/office@example.com will no longer receive/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(fetchMock, 'DELETE /account/email/7')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete newsletter address' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/account/email/7'))).toBe(
      true,
    );
  });

  it('says when there is no address yet', async () => {
    api({ 'GET /account/emails': { emails: [] } });
    signInAsDemo();
    renderRoute('/de/en/account/newsletter-options', route);
    expect(await screen.findByText('No newsletter address yet. Add one below.')).toBeTruthy();
  });
});
