import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '@shop/domain/api/webhooks.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { failure, never, sentTo, stubApi } from '#web/shared/testing/api-stub.ts';
import { WebhooksCard } from './webhooks-card.tsx';

function Page() {
  return <WebhooksCard customerNumber="DE/100001" />;
}
const route = [{ path: 'account/profile', Component: Page }];

const endpoint: WebhookEndpoint = {
  id: 7,
  url: 'https://erp.example.com/shop-events',
  events: ['order.shipped', 'invoice.issued'],
  createdAt: '2026-12-01T09:30:00.000Z',
};
const delivery = (id: number): WebhookDelivery => ({
  id,
  endpointId: 7,
  url: endpoint.url,
  event: 'order.shipped',
  eventId: `evt_${id}`,
  state: id === 30 ? 'pending' : 'delivered',
  attempts: id === 30 ? 3 : 1,
  lastStatusCode: id === 30 ? 503 : 200,
  createdAt: '2026-12-02T10:00:00.000Z',
  updatedAt: '2026-12-02T10:05:00.000Z',
  deliveredAt: null,
});

function api(overrides: Record<string, unknown> = {}) {
  return stubApi({
    'GET /account/webhooks': { endpoints: [endpoint] },
    'GET /account/webhooks/deliveries': ({ url }: { url: URL }) => {
      const page = Number(url.searchParams.get('page'));
      const ids = page === 1 ? [30, 29] : [10];
      return { deliveries: ids.map(delivery), total: 21, page, pageSize: 20 };
    },
    ...overrides,
  });
}

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

function open() {
  signInAsDemo();
  renderRoute('/de/en/account/profile', route);
}

describe('the profile webhooks', () => {
  it('shows loading, then the empty states of endpoints and log', async () => {
    api({ 'GET /account/webhooks': never, 'GET /account/webhooks/deliveries': never });
    open();
    expect(await screen.findByText('Loading webhooks…')).toBeTruthy();
    cleanup();
    api({
      'GET /account/webhooks': { endpoints: [] },
      'GET /account/webhooks/deliveries': { deliveries: [], total: 0, page: 1, pageSize: 20 },
    });
    open();
    expect(await screen.findByText('No webhook is registered yet.')).toBeTruthy();
    expect(await screen.findByText('No deliveries yet.')).toBeTruthy();
  });

  it('says a list could not be loaded', async () => {
    api({ 'GET /account/webhooks': () => failure(500) });
    open();
    expect(await screen.findByText('Your webhooks could not be loaded.')).toBeTruthy();
  });

  it('checks the form before sending: an address, https, an event', async () => {
    const fetchMock = api();
    open();
    const add = await screen.findByRole('button', { name: 'Add webhook' });
    fireEvent.click(add);
    expect(await screen.findByText('Please enter the address.')).toBeTruthy();
    expect(screen.getByText('Please choose at least one event.')).toBeTruthy();
    const address = screen.getByRole('textbox', { name: 'Address (https)' });
    expect(document.activeElement).toBe(address);
    fireEvent.change(address, { target: { value: 'http://erp.example.com/hook' } });
    // Enter in the field submits the form
    fireEvent.submit(address.closest('form')!);
    expect(await screen.findByText('The address must start with https://.')).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(address, { target: { value: 'https://erp.example.com/hook' } });
    fireEvent.click(add);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('checkbox', { name: 'Order confirmed' }),
      ),
    );
    expect(sentTo(fetchMock, 'POST /account/webhooks')).toEqual([]);
  });

  it('registers an endpoint, shows its secret once, and shows the server refusal in words', async () => {
    let calls = 0;
    const fetchMock = api({
      'POST /account/webhooks': () =>
        ++calls === 1
          ? failure(422, 'WEBHOOK_URL_NOT_PUBLIC', 'The address must reach a public host')
          : { endpoint: { ...endpoint, id: 8 }, secret: 'whsec_shown-once' },
    });
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Address (https)' }), {
      target: { value: 'https://erp.example.com/shop-events' },
    });
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Order shipped (with tracking numbers)' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(
      await screen.findByText(
        'The address must reach a public server on the internet, not a local or private network.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText('whsec_shown-once')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST /account/webhooks').at(-1)).toEqual({
      url: 'https://erp.example.com/shop-events',
      events: ['order.shipped'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'I have copied the secret' }));
    await waitFor(() => expect(screen.queryByText('whsec_shown-once')).toBeNull());
  });

  it('pages the delivery log and sends a delivery again', async () => {
    const fetchMock = api({
      'POST /account/webhooks/deliveries/30/redeliver': { delivery: delivery(30) },
    });
    open();
    const log = await screen.findByRole('table');
    expect(within(log).getAllByRole('row')).toHaveLength(3);
    expect(within(log).getByText('Retrying')).toBeTruthy();
    expect(within(log).getByText('503')).toBeTruthy();
    fireEvent.click(
      within(log).getByRole('button', {
        name: 'Send Order shipped (with tracking numbers) delivery 30 again',
      }),
    );
    expect(await screen.findByText('The delivery is being sent again.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST /account/webhooks/deliveries/30/redeliver')).toHaveLength(1);
    const pages = screen.getByRole('navigation', { name: 'Pages of the delivery log' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2 of 2' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
  });

  it('deletes an endpoint by its named button', async () => {
    const fetchMock = api({
      'DELETE /account/webhooks/7': () => new Response(null, { status: 204 }),
    });
    open();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Delete webhook https://erp.example.com/shop-events',
      }),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
  });
});
