import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleSearchResponse, SearchArticle } from '@shop/domain/api/search.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { stubScreenWidth } from '#web/shared/testing/screen-width.ts';
import { json } from '#web/shared/testing/api-stub.ts';
import { ListingPage } from '#web/features/catalog/listing/listing-page.tsx';
import { jumpTarget } from '#web/features/catalog/listing/listing-pager.tsx';

const filter = (count: number) => ({ value: false, count, disabled: false });

const article = (number: number): SearchArticle => ({
  articleNumber: `FIG-${number}`,
  name: `Figure ${number}`,
  producer: 'Astral Forge',
  image: `/img/fig-${number}.svg`,
  state: 'inStock',
  caseQuantity: 1,
  releaseDate: null,
  preorderDate: null,
  hotDeal: false,
  closeOut: false,
});

/** 838 hits: 42 pages of 20. */
function answer(): ArticleSearchResponse {
  return {
    articles: Array.from({ length: 20 }, (_, index) => article(index + 1)),
    hits: 838,
    hint: '',
    sort: 1,
    filters: {
      stock: filter(800),
      soon: filter(0),
      preOrder: filter(0),
      hotDeals: filter(12),
      closeOut: filter(0),
    },
    groups: {
      category: [{ id: 26, name: 'Toys', numberOfArticles: 838 }],
      producer: [{ id: 5, name: 'Astral Forge', numberOfArticles: 300 }],
      productType: [],
      theme: [],
      campaign: [],
    },
  };
}

beforeEach(() => {
  window.localStorage.clear();
  stubScreenWidth(1440);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      if (input === '/api/articles') return Promise.resolve(json(answer()));
      return Promise.resolve(json({ error: { code: 'NOT_FOUND', message: 'none' } }, 404));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderListing(path: string) {
  return renderRoute(path, [
    { path: 'show/*', element: <ListingPage route="show" /> },
    { path: 'hotDeals', element: <ListingPage route="hotDeals" /> },
    { path: ':type/*', element: <ListingPage route="typed" /> },
  ]);
}

const pager = () => screen.findByRole('navigation', { name: 'Pages' });

// docs/product/catalog.md#cat-pager
describe('the listing pager', () => {
  it('says the page count and links first, previous, nearby pages, next and last', async () => {
    renderListing('/de/en/category/1a?page=3');
    const nav = await pager();
    expect(within(nav).getByText('Page 3 of 42')).toBeTruthy();
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('First page')).toBe('/de/en/category/1a');
    expect(href('Previous page')).toBe('/de/en/category/1a?page=2');
    expect(href('Next page')).toBe('/de/en/category/1a?page=4');
    expect(href('Last page')).toBe('/de/en/category/1a?page=42');
    expect(
      within(nav)
        .getAllByRole('link', { name: /^Page \d+$/ })
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('has no first and previous link on the first page, and no next and last on the last', async () => {
    renderListing('/de/en/category/1a?page=42');
    const nav = await pager();
    expect(within(nav).getByText('Page 42 of 42')).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Last page' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'First page' })).toBeTruthy();
    expect(
      within(nav)
        .getAllByRole('link', { name: /^Page \d+$/ })
        .map((link) => link.textContent),
    ).toEqual(['38', '39', '40', '41', '42']);
  });

  it('jumps to a typed page with Enter, and refuses a page beyond the last', async () => {
    renderListing('/de/en/category/1a');
    const nav = await pager();
    const field = within(nav).getByRole('spinbutton', { name: 'Go to page' });
    fireEvent.change(field, { target: { value: '43' } });
    fireEvent.submit(field.closest('form')!);
    expect(within(nav).getByRole('alert').textContent).toBe('Please enter a page from 1 to 42.');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: '17' } });
    fireEvent.click(within(nav).getByRole('button', { name: 'Go' }));
    await waitFor(async () =>
      expect(within(await pager()).getByText('Page 17 of 42')).toBeTruthy(),
    );
  });

  it('reads only whole page numbers from 1 to the last page', () => {
    expect(jumpTarget('1', 42)).toBe(1);
    expect(jumpTarget(' 42 ', 42)).toBe(42);
    expect(jumpTarget('0', 42)).toBeNull();
    expect(jumpTarget('43', 42)).toBeNull();
    expect(jumpTarget('2.5', 42)).toBeNull();
    expect(jumpTarget('', 42)).toBeNull();
  });
});

// docs/product/catalog.md#cat-listing-name
describe('the listing heading', () => {
  it("keeps the category's name when a filter is ticked, on every page of the result", async () => {
    renderListing('/de/en/category/1a');
    expect(await screen.findByRole('heading', { level: 1, name: 'Toys' })).toBeTruthy();
    const sidebar = await screen.findByRole('complementary', { name: 'Refine results' });
    fireEvent.click(await within(sidebar).findByRole('checkbox', { name: /In stock/ }));
    const nav = await pager();
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toMatch(
        /^\/de\/en\/show\/C1a_FInS[^?]*\?from=C1a&page=2$/,
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Toys' })).toBeTruthy();
    // the description names the listing and its count (docs/product/shell.md#shell-meta-description)
    expect(document.title).toBe('Toys | Wholesale Shop');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Toys: 838 articles at Wholesale Shop wholesale, at trade prices for registered retailers.',
    );
  });

  it('keeps "Hot deals" when a producer is picked on the hot-deal page', async () => {
    renderListing('/de/en/hotDeals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot deals' })).toBeTruthy();
    const sidebar = await screen.findByRole('complementary', { name: 'Refine results' });
    fireEvent.click(await within(sidebar).findByRole('checkbox', { name: /Astral Forge/ }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Pages' }))
          .getByRole('link', { name: 'Next page' })
          .getAttribute('href'),
      ).toContain('from=HoD'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Hot deals' })).toBeTruthy();
  });
});
