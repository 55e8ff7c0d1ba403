import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  InvoicesOverviewResponse,
  TurnoverResponse,
} from '@shop/domain/api/account-overview.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { demoSession, signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { failure, never, sentTo, stubApi } from '#web/shared/testing/api-stub.ts';
import { demoAccount } from '#web/shared/testing/account-screens.fixtures.ts';
import { AccountOverviewPage } from './account-overview-page.tsx';

const route = [{ path: 'account', Component: AccountOverviewPage }];

const invoices: InvoicesOverviewResponse = {
  invoices: [
    {
      invoiceid: 'R2600101',
      total: 123450,
      currency: 'EUR',
      paymentMethodId: 4,
      canceled_origin: null,
      date: '2026-11-02',
      dueDate: '2026-12-02',
      paidDate: null,
      state: 'notPaid',
    },
  ],
  currency: 'EUR',
  unpaidSum: 123450,
  overdueSum: 0,
  unpaidCount: 1,
  overdueCount: 0,
  credit: { line: 500000, used: 123450, free: 376550 },
  pricesHidden: false,
};
const turnover: TurnoverResponse = {
  currency: 'EUR',
  years: { '2024': 1_000_000, '2025': 2_500_000, '2026': 1_800_000 },
  quota: 2.5,
  pricesHidden: false,
};
const openOrders = {
  overdueSum: 5000,
  availableSum: 12000,
  totalSum: 40000,
  currency: 'EUR',
  count: 4,
};

function api(overrides: Record<string, unknown> = {}) {
  return stubApi({
    'GET /intern/account': demoAccount,
    'GET /account/invoices/overview': invoices,
    'GET /account/turnOver': turnover,
    'GET /account/openOrders/overview': openOrders,
    'GET /account/openOrders/newestOpenOrders': { articles: [] },
    'GET /account/openOrders/movedDates': { since: null, lines: [] },
    'POST /account/openOrders/movedDates/seen': { seenAt: '2026-12-01T10:00:00.000Z' },
    'PUT /intern/setMessagesSeen': { success: true },
    ...overrides,
  });
}

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

describe('the account overview', () => {
  it('shows a loading state while the figures come', async () => {
    api({ 'GET /account/invoices/overview': never, 'GET /account/turnOver': never });
    signInAsDemo();
    renderRoute('/de/en/account', route);
    expect(await screen.findByRole('heading', { name: 'Account overview' })).toBeTruthy();
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0);
  });

  it('shows turnover with year navigation, the quota, invoices and back-order links', async () => {
    api();
    signInAsDemo();
    renderRoute('/de/en/account', route);
    expect(await screen.findByText('Turnover 2026')).toBeTruthy();
    expect(screen.getByText('Turnover 2025')).toBeTruthy();
    expect(screen.getByText('Cancellation quota 2.5 %')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next year' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(screen.getByText('Turnover 2025')).toBeTruthy();
    expect(screen.getByText('Turnover 2024')).toBeTruthy();
    expect(screen.queryByText('Turnover 2026')).toBeNull();
    expect(screen.getByText('R2600101')).toBeTruthy();
    const ready = await screen.findByRole('link', { name: 'Show ready articles' });
    expect(ready.getAttribute('href')).toBe('/de/en/account/reservation-preorder?state=inStock');
    expect(screen.getByText('No new arrivals for your back orders.')).toBeTruthy();
  });

  it('lists the dates moved since the last visit and stores the visit once shown', async () => {
    const fetchMock = api({
      'GET /account/openOrders/movedDates': {
        since: '2026-11-20T08:00:00.000Z',
        lines: [
          {
            articleNumber: 'FIG-1001',
            name: 'Starship Figure',
            kind: 'backorder',
            orderDate: '2026-11-02T09:30:00.000Z',
            quantity: 6,
            dateMove: {
              kind: 'eta',
              previousDate: '2026-12-10',
              date: '2027-01-14',
              movedAt: '2026-11-28T07:00:00.000Z',
            },
          },
        ],
      },
    });
    signInAsDemo();
    renderRoute('/de/en/account', route);
    const title = await screen.findByRole('heading', { name: 'Dates moved since your last visit' });
    const list = title.parentElement!;
    expect(within(list).getByRole('link', { name: 'Starship Figure' })).toBeTruthy();
    expect(list.textContent).toContain('6 units, ordered on 02/11/2026');
    expect(list.textContent).toContain('Expected arrival: 14/01/2027');
    expect(list.textContent).toContain('moved on 28/11/2026, before: 10/12/2026');
    await waitFor(() =>
      expect(sentTo(fetchMock, 'POST /account/openOrders/movedDates/seen')).toHaveLength(1),
    );
  });

  it('says when no date moved since the last visit', async () => {
    api();
    signInAsDemo();
    renderRoute('/de/en/account', route);
    expect(
      await screen.findByText('No date of your open orders has moved since your last visit.'),
    ).toBeTruthy();
  });

  it('shows a one-time message and marks it seen', async () => {
    const fetchMock = api({
      'GET /intern/account': {
        ...demoAccount,
        messages: [{ els_id: 'welcome', text: 'Welcome to the new shop!', show_one_time: true }],
      },
    });
    signInAsDemo();
    renderRoute('/de/en/account', route);
    expect(await screen.findByText('Welcome to the new shop!')).toBeTruthy();
    await waitFor(() =>
      expect(sentTo(fetchMock, 'PUT /intern/setMessagesSeen')).toEqual([{ message: 'welcome' }]),
    );
  });

  it('says the figures could not be loaded when the server fails', async () => {
    api({ 'GET /account/turnOver': () => failure(500) });
    signInAsDemo();
    renderRoute('/de/en/account', route);
    expect(await screen.findByText('Your figures could not be loaded.')).toBeTruthy();
  });

  it('shows an account without invoices its empty state', async () => {
    api({
      'GET /account/invoices/overview': {
        ...invoices,
        invoices: [],
        unpaidSum: 0,
        unpaidCount: 0,
      },
    });
    signInAsDemo();
    renderRoute('/de/en/account', route);
    expect(await screen.findByText('No invoices yet.')).toBeTruthy();
  });

  it('tells a business-console account that billing figures are for the owner only', async () => {
    const fetchMock = api({ 'GET /intern/account': { ...demoAccount, businessConsole: true } });
    sessionStore.signIn({ ...demoSession, user: { ...demoSession.user, businessConsole: true } });
    renderRoute('/de/en/account', route);
    expect(await screen.findByText(/shown to the account’s owner only/)).toBeTruthy();
    expect(await screen.findByText('No new arrivals for your back orders.')).toBeTruthy();
    expect(sentTo(fetchMock, 'GET /account/turnOver')).toEqual([]);
  });
});
