import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentStore } from '#web/shared/consent/consent-store.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { AnalyticsOptOutPage } from '#web/features/content/analytics-opt-out-page.tsx';

afterEach(() => {
  cleanup();
  delete window.dataLayer;
  document.cookie = 'analytics_optout=; path=/; max-age=0';
});

describe('AnalyticsOptOutPage', () => {
  it('sets the opt-out cookie, tells the tag manager, refuses statistics and marketing and shows the alert', async () => {
    vi.stubGlobal('fetch', vi.fn());
    window.dataLayer = [];
    renderRoute('/de/en/analytics-optout', [
      { path: 'analytics-optout', Component: AnalyticsOptOutPage },
    ]);
    expect(await screen.findByText('You have opted out of analytics')).toBeTruthy();
    expect(document.cookie).toContain('analytics_optout=1');
    expect(window.dataLayer).toContainEqual({ event: 'analyticsOptOut', analyticsOptOut: true });
    // the banner's choice, so it does not ask again and nothing is tracked
    expect(consentStore.getState().choice).toEqual({ statistics: false, marketing: false });
    expect(JSON.parse(window.localStorage.getItem('shop.consent') ?? '{}')).toMatchObject({
      statistics: false,
      marketing: false,
    });
    vi.unstubAllGlobals();
  });
});
