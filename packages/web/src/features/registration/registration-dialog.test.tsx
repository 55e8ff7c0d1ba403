import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import {
  emptyDraft,
  saveRegistration,
  type RegistrationDraft,
} from '#web/features/registration/registration-draft.ts';
import { RegistrationDialog } from '#web/features/registration/registration-dialog.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

vi.mock('#web/shared/ui/captcha.tsx', () => import('#web/shared/testing/captcha-stand-in.tsx'));

const paymentMethods = [
  { value: 4, restricted: [], exclusive: [] },
  { value: 2, restricted: [], exclusive: ['DE', 'AT'] },
  { value: 8, restricted: ['AT'], exclusive: [] },
];

/** Answers by path, like the shop server. */
function serve(routes: Record<string, () => Response>) {
  const fetch = vi.fn((input: string | URL | Request, _init?: RequestInit) => {
    const path = String(input);
    const route = routes[path];
    return Promise.resolve(
      route === undefined ? json({ error: { code: 'NOT_FOUND', message: path } }, 404) : route(),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function stepZeroDraft(): RegistrationDraft {
  return {
    ...emptyDraft('de'),
    companyName: 'Comic Corner GmbH',
    shopType: '2',
    gender: 'female',
    firstName: 'Erika',
    lastName: 'Muster',
    taxIdentificationNumber: 'DE123456789',
    contact: {
      email: 'erika@comic-corner.example',
      emailRepeat: 'erika@comic-corner.example',
      phone: '+49 30 1234567',
      website: '',
    },
  };
}

function open(path = '/de/en') {
  renderRoute(path, [{ index: true, element: <RegistrationDialog /> }]);
  act(() => authDialogs.openRegistration());
  return screen.getByRole('dialog', { name: 'Apply for a trade account' });
}

const tab = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('tab', { name: new RegExp(name) });

beforeEach(() => window.localStorage.clear());

afterEach(() => {
  cleanup();
  act(() => authDialogs.close());
  vi.unstubAllGlobals();
});

describe('RegistrationDialog', () => {
  it('enables a later tab only when the step before it is finished', async () => {
    const fetch = serve({ '/api/checkEmailForRegistration': () => json({ status: 200 }) });
    saveRegistration({ draft: stepZeroDraft(), finished: 0, step: 0 });
    const dialog = open();

    expect(tab(dialog, 'Company')).toHaveProperty('disabled', false);
    for (const later of ['Addresses', 'Newsletter', 'Payment', 'Send']) {
      expect(tab(dialog, later)).toHaveProperty('disabled', true);
    }

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(await within(dialog).findByText('Step 2 of 5: Addresses')).toBeTruthy();
    expect(tab(dialog, 'Addresses')).toHaveProperty('disabled', false);
    expect(tab(dialog, 'Newsletter')).toHaveProperty('disabled', true);
    expect(fetch).toHaveBeenCalledWith('/api/checkEmailForRegistration', expect.anything());
    // the progress is saved with the draft
    expect(JSON.parse(window.localStorage.getItem('shop.registration') ?? '{}')).toMatchObject({
      finished: 1,
      step: 1,
    });
  });

  it('does not go on with an e-mail of an active account or a differing repeat', async () => {
    serve({ '/api/checkEmailForRegistration': () => json({ status: 904 }) });
    saveRegistration({ draft: stepZeroDraft(), finished: 0, step: 0 });
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText(/already an active account/)).toBeTruthy();
    expect(within(dialog).getByText('Step 1 of 5: Company')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Repeat the e-mail address/), {
      target: { value: 'other@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('The e-mail addresses do not match.')).toBeTruthy();
  });

  it('requires a website for online shops', async () => {
    serve({ '/api/checkEmailForRegistration': () => json({ status: 200 }) });
    saveRegistration({ draft: { ...stepZeroDraft(), shopType: '3' }, finished: 0, step: 0 });
    const dialog = open();
    expect(
      within(dialog)
        .getByLabelText(/Website/)
        .getAttribute('aria-required'),
    ).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText(/Please enter your website/)).toBeTruthy();
  });

  it('restores the draft and the step it was left at', () => {
    serve({});
    saveRegistration({
      draft: {
        ...stepZeroDraft(),
        billing: { street: 'Hauptstr. 1', adding: '', zip: '10115', city: 'Berlin', country: 'DE' },
      },
      finished: 1,
      step: 1,
    });
    const dialog = open();
    expect(within(dialog).getByText('Step 2 of 5: Addresses')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Street and number/)).toHaveProperty(
      'value',
      'Hauptstr. 1',
    );
    fireEvent.click(tab(dialog, 'Company'));
    expect(within(dialog).getByLabelText(/Company name/)).toHaveProperty(
      'value',
      'Comic Corner GmbH',
    );
  });

  it('clears the shipping data to just the flag when billing is the shipping address', () => {
    serve({});
    saveRegistration({ draft: stepZeroDraft(), finished: 1, step: 1 });
    const dialog = open();
    const same = within(dialog).getByRole('checkbox', { name: 'Ship to the billing address' });
    expect(same).toHaveProperty('checked', true);
    expect(within(dialog).getAllByLabelText(/Street and number/)).toHaveLength(1);

    fireEvent.click(same);
    const [, shippingStreet] = within(dialog).getAllByLabelText(/Street and number/);
    fireEvent.change(shippingStreet!, { target: { value: 'Lagerweg 2' } });
    expect(
      JSON.parse(window.localStorage.getItem('shop.registration') ?? '{}').draft.shipping,
    ).toMatchObject({
      isBillingAddress: false,
      street: 'Lagerweg 2',
    });

    fireEvent.click(same);
    expect(
      JSON.parse(window.localStorage.getItem('shop.registration') ?? '{}').draft.shipping,
    ).toEqual({
      isBillingAddress: true,
    });
  });

  it('offers only the payment methods of the billing country', async () => {
    serve({ '/api/paymentMethods': () => json(paymentMethods) });
    saveRegistration({
      draft: {
        ...stepZeroDraft(),
        billing: { street: 'Ring 1', adding: '', zip: '1010', city: 'Wien', country: 'AT' },
      },
      finished: 3,
      step: 3,
    });
    const dialog = open();
    await within(dialog).findByRole('radio', { name: 'Prepayment' });
    expect(within(dialog).getByRole('radio', { name: 'SEPA direct debit' })).toBeTruthy();
    // credit card is restricted in AT
    expect(within(dialog).queryByRole('radio', { name: 'Credit card' })).toBeNull();
  });

  it('shows the not-valid state for a file that is no trade licence', async () => {
    const fetch = serve({ '/api/paymentMethods': () => json(paymentMethods) });
    saveRegistration({ draft: stepZeroDraft(), finished: 3, step: 3 });
    const dialog = open();
    const input = within(dialog).getByLabelText('Choose a file');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'licence.exe', { type: 'application/x-msdownload' })] },
    });
    expect(await within(dialog).findByText(/This file is not valid/)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalledWith('/api/uploadFile', expect.anything());
  });

  it('clears one step', () => {
    serve({});
    saveRegistration({ draft: stepZeroDraft(), finished: 3, step: 0 });
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear this step' }));
    expect(within(dialog).getByLabelText(/Company name/)).toHaveProperty('value', '');
    expect(tab(dialog, 'Addresses')).toHaveProperty('disabled', true);
  });

  it('sends only with captcha, terms and privacy; then clears the draft and says thank you', async () => {
    const fetch = serve({ '/api/registration': () => json({ success: true }) });
    saveRegistration({
      draft: {
        ...stepZeroDraft(),
        billing: { street: 'Hauptstr. 1', adding: '', zip: '10115', city: 'Berlin', country: 'DE' },
        payment: '4',
      },
      finished: 4,
      step: 4,
    });
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('Please accept the terms and conditions.')).toBeTruthy();
    expect(within(dialog).getByText(/read the privacy policy\./)).toBeTruthy();
    expect(within(dialog).getByText('Please confirm that you are not a robot.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalledWith('/api/registration', expect.anything());

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /privacy policy/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Solve captcha' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));

    expect(await within(dialog).findByText('Thank you for your application')).toBeTruthy();
    const sent = JSON.parse(
      String(fetch.mock.calls.find(([path]) => path === '/api/registration')?.[1]?.body),
    );
    expect(sent).toMatchObject({
      companyName: 'Comic Corner GmbH',
      shopType: 2,
      payment: 4,
      shipping: { isBillingAddress: true },
      terms: true,
      privacy: true,
      captchaHash: 'captcha-payload',
      language: 'en',
      shop: 'de',
    });
    expect(window.localStorage.getItem('shop.registration')).toBeNull();
  });

  it('shows the registration error and lets the applicant try again', async () => {
    serve({
      '/api/registration': () => json({ error: { code: 'EMAIL_TAKEN', message: 'x' } }, 409),
    });
    saveRegistration({
      draft: {
        ...stepZeroDraft(),
        billing: { street: 'Hauptstr. 1', adding: '', zip: '10115', city: 'Berlin', country: 'DE' },
        payment: '4',
        terms: true,
        privacy: true,
      },
      finished: 4,
      step: 4,
    });
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Solve captcha' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText(/already exists/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send application' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(window.localStorage.getItem('shop.registration')).not.toBeNull();
  });
});
