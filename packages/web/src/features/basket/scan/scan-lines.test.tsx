import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LookupArticle } from '@shop/domain/api/article-lookup.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { ScanLines } from './scan-lines.tsx';
import type { ScanLine } from './scan-list.ts';

afterEach(cleanup);

const article = (overrides: Partial<LookupArticle>): LookupArticle => ({
  articleNumber: 'CK1335',
  barcode: '4006381333931',
  name: 'Card box',
  image: '/images/a.svg',
  state: 'available',
  caseQuantity: 1,
  releaseDate: null,
  preorderDate: null,
  etaDate: null,
  refusal: null,
  ...overrides,
});

function show(lines: ScanLine[]) {
  renderRoute('/de/en/account/scan', [
    {
      path: 'account/scan',
      element: (
        <ScanLines lines={lines} matching={false} onQuantity={() => {}} onRemove={() => {}} />
      ),
    },
  ]);
}

const line = (code: string) => screen.getByRole('listitem', { name: `Scanned ${code}` });

// docs/product/account.md#account-scan, docs/product/catalog.md#cat-article-date
describe('the scan list’s lines', () => {
  it('show the pre-order, release and arrival dates in the one date form of every article line', async () => {
    show([
      {
        code: '1',
        quantity: 1,
        status: 'matched',
        article: article({
          articleNumber: 'PRE1',
          state: 'preorder',
          preorderDate: '2099-05-02',
          releaseDate: '2099-06-16',
        }),
      },
      {
        code: '2',
        quantity: 1,
        status: 'matched',
        article: article({ articleNumber: 'BACK1', etaDate: '2027-03-15' }),
      },
      {
        code: '3',
        quantity: 1,
        status: 'refused',
        reason: 'soldOut',
        article: article({ articleNumber: 'GONE1', releaseDate: '2099-12-28' }),
      },
    ]);
    await screen.findByRole('listitem', { name: 'Scanned 1' });
    // a release or pre-order far ahead shows the part of its month, an arrival its day
    expect(within(line('1')).getByText('Pre-order: beginning of May 2099')).toBeTruthy();
    expect(within(line('1')).getByText('Release: middle of June 2099')).toBeTruthy();
    expect(within(line('2')).getByText('Expected arrival: 15/03/2027')).toBeTruthy();
    expect(within(line('2')).queryByText(/Release|Pre-order/)).toBeNull();
    expect(within(line('3')).getByText('Release: end of December 2099')).toBeTruthy();
  });

  it('show no date for an article without one, nor for a code still waiting', async () => {
    show([
      { code: '1', quantity: 1, status: 'matched', article: article({}) },
      { code: '2', quantity: 1, status: 'waiting' },
    ]);
    await screen.findByRole('listitem', { name: 'Scanned 1' });
    for (const code of ['1', '2']) {
      expect(within(line(code)).queryByText(/Release|Pre-order|Expected arrival/)).toBeNull();
    }
  });
});
