import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { AnalyticsOptOutPage } from '#web/features/content/analytics-opt-out-page.tsx';

afterEach(() => {
  cleanup();
  delete window.dataLayer;
  document.cookie = 'analytics_optout=; path=/; max-age=0';
});

describe('AnalyticsOptOutPage', () => {
  it('sets the opt-out cookie, tells the tag manager and shows the alert', async () => {
    vi.stubGlobal('fetch', vi.fn());
    window.dataLayer = [];
    renderRoute('/de/en/analytics-optout', [
      { path: 'analytics-optout', Component: AnalyticsOptOutPage },
    ]);
    expect(await screen.findByText('You have opted out of analytics')).toBeTruthy();
    expect(document.cookie).toContain('analytics_optout=1');
    expect(window.dataLayer).toContainEqual({ event: 'analyticsOptOut', analyticsOptOut: true });
    vi.unstubAllGlobals();
  });
});
