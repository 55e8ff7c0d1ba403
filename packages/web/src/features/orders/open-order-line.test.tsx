import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListedOpenOrder } from '@shop/domain/api/open-orders.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { OpenOrderLine } from './open-order-line.tsx';

/**
 * An open-order line names a date the ERP moved after the order (the date now, the date then
 * and when it moved) and the share of an over-subscribed pre-order allocated to the retailer
 * (docs/product/account.md#account-date-moved, #account-allocation).
 */

const LINE: ListedOpenOrder = {
  articleNumber: 'PRE-7',
  kind: 'preorder',
  state: 'preOrder',
  orderDate: '2026-10-05',
  lastIntakeDate: null,
  etaEstimate: null,
  etaDate: null,
  dateMove: null,
  allocatedQuantity: null,
  singlePrice: 2000,
  rebate: 0,
  unitPrice: 2000,
  lineTotal: 20000,
  currency: 'EUR',
  quantity: 10,
  caseQuantity: 2,
  availableQuantity: 0,
  producers: [{ id: 3, name: 'Dragon Works' }],
  name: 'Dragon Box',
  ean: null,
  poNumber: null,
  reference: null,
  evp: null,
  taric: null,
  weight: null,
};

const show = (line: ListedOpenOrder) =>
  renderRoute('/de/en/account/reservation-preorder', [
    {
      path: 'account/reservation-preorder',
      Component: () => (
        <ul>
          <OpenOrderLine line={line} />
        </ul>
      ),
    },
  ]);

afterEach(cleanup);

describe('OpenOrderLine', () => {
  it('shows a moved pre-order date with the date before and when it moved', async () => {
    show({
      ...LINE,
      dateMove: {
        kind: 'release',
        previousDate: '2026-12-03',
        date: '2031-05-18',
        movedAt: '2026-11-21T15:00:00.000Z',
      },
    });
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('Release: middle of May 2031');
    expect(item.textContent).toContain('moved on 21/11/2026, before: 03/12/2026');
  });

  it('shows a pre-order far ahead as a part of its month and a back order’s ETA as a day', async () => {
    show({ ...LINE, etaDate: '2031-09-04' });
    expect((await screen.findByRole('listitem')).textContent).toContain(
      'beginning of September 2031',
    );
    cleanup();
    show({ ...LINE, kind: 'backorder', state: 'inTake', etaDate: '2031-09-04' });
    expect((await screen.findByRole('listitem')).textContent).toContain('04/09/2031');
  });

  it('shows the allocated share, and neither part when the ERP sent none', async () => {
    show({ ...LINE, allocatedQuantity: 4 });
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('Allocated4 of 10');
    cleanup();
    show(LINE);
    const plain = await screen.findByRole('listitem');
    expect(plain.textContent).not.toContain('Allocated');
    expect(plain.textContent).not.toContain('moved on');
  });
});
