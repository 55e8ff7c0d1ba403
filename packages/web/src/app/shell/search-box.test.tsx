import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import type { Suggestion } from '@shop/domain/api/suggestions.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { SearchBox } from '#web/app/shell/search-box.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

/**
 * The header suggestions of groups (docs/product/quality.md#quality-storefront): a category and a
 * product type a word names.
 */
const suggestions: Suggestion[] = [
  { type: 'category', name: 'Figures', id: 26, categorization: 'Toys' },
  { type: 'productType', name: 'Mini Figure', id: 2 },
  { type: 'completion', name: 'Kumo Figures', categorization: 'producer' },
  {
    type: 'article',
    name: 'Jade Foxes Vinyl Figure Talon 10 cm',
    articleNumber: 'BH2074',
    image: '/images/articles/BH2074.svg',
  },
];

let asked: unknown[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: string, init?: RequestInit) => {
      asked.push(JSON.parse(String(init?.body)));
      return Promise.resolve(json({ suggestions }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHeader(path = '/de/en') {
  const element = (
    <>
      <SearchBox />
      <Where />
    </>
  );
  return renderRoute(path, [
    { index: true, element },
    { path: '*', element },
  ]);
}

describe('header suggestions of categories and product types', () => {
  it('shows a category with its kind and parent and opens its listing', async () => {
    renderHeader();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'figure' } });
    const category = await screen.findByRole('option', { name: /Figures.*Category · Toys/ });
    expect(asked).toEqual([{ language: 'en', value: 'figure' }]);
    expect(screen.getByRole('option', { name: /Mini Figure.*Product type/ })).toBeDefined();
    fireEvent.click(category);
    // ids travel as hex in listing paths: 26 is 1a
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/de/en/category/1a'));
  });

  it('opens the list filtered by a product type chosen with the keyboard', async () => {
    renderHeader();
    const field = screen.getByRole('combobox');
    fireEvent.change(field, { target: { value: 'figure' } });
    await screen.findByRole('option', { name: /Mini Figure/ });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/de/en/productType/2'),
    );
  });

  it('asks for the suggestions of a search page’s term only once the field has the focus', async () => {
    renderHeader('/de/en/search/figure');
    const field = await screen.findByRole('combobox');
    expect((field as HTMLInputElement).value).toBe('figure');
    // the page's own requests would have gone out by now: none of them is a suggestion
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    fireEvent.focus(field);
    await screen.findByRole('option', { name: /Figures.*Category · Toys/ });
    expect(asked).toEqual([{ language: 'en', value: 'figure' }]);
  });
});
