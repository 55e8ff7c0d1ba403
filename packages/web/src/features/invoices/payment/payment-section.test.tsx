import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { showTextsIn } from '#web/shared/testing/render.tsx';
import {
  SUCCESS,
  acceptPrivacy,
  defaultServer,
  fillCard,
  json,
  openAt,
  pay,
  paymentInvoice,
  serve,
  type Server,
} from '#web/features/invoices/invoice-dialog.fixtures.tsx';

/** The card payment in the invoice's dialog (docs/decisions/044-card-payment.md). */

let server: Server;
let calls: ReturnType<typeof serve>['calls'];

beforeEach(() => {
  server = defaultServer();
  ({ calls } = serve(server));
  signInAsDemo();
});

afterEach(() => {
  cleanup();
  sessionStore.signOut();
});

const open = () => openAt('/de/en/account/invoices/R2611001');
const keysSent = () =>
  calls('/api/account/checkouts').map(([, init]) =>
    new Headers(init?.headers).get('idempotency-key'),
  );

describe('the card payment of an invoice', () => {
  it('flags every empty card field and the privacy consent, and sends nothing', async () => {
    open();
    await screen.findByLabelText('Cardholder');
    expect(screen.getByText('Amount to pay')).toBeTruthy();
    pay();
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(5);
    expect(document.activeElement).toBe(screen.getByLabelText('Cardholder'));
    expect(screen.getByText('Please accept the privacy policy to pay.')).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: /privacy policy/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(calls('/api/payment/test-gateway/nonces')).toHaveLength(0);
    expect(calls('/api/account/checkouts')).toHaveLength(0);
  });

  it('accepts Visa and MasterCard only, and pays nothing while the consent is unticked', async () => {
    open();
    await fillCard('3782 822463 10005');
    acceptPrivacy();
    pay();
    expect(await screen.findByText('Only Visa and MasterCard are accepted.')).toBeTruthy();
    await fillCard();
    acceptPrivacy();
    pay();
    expect(await screen.findByText('Please accept the privacy policy to pay.')).toBeTruthy();
    expect(calls('/api/payment/test-gateway/nonces')).toHaveLength(0);
    expect(calls('/api/account/checkouts')).toHaveLength(0);
  });

  it('pays the open amount with an Idempotency-Key and shows the success view', async () => {
    open();
    await fillCard();
    acceptPrivacy();
    pay();
    expect(await screen.findByRole('heading', { name: 'Thank you for your payment' })).toBeTruthy();
    expect(screen.getByText('Transaction number: test_abc123')).toBeTruthy();
    const [, init] = calls('/api/account/checkouts')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      paymentMethodNonce: 'tokencc_test_1',
      invoiceNumber: 'R2611001',
      acceptPrivacy: true,
      invoiceTotal: 12_345,
    });
    expect(keysSent()[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the already-paid view with the date the server gives', async () => {
    server.checkout = () =>
      json({
        ...SUCCESS,
        alreadyDone: true,
        transaction: {
          ...SUCCESS.transaction,
          alreadyDone: true,
          createdAt: '2026-11-22T08:00:00Z',
        },
      });
    open();
    await fillCard();
    acceptPrivacy();
    pay();
    expect(await screen.findByText('This payment was made on 22/11/2026.')).toBeTruthy();
  });

  it("shows a declined card in the form with what to do next, the provider's text as a detail", async () => {
    server.checkout = () =>
      json({ error: { code: 'PAYMENT_DECLINED', message: 'Do Not Honor' } }, 402);
    open();
    await fillCard();
    acceptPrivacy();
    pay();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The payment failed')).toBeTruthy();
    expect(within(alert).getByText('Your bank declined the card.')).toBeTruthy();
    expect(
      within(alert).getByText(
        'Please pay with another card, or ask your bank why the card was refused.',
      ),
    ).toBeTruthy();
    expect(within(alert).getByText('Details: Do Not Honor')).toBeTruthy();
    expect(within(alert).queryByText('Do Not Honor')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a declined card on a German page in German, the provider text only as a detail', async () => {
    await showTextsIn('de');
    try {
      server.checkout = () =>
        json({ error: { code: 'PAYMENT_DECLINED', message: 'Do Not Honor' } }, 402);
      openAt('/de/de/account/invoices/R2611001');
      const fields = { Karteninhaber: 'Tilda Throwaway', Kartennummer: '4111 1111 1111 1111' };
      for (const [label, value] of Object.entries(fields)) {
        fireEvent.change(await screen.findByLabelText(label), { target: { value } });
      }
      fireEvent.change(screen.getByLabelText('Monat'), { target: { value: '12' } });
      fireEvent.change(screen.getByLabelText('Jahr'), { target: { value: '2030' } });
      fireEvent.change(screen.getByLabelText('Prüfnummer'), { target: { value: '123' } });
      fireEvent.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
      fireEvent.click(screen.getByRole('button', { name: / bezahlen$/ }));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Die Zahlung ist fehlgeschlagen')).toBeTruthy();
      expect(within(alert).getByText('Ihre Bank hat die Karte abgelehnt.')).toBeTruthy();
      expect(
        within(alert).getByText(
          'Bitte zahlen Sie mit einer anderen Karte oder fragen Sie Ihre Bank, warum die Karte abgelehnt wurde.',
        ),
      ).toBeTruthy();
      expect(within(alert).getByText('Details: Do Not Honor')).toBeTruthy();
    } finally {
      await showTextsIn('en');
    }
  });

  it.each([
    [
      402,
      'CARD_INSUFFICIENT_FUNDS',
      "The card's available balance or limit does not cover this amount.",
      'Please pay with another card, or ask your bank why the card was refused.',
    ],
    [
      402,
      'CARD_EXPIRED',
      'The card has expired.',
      'Please pay with another card, or ask your bank why the card was refused.',
    ],
    [
      402,
      'CARD_CVC_INVALID',
      'The security code does not match the card.',
      'Please check the card details, especially the security code, and try again, or use another card.',
    ],
    [
      402,
      'PAYMENT_FRAUD_SUSPECTED',
      'The payment was blocked for security reasons.',
      'Please contact us: we will find a way to settle the invoice with you.',
    ],
    [
      429,
      'TOO_MANY_DECLINED_PAYMENTS',
      'Too many card payments of this account were declined in the last hour.',
      'Please contact us: we will find a way to settle the invoice with you.',
    ],
    [
      422,
      'INVOICE_TOTAL_MISMATCH',
      'The amount to pay has changed.',
      'Please open the invoice again to see what is still open.',
    ],
    [
      409,
      'PAYMENT_IN_PROGRESS',
      'A payment of this invoice is already under way.',
      'Please wait a few minutes and try again.',
    ],
  ])(
    'shows %i %s in the form as its sentence and its advice',
    async (status, code, text, advice) => {
      server.checkout = () => json({ error: { code, message: 'Provider words' } }, status);
      open();
      await fillCard();
      acceptPrivacy();
      pay();
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(text)).toBeTruthy();
      expect(within(alert).getByText(advice)).toBeTruthy();
      // only the provider's refusal of the card carries its own text
      expect(within(alert).queryByText('Details: Provider words') !== null).toBe(status === 402);
      expect(within(alert).queryByRole('link', { name: 'Contact us' }) !== null).toBe(
        advice.startsWith('Please contact us'),
      );
    },
  );

  it('opens the error dialog when the provider does not answer, and retries with the same key', async () => {
    server.checkout = () =>
      json(
        {
          error: {
            code: 'PAYMENT_PROVIDER_TIMEOUT',
            message: 'The payment provider did not answer in time',
          },
        },
        504,
      );
    open();
    await fillCard();
    acceptPrivacy();
    pay();
    const alert = await screen.findByRole('alertdialog', { name: 'The payment failed' });
    expect(
      within(alert).getByText(
        'The payment provider did not answer in time. Please try again in a moment.',
      ),
    ).toBeTruthy();
    expect(within(alert).getByText('Error code: PAYMENT_PROVIDER_TIMEOUT')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Contact us' })).toBeTruthy();
    server.checkout = () => json(SUCCESS, 201);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your payment' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const keys = keysSent();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('opens the error dialog when the card payment cannot start, and starts it on retry', async () => {
    let fail = true;
    server.clientToken = () =>
      fail
        ? json({ error: { code: 'PAYMENT_PROVIDER_FAILED', message: 'Provider down' } }, 502)
        : json({ gateway: 'test', clientToken: 'test_client_1' });
    open();
    const alert = await screen.findByRole('alertdialog', {
      name: 'The card payment could not be started',
    });
    expect(
      within(alert).getByText(
        'The payment provider cannot be reached at the moment. Please try again later.',
      ),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Cardholder')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the card-save error flag when the card cannot be saved', async () => {
    server.nonce = () =>
      json({ error: { code: 'TEST_CARD_ONLY', message: 'test cards only' } }, 422);
    open();
    await fillCard('4012 8888 8888 1881');
    acceptPrivacy();
    pay();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Card not saved')).toBeTruthy();
    expect(within(alert).getByText('Please use one of the test card numbers.')).toBeTruthy();
    expect(calls('/api/account/checkouts')).toHaveLength(0);
  });

  it('pays several invoices at once with their sum', async () => {
    server.payment = () =>
      json({
        invoices: [paymentInvoice('R1', 1_000), paymentInvoice('R2', 2_500)],
        openTotal: 3_500,
        currency: 'EUR',
      });
    openAt('/de/en/account/invoices/pay?invoices=R1,R2');
    await fillCard();
    acceptPrivacy();
    expect(screen.getByRole('button', { name: /^Pay / }).textContent).toContain('35');
    pay();
    await screen.findByRole('heading', { name: 'Thank you for your payment' });
    const [, init] = calls('/api/account/checkouts')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      invoiceNumbers: ['R1', 'R2'],
      invoiceTotal: 3_500,
    });
  });
});
