import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { ContactMap, tileHost } from '#web/features/content/contact-map.tsx';
import { mapConsent } from '#web/features/content/map-consent.ts';
import { json } from '#web/shared/testing/api-stub.ts';

const MAP = {
  latitude: 53.5413,
  longitude: 9.9957,
  zoom: 15,
  tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
  attribution: { text: '© Example contributors', url: 'https://tiles.example.org/copyright' },
};

const routes = [{ path: 'contact', element: <ContactMap /> }];
let requested: string[];

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      return Promise.resolve(json(MAP));
    }),
  );
});
afterEach(() => {
  cleanup();
  mapConsent.withdraw();
  vi.unstubAllGlobals();
});

describe('ContactMap', () => {
  it('shows the drawing and asks before it loads the map from the tile server', async () => {
    renderRoute('/de/en/contact', routes);
    expect(screen.getByRole('img', { name: /Map of our location: Musterkai 12/ })).toBeTruthy();
    expect(
      await screen.findByText(
        'The map comes from tiles.example.org. Showing it sends your IP address to that server.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Map of our location/ })).toBeNull();
    expect(requested).toEqual(['/api/contact/map']);
  });

  it('shows the map once agreed, remembers the choice, and takes it back on request', async () => {
    renderRoute('/de/en/contact', routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Show the map' }));
    const map = await screen.findByRole('region', { name: /Map of our location: Musterkai 12/ });
    expect(map.querySelector('a[title="Zoom in"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: '© Example contributors' })).toBeTruthy();
    expect(window.localStorage.getItem('shop.mapConsent')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Do not load the map any more' }));
    expect(screen.queryByRole('region', { name: /Map of our location/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show the map' })).toBeTruthy();
    expect(window.localStorage.getItem('shop.mapConsent')).toBeNull();
  });

  it('names the tile server without its subdomain placeholder', () => {
    expect(tileHost('https://{s}.tile.example.net/{z}/{x}/{y}.png')).toBe('tile.example.net');
    expect(tileHost('http://127.0.0.1:9000/{z}/{x}/{y}.png')).toBe('127.0.0.1:9000');
  });
});
