import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleAnswer, ArticleDetail } from '@shop/domain/api/article.ts';
import { hoodie } from '#web/features/product/article.fixtures.ts';
import { ProductPage } from '#web/features/product/product-page.tsx';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

/** A Magic display without sizes, released far ahead, so its countdown runs in any year. */
function display(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  const base = hoodie({ variants: [], initialVariant: null });
  return {
    ...base,
    articleNumber: 'MT3000',
    articleNumbers: ['MT3000'],
    stateInformation: [{ ...base.stateInformation[2]!, articleNumber: 'MT3000' }],
    localization: { Name: 'Booster Display', Description: '', keywords: '' },
    information: { ...base.information, type: 'display', singleStatus: 'available' },
    maxQty: 4,
    maxQtyDate: '2099-12-20',
    isMagicItem: true,
    magicReleaseDate: '2099-12-24',
    magicNoPrereleaseDeadline: '2099-12-17',
    restriction: 'euOnly',
    priceSystem: {
      price: 9990,
      singlePrice: 9990,
      rebate: 0,
      preorderRebate: 0,
      caseQuantity: 1,
      priceList: [],
      currency: 'EUR',
      type: 'fixedRetail',
    },
    ...overrides,
  };
}

function showArticle(article: ArticleDetail) {
  const body: ArticleAnswer = { article, suggestions: [] };
  vi.stubGlobal('fetch', vi.fn<typeof window.fetch>().mockResolvedValue(json(body)));
  renderRoute(`/de/en/product/${article.articleNumber}`, [
    { path: 'product/:articleNumber', Component: ProductPage },
  ]);
}

describe('the notes a buyer reads before ordering', () => {
  it('counts down to the Magic release, says the deadline, the maximum with its day and the restriction', async () => {
    showArticle(display());
    // the first page of the file loads its texts and page code: more than a second when busy
    const notes = await screen.findByRole(
      'region',
      { name: 'Notes on this article' },
      { timeout: 5000 },
    );
    expect(within(notes).getByText('At most 4 pcs. per order until 20/12/2099')).toBeTruthy();
    expect(within(notes).getByText(/^Magic: The Gathering release on 24\/12\/2099/)).toBeTruthy();
    expect(within(notes).getByText(/^Order by 17\/12\/2099/)).toBeTruthy();
    expect(within(notes).getByText('May be sold within the EU only.')).toBeTruthy();

    const label = within(notes).getByText('Release in');
    const clock = label.parentElement!.querySelector('time')!;
    // midnight of the release day in Germany, where the shop's days are counted
    expect(clock.getAttribute('datetime')).toBe('2099-12-23T23:00:00.000Z');
    expect(clock.textContent).toMatch(/^\d+ days \d\d:\d\d:\d\d$/);
    const first = clock.textContent;
    await waitFor(() => expect(clock.textContent).not.toBe(first), { timeout: 4000 });
  });

  it('leaves out a deadline that is over and a countdown to a release that has begun', async () => {
    showArticle(
      display({ magicReleaseDate: '2020-01-10', magicNoPrereleaseDeadline: '2020-01-03' }),
    );
    const notes = await screen.findByRole('region', { name: 'Notes on this article' });
    expect(within(notes).getByText(/^Magic: The Gathering release on 10\/01\/2020/)).toBeTruthy();
    expect(within(notes).queryByText(/^Order by/)).toBeNull();
    expect(within(notes).queryByText('Release in')).toBeNull();
  });

  it('says the sales unit and the single pieces among the details, and the kind of price', async () => {
    signInAsDemo();
    showArticle(display({ restriction: 'B2B only' }));
    expect(await screen.findByText('Sales restriction: B2B only')).toBeTruthy();
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Sales unit').nextElementSibling?.textContent).toBe(
      'Display of several units',
    );
    expect(within(details).getByText('Single pieces').nextElementSibling?.textContent).toBe(
      'Also sold individually',
    );
    const prices = screen.getByRole('region', { name: 'Prices' });
    expect(
      within(prices).getByText(
        'Fixed retail price: the retail price is bound by law (book price law)',
      ),
    ).toBeTruthy();
  });

  it('shows an unknown sales unit as it came and nothing for an article without one', async () => {
    showArticle(display({ information: { ...display().information, type: 'crate' } }));
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Sales unit').nextElementSibling?.textContent).toBe('crate');
    cleanup();
    showArticle(hoodie());
    const plain = await screen.findByRole('region', { name: 'Details' });
    expect(within(plain).queryByText('Sales unit')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notes on this article' })).toBeNull();
  });
});
