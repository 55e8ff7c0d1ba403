import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { basket, line } from '@shop/domain/testing/basket.fixtures.ts';
import type { BasketVariant } from '@shop/domain/api/basket.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { BasketLines } from '#web/features/basket/basket-lines.tsx';
import { sentTo, stubApi } from '#web/shared/testing/api-stub.ts';

/** The server as these tests need it: each "METHOD /path" answers its JSON; every call is kept. */
function stubServer(answers: Record<string, unknown>) {
  const fetchMock = stubApi(answers);
  return (key: string) => sentTo(fetchMock, key);
}

/** A basket line whose price configuration cannot be right is shown and reported for the log. */
afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

function showLines(lines: BasketVariant[]) {
  const sentTo = stubServer({ 'POST /api/client-errors': { success: true } });
  signInAsDemo();
  const list = basket(lines).currencies[0]!;
  renderRoute('/de/en/basket', [
    {
      path: 'basket',
      element: <BasketLines list={list} onChanged={() => undefined} showCurrency={false} />,
    },
  ]);
  return sentTo;
}

describe('the basket lines', () => {
  it('report a line without a case quantity once, and still show it in pieces', async () => {
    const sentTo = showLines([
      line(),
      line({ articleNumber: 'BOX-2', names: { name: 'Booster Box' }, caseQuantity: 0 }),
    ]);
    expect(await screen.findByRole('article', { name: 'Booster Box' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Quantity of Booster Box pieces' })).toBeTruthy();
    await waitFor(() =>
      expect(sentTo('POST /api/client-errors')).toEqual([
        { code: 'basketPriceConfig', path: '/de/en/basket', detail: 'BOX-2' },
      ]),
    );
  });

  it('report a line whose total is not its price times its units', async () => {
    const sentTo = showLines([line({ quantity: 3, lineTotal: 2500 })]);
    await screen.findByRole('article', { name: 'Starship Figure' });
    await waitFor(() =>
      expect(sentTo('POST /api/client-errors')).toEqual([
        { code: 'basketPriceConfig', path: '/de/en/basket', detail: 'FIG-1001' },
      ]),
    );
  });

  it('report nothing while every line is right', async () => {
    const sentTo = showLines([
      line(),
      line({
        articleNumber: 'BOX-2',
        names: { name: 'Booster Box' },
        caseQuantity: 12,
        quantity: 24,
        cases: 2,
        lineTotal: 30000,
      }),
    ]);
    await screen.findByRole('article', { name: 'Booster Box' });
    expect(sentTo('POST /api/client-errors')).toEqual([]);
  });
});
