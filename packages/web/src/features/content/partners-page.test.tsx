import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartnersResponse } from '@shop/domain/api/content.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { PartnersPage } from '#web/features/content/partners-page.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

const names = { de: 'Nordwind Spiele', en: 'Northwind Games' };
const PARTNERS: PartnersResponse = {
  partners: [
    {
      code: 'northwind',
      name: 'Northwind Games',
      names: { ...names, es: names.en, fr: names.en, it: names.en, pl: names.en, ja: names.en },
      url: 'https://northwind.example.com',
      logo: { src: '/images/content/partner-northwind-games.svg', width: 240, height: 120 },
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PartnersPage', () => {
  it('lists the partners with the name in the language, linking to their site', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(PARTNERS))),
    );
    renderRoute('/de/de/partner', [{ path: 'partner', Component: PartnersPage }]);
    const link = await screen.findByRole('link', { name: /Nordwind Spiele/ });
    expect(link.getAttribute('href')).toBe('https://northwind.example.com');
  });
});
