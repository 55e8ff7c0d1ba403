import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { AddToBasket } from '#web/shared/basket/add-to-basket.tsx';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { startSession } from '#web/shared/session/session.ts';
import { setNavigator } from '#web/shared/routing/navigator.ts';
import { json } from '#web/shared/testing/api-stub.ts';
import { Announcer } from '#web/shared/ui/announcer.tsx';

/** The demo account as GET /intern/account answers it, with its basket blocked or not. */
function account(blockBasket: boolean) {
  return {
    customerNumber: 'DE/100001',
    shop: 'de',
    currency: 'EUR',
    language: 'en',
    contact: {
      firstName: 'Lena',
      lastName: 'Krüger',
      email: 'demo@example.com',
      phone: null,
      cellPhone: null,
    },
    address: null,
    shippingAddress: null,
    shippingInformation: null,
    billing: { taxFree: false, payType: 4, creditLine: 500000 },
    settings: { blockBasket, showPrices: true, hideEvp: false, enableDropShipping: true },
    logoImage: null,
    searches: [],
    messages: [],
    accPrPol: true,
    passwordInitialization: false,
    businessConsole: false,
  };
}

let addAnswer: Response;
/** the account's answer; by default none, as the shell's load may not have come back yet */
let accountAnswer: () => Response;
let fetch: ReturnType<typeof vi.fn<typeof window.fetch>>;

beforeEach(() => {
  accountAnswer = () => json({ error: { code: 'NOT_FOUND', message: 'unexpected call' } }, 404);
  // only the add and the account are expected: no basket query is mounted
  fetch = vi.fn<typeof window.fetch>((input) => {
    if (String(input) === '/basket/add') return Promise.resolve(addAnswer);
    if (String(input) === '/intern/account') return Promise.resolve(accountAnswer());
    return Promise.resolve(json({ error: { code: 'NOT_FOUND', message: 'unexpected call' } }, 404));
  });
  vi.stubGlobal('fetch', fetch);
});

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  authDialogs.close();
  vi.unstubAllGlobals();
});

function renderAdd(caseQuantity = 1) {
  return renderRoute('/de/en/product/BOX-2', [
    {
      path: 'product/:articleNumber',
      element: (
        <>
          <AddToBasket
            articleNumber="BOX-2"
            articleName="Booster Box"
            caseQuantity={caseQuantity}
          />
          <Announcer />
        </>
      ),
    },
  ]);
}

function addCalls() {
  return fetch.mock.calls.filter(([input]) => String(input) === '/basket/add');
}

describe('AddToBasket', () => {
  it('adds the typed quantity, counted in cases when the article comes in cases', async () => {
    signInAsDemo();
    addAnswer = json({ success: true, status: 'ok', quantity: 3 });
    renderAdd(12);
    // the number typed counts cases: the box says so next to it and in its name
    expect(screen.getByText('cases of 12')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Quantity cases of 12' });
    fireEvent.change(input, { target: { value: '3x' } });
    expect(input).toHaveProperty('value', '3');
    fireEvent.blur(input);
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('3 × Booster Box added to the basket.')).toBeTruthy();
    expect(JSON.parse(String(addCalls()[0]![1]?.body))).toEqual({
      articleNumber: 'BOX-2',
      quantity: 3,
    });
  });

  it('keeps the focus on the button used and announces the addition once, in the one live region', async () => {
    signInAsDemo();
    let answer: (response: Response) => void = () => undefined;
    addAnswer = json({ success: true, status: 'ok', quantity: 2 });
    fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAdd();
    const input = screen.getByRole('textbox', { name: 'Quantity pieces' });
    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.blur(input);
    const button = screen.getByRole('button', { name: 'Add to basket' });
    button.focus();
    fireEvent.click(button);
    // while the server answers, the button keeps its focus and says it is busy
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(document.activeElement).toBe(button);
    expect(button).toHaveProperty('disabled', false);
    // the line held one already: the answer counts three in it, the note the two added
    answer(json({ success: true, status: 'ok', quantity: 3 }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toBe('2 × Booster Box added to the basket.'));
    expect(document.activeElement).toBe(button);
    // one live region on the page, and the text once in it and nowhere else
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
    expect(screen.getAllByText('2 × Booster Box added to the basket.')).toHaveLength(1);
  });

  it('turns an empty or zero input into 1 when the field is left', () => {
    signInAsDemo();
    renderAdd();
    const input = screen.getByRole('textbox', { name: 'Quantity pieces' });
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '1');
  });

  it('reduces the input to the available quantity when the answer is maxQty', async () => {
    signInAsDemo();
    addAnswer = json({ success: true, status: 'maxQty', availableQty: 4, quantity: 4 });
    renderAdd();
    const input = screen.getByRole('textbox', { name: 'Quantity pieces' });
    fireEvent.change(input, { target: { value: '50' } });
    fireEvent.blur(input);
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Only 4 are available; the quantity was reduced.')).toBeTruthy();
    expect(input).toHaveProperty('value', '4');
  });

  it('says so when nothing is available', async () => {
    signInAsDemo();
    addAnswer = json({ success: false, status: 'maxQty', availableQty: 0, quantity: 0 });
    renderAdd();
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText(/not available at the moment; nothing was added/)).toBeTruthy();
  });

  it('refuses a visitor with WAIT without calling the server and offers the login', async () => {
    renderAdd();
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText(/log in to use the basket/)).toBeTruthy();
    await waitFor(() => expect(authDialogs.getState().open).toBe('login'));
    expect(addCalls()).toHaveLength(0);
  });

  it('shows the add controls of a blocked basket disabled, with the reason', async () => {
    signInAsDemo();
    accountAnswer = () => json(account(true));
    renderAdd();
    const button = screen.getByRole('button', { name: 'Add to basket' });
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    expect(screen.getByRole('textbox', { name: 'Quantity pieces' })).toHaveProperty(
      'disabled',
      true,
    );
    const reason = screen.getByText(
      'Your basket is blocked. Please contact your sales representative to order.',
    );
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('keeps the customer logged in when the server refuses an addition as BASKET_BLOCKED', async () => {
    const stopSession = startSession();
    setNavigator(vi.fn());
    try {
      signInAsDemo();
      // the account was loaded before the basket was blocked; loaded again, it says so
      let blocked = false;
      accountAnswer = () => json(account(blocked));
      addAnswer = json(
        { error: { code: 'BASKET_BLOCKED', message: 'The basket of this account is blocked' } },
        403,
      );
      renderAdd();
      const button = screen.getByRole('button', { name: 'Add to basket' });
      await waitFor(() => expect(fetch).toHaveBeenCalledWith('/intern/account', expect.anything()));
      blocked = true;
      fireEvent.click(button);
      expect(
        await screen.findByText(
          'Your basket is blocked. Please contact your sales representative.',
        ),
      ).toBeTruthy();
      expect(sessionStore.isAuthenticated()).toBe(true);
      expect(fetch.mock.calls.map(([input]) => String(input))).not.toContain('/auth/logout');
      await waitFor(() => expect(button).toHaveProperty('disabled', true));
    } finally {
      stopSession();
    }
  });
});
