import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentPageResponse, FreightSurchargeResponse } from '@shop/domain/api/content.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { ContentPage } from '#web/features/content/content-page.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

const PAGE: ContentPageResponse = {
  page: 'freight-surcharge',
  language: 'de',
  title: 'Frachtkostenzuschlag',
  html: '<p>Die Tabelle unten nennt die Warengruppen mit Zuschlag.</p>',
};

function surcharges(entries: FreightSurchargeResponse['entries']): FreightSurchargeResponse {
  return { currency: 'EUR', entries };
}

const routes = [{ path: 'freight-surcharge', element: <ContentPage page="freight-surcharge" /> }];

function serve(answer: FreightSurchargeResponse) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => Promise.resolve(json(url === '/api/fkz/' ? answer : PAGE))),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the freight surcharge page', () => {
  it('lists the catalog surcharges under the text, named in the shop language', async () => {
    serve(
      surcharges([
        {
          productTypeId: 7,
          names: { de: 'Regale', en: 'Shelves' },
          deliveryType: 'bulky_goods',
          amount: 2450,
          numberOfArticles: 12,
        },
        {
          productTypeId: 3,
          names: { en: 'Statues' },
          deliveryType: 'carrier',
          amount: 990,
          numberOfArticles: 4,
        },
      ]),
    );
    renderRoute('/de/de/freight-surcharge', routes);
    // the test texts are English; the names follow the address's language
    const table = await screen.findByRole('table', {
      name: 'Product types with a freight surcharge',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    // the cells after the product type (whose cell repeats the delivery for phones)
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(rows.map((row) => within(row).getByRole('rowheader').firstChild?.textContent)).toEqual([
      'Regale',
      'Statues',
    ]);
    expect(cells).toEqual([
      ['Bulky goods', '24,50 €', '12'],
      ['By freight forwarder', '9,90 €', '4'],
    ]);
  });

  it('says so when no product type carries a surcharge', async () => {
    serve(surcharges([]));
    renderRoute('/de/en/freight-surcharge', routes);
    expect(
      await screen.findByText('No product type carries a freight surcharge at the moment.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
