import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleAnswer } from '@shop/domain/api/article.ts';
import { hoodie } from '#web/features/product/article.fixtures.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { ProductHead } from '#web/features/product/product-head.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const article = hoodie({
  articleNumbers: ['LL1225'],
  variants: [],
  stateInformation: [],
  images: [
    { path: '/images/LL1225.svg', kind: 'main' },
    { path: '/images/LL1225-2.svg', kind: 'detail' },
  ],
  localization: {
    Name: 'Cobalt Academy Hoodie </script>',
    Description: `<p>Warm hoodie for ${'winter '.repeat(40)}</p>`,
    keywords: '',
  },
  initialVariant: null,
  gpsrInformation: null,
});

describe('ProductHead', () => {
  it('describes the article as schema.org Product without prices', async () => {
    const body: ArticleAnswer = { article, suggestions: [] };
    vi.stubGlobal('fetch', vi.fn<typeof window.fetch>().mockResolvedValue(json(body)));
    const { container } = renderRoute('/uk/en/product/ll1225', [
      { path: 'product/:articleNumber', Component: ProductHead },
    ]);

    const script = await waitFor(() => {
      const found = container.querySelector('script[type="application/ld+json"]');
      expect(found).not.toBeNull();
      return found!;
    });
    // the article text cannot end the script element early
    expect(script.innerHTML).not.toContain('</script>');
    const origin = window.location.origin;
    expect(JSON.parse(script.textContent)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Cobalt Academy Hoodie </script>',
      sku: 'LL1225',
      gtin: '4260187000408',
      image: [`${origin}/images/LL1225.svg`, `${origin}/images/LL1225-2.svg`],
      brand: { '@type': 'Brand', name: 'Loom & Lantern' },
      description: expect.stringMatching(/^Warm hoodie for winter/),
    });
    expect(script.textContent).not.toMatch(/offers|price/i);
  });
});
