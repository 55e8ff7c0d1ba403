import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { PageHead } from '#web/shared/seo/page-head.tsx';

afterEach(cleanup);

function renderHead(path: string) {
  const element = (
    <>
      <PageHead />
      <h1>Page</h1>
    </>
  );
  renderRoute(path, [
    { index: true, element },
    { path: '*', element },
  ]);
}

describe('PageHead', () => {
  it('puts the canonical link and the 21 shop and language versions into the head', async () => {
    renderHead('/uk/en/category/1a?page=2');
    await screen.findByRole('heading', { name: 'Page' });
    const origin = window.location.origin;

    const canonical = document.head.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    // the page itself, in its shop and language, without its query
    expect(canonical[0]!.getAttribute('href')).toBe(`${origin}/uk/en/category/1a`);

    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toHaveLength(22);
    expect(alternates).toContainEqual(['en-GB', `${origin}/uk/en/category/1a`]);
    expect(alternates).toContainEqual(['de-DE', `${origin}/de/de/category/1a`]);
    expect(alternates).toContainEqual(['ja-FR', `${origin}/fr/ja/category/1a`]);
    expect(alternates).toContainEqual(['x-default', `${origin}/de/de/category/1a`]);
  });

  it('links the start page without a trailing slash', async () => {
    renderHead('/fr/fr');
    await screen.findByRole('heading', { name: 'Page' });
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical?.getAttribute('href')).toBe(`${window.location.origin}/fr/fr`);
  });
});
