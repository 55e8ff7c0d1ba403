import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EURO_SHIPPING,
  POUND_SHIPPING,
  shippingFetch,
} from '#web/shared/shipping/shipping-costs.fixtures.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { ShippingCostDialog } from '#web/features/basket/shipping-cost-dialog.tsx';

/** The basket's button and its dialog, for a customer of `shop` delivering to `country`. */
function Opener({ shop, country }: { shop: 'de' | 'uk'; country: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Shipping info
      </button>
      <ShippingCostDialog
        open={open}
        onOpenChange={setOpen}
        shop={shop}
        language="en"
        country={country}
        dropshipping={false}
      />
    </>
  );
}

const routeFor = (shop: 'de' | 'uk', country: string) => [
  { path: 'basket', element: <Opener shop={shop} country={country} /> },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShippingCostDialog', () => {
  it('asks for the table when it opens, says it loads, then shows the server’s rows', async () => {
    const server = shippingFetch({ shipping: { de: EURO_SHIPPING } });
    vi.stubGlobal('fetch', vi.fn(server.fetch));
    renderRoute('/de/en/basket', routeFor('de', 'AT'));
    expect(server.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Shipping info' }));
    const dialog = screen.getByRole('dialog', { name: 'Shipping costs' });
    expect(within(dialog).getByRole('status').textContent).toBe('Loading the shipping costs…');
    const table = await within(dialog).findByRole('table');
    expect(server.calls).toEqual(['/api/shippingCountries/de']);
    const austria = within(table).getByRole('row', { name: /Austria/ });
    expect(austria.getAttribute('aria-current')).toBe('true');
    expect(austria.textContent).toContain('300,00');
    expect(austria.textContent).toContain('19,90');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('gives the uk shop its pound rows', async () => {
    const server = shippingFetch({ shipping: { uk: POUND_SHIPPING } });
    vi.stubGlobal('fetch', vi.fn(server.fetch));
    renderRoute('/uk/en/basket', routeFor('uk', 'GB'));
    fireEvent.click(screen.getByRole('button', { name: 'Shipping info' }));
    const dialog = screen.getByRole('dialog', { name: 'Shipping costs' });
    const uk = within(await within(dialog).findByRole('table')).getByRole('row', {
      name: /United Kingdom/,
    });
    expect(uk.getAttribute('aria-current')).toBe('true');
    expect(uk.textContent).toContain('£25.00');
  });

  it('shows the failure inside the dialog with a retry that loads the rows', async () => {
    const shipping: { de?: typeof EURO_SHIPPING } = {};
    const server = shippingFetch({ shipping });
    vi.stubGlobal('fetch', vi.fn(server.fetch));
    renderRoute('/de/en/basket', routeFor('de', 'DE'));
    fireEvent.click(screen.getByRole('button', { name: 'Shipping info' }));
    const dialog = screen.getByRole('dialog', { name: 'Shipping costs' });
    expect(await within(dialog).findByText('The shipping costs could not be loaded.')).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
    shipping.de = EURO_SHIPPING;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    const table = await within(dialog).findByRole('table');
    expect(within(table).getByRole('row', { name: /Germany/ }).textContent).toContain('15,00');
    expect(server.calls).toEqual(['/api/shippingCountries/de', '/api/shippingCountries/de']);
  });
});
