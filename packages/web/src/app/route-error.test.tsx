import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { RouteError } from './route-error.tsx';

function Broken(): never {
  throw new Error('chunk failed to load');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RouteError', () => {
  it('opens the error dialog when a page change fails, with a reload and the contact', async () => {
    // React and the router report the thrown error; it is the one the test throws
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute('/de/en/orders', [
      { path: 'orders', element: <Broken />, errorElement: <RouteError /> },
    ]);
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(
      within(dialog).getByText('This page could not be shown. Please try again in a moment.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Contact us' })).toBeTruthy();
    // behind it, the page still offers the reload
    expect(screen.getByRole('button', { name: 'Reload the page', hidden: true })).toBeTruthy();
  });
});
